import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  request,
  test,
} from "@playwright/test";
import { paths } from "../domain/paths";
import { e2eAdmin, e2ePushServicePort } from "../playwright.config";
import { PASSWORD, uniqueEmail } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";
import { activateStaff, registerStaff } from "./support/console";

// This spec is about the service worker, which the other specs block.
test.use({ serviceWorkers: "allow" });

/** A signed-in staff member's API session (its cookies open a signed-in browser). */
async function staffSession(baseURL: string): Promise<{ email: string; api: APIRequestContext }> {
  const site = await request.newContext({ baseURL });
  const operator = await request.newContext({ baseURL });
  expect((await operator.post("/api/auth/login", { data: e2eAdmin })).status()).toBe(200);
  const email = uniqueEmail("app");
  await registerStaff(site, { email, firstName: "Paula", lastName: "Pushmann" });
  await activateStaff(operator, email);
  const api = await request.newContext({ baseURL });
  expect(
    (await api.post("/api/auth/login", { data: { email, password: PASSWORD } })).status(),
  ).toBe(200);
  await Promise.all([site.dispose(), operator.dispose()]);
  return { email, api };
}

/** Opens `path` and waits until the service worker controls the page. */
async function withWorker(context: BrowserContext, path: string) {
  const page = await context.newPage();
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first page was loaded before the worker: from the next load on it controls it.
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  return page;
}

test("the site is installable: a German manifest with icons and a worker", async ({ page }) => {
  await page.goto(paths.app);
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const response = await page.request.get(href!);
  expect(response.headers()["cache-control"]).toBe("no-cache");
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    lang: "de",
    short_name: "apostaff",
    display: "standalone",
    start_url: "/konto",
    theme_color: "#0a6559",
  });
  const sizes = manifest.icons.map((icon: { sizes: string; purpose: string }) =>
    [icon.sizes, icon.purpose].join(" "),
  );
  expect(sizes).toEqual(
    expect.arrayContaining(["192x192 any", "512x512 any", "192x192 maskable", "512x512 maskable"]),
  );
  for (const icon of manifest.icons) {
    expect((await page.request.get(icon.src)).status(), icon.src).toBe(200);
  }
  const worker = await page.request.get("/sw.js");
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  expect(await worker.text()).not.toContain("__SHELL_VERSION__");
  // Registered by the page's start script, within the CSP.
  await expect
    .poll(() =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) != null),
    )
    .toBe(true);
});

test("/app explains installing on Android and iPhone; the footer's badges lead there", async ({
  page,
}) => {
  await page.goto(paths.home);
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: "Laden im App Store (iOS)" }).click();
  await expect(page).toHaveURL(/\/app#iphone$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "apostaff als App auf Ihrem Smartphone" }),
  ).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "Android (Chrome, Edge, Samsung Internet)" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "iPhone und iPad (Safari)" })).toBeVisible();
  await expect(
    page.getByText(/ab iOS 16\.4, und nur in der App vom Home-Bildschirm/),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a delivered push shows a notification whose click opens its page", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext();
  await context.grantPermissions(["notifications"], { origin: baseURL! });
  const page = await withWorker(context, paths.app);
  const orderUrl = "/arbeitsangebote-suchen/2?auftrag=push-test";

  // The push as the browser's push service delivers it (DevTools protocol).
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const mine = registrations.find((entry) => entry.scopeURL.startsWith(baseURL!));
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  const deliver = async (payload: { title: string; body: string; url: string }) =>
    cdp.send("ServiceWorker.deliverPushMessage", {
      origin: new URL(baseURL!).origin,
      registrationId: await registrationId,
      data: JSON.stringify(payload),
    });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
        title: notification.title,
        body: notification.body,
        url: notification.data?.url,
      })),
    );
  // Sent again until it shows (a worker just started may miss the first, seen once in
  // CI); the notification's tag is its page, so a repeat replaces it, never adds one.
  await expect
    .poll(async () => {
      await deliver({ title: "Neues Angebot", body: "Morgen in Köln, 8–18 Uhr", url: orderUrl });
      await page.waitForTimeout(300);
      return shown();
    })
    .toEqual([
      { title: "Neues Angebot", body: "Morgen in Köln, 8–18 Uhr", url: `${baseURL}${orderUrl}` },
    ]);

  // A click on it (as the system delivers it to the worker) opens the order in the
  // app's window. (A click without an open window opens a new one; a test cannot, as a
  // script's event does not carry the user's activation that clients.openWindow needs.)
  const [worker] = context.serviceWorkers();
  await worker!.evaluate(async () => {
    // The worker's own globals, which the site's type library does not describe.
    const scope = self as unknown as {
      registration: { getNotifications(): Promise<unknown[]> };
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: unknown }) => Event;
    };
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new scope.NotificationEvent("notificationclick", { notification }));
  });
  await expect(page).toHaveURL(`${baseURL}${orderUrl}`);
  expect(await shown()).toEqual([]);

  // A payload naming another site opens the account page instead. (Sent again until it
  // shows: the worker may still be busy with the page it just opened.)
  await page.waitForLoadState();
  await expect
    .poll(async () => {
      await deliver({ title: "x", body: "y", url: "https://evil.example/" });
      await page.waitForTimeout(300);
      return (await shown())[0]?.url;
    })
    .toBe(`${baseURL}${paths.account}`);
  await context.close();
});

test("offline, a visited page shows the offline page and never account data", async ({
  browser,
  baseURL,
}) => {
  const { email, api } = await staffSession(baseURL!);
  const context = await browser.newContext({ storageState: await api.storageState() });
  const page = await withWorker(context, paths.account);
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Push-Benachrichtigungen" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Kalender abonnieren" })).toBeVisible();
  await expectNoAxeViolations(page);

  await context.setOffline(true);
  for (const path of [paths.account, paths.accountPlacements, paths.app]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Keine Verbindung" })).toBeVisible();
    await expect(page.getByText(email)).toHaveCount(0);
  }
  // What the worker keeps: the shell, never a page of the account or an API answer.
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const entry of await (await caches.open(name)).keys())
        urls.push(new URL(entry.url).pathname);
    }
    return urls;
  });
  expect(kept).toContain("/offline");
  for (const path of kept) {
    expect(path, path).toMatch(
      /^\/(offline|favicon\.svg|manifest\.webmanifest|icons\/.+|assets\/.+)$/,
    );
  }
  await context.setOffline(false);
  await page.goto(paths.account);
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await context.close();
  await api.dispose();
});

test("Mein Konto gives a private calendar address, shown once, renewable", async ({
  browser,
  baseURL,
}) => {
  const { api } = await staffSession(baseURL!);
  const context = await browser.newContext({ storageState: await api.storageState() });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL! });
  const page = await context.newPage();
  await page.goto(paths.account);
  const calendar = page.getByRole("region", { name: "Kalender abonnieren" });
  await calendar.getByRole("button", { name: "Kalenderadresse erstellen" }).click();
  const address = calendar.getByLabel("Ihre Kalenderadresse (nur jetzt sichtbar)");
  const url = await address.inputValue();
  expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(calendar.getByRole("link", { name: "Im Kalender abonnieren" })).toHaveAttribute(
    "href",
    url.replace(/^https?:/, "webcal:"),
  );
  await calendar.getByRole("button", { name: "Adresse kopieren" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  const feed = await api.get(new URL(url).pathname);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain("BEGIN:VCALENDAR");
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(calendar.getByText(/^Eingerichtet am/)).toBeVisible();
  await calendar.getByRole("button", { name: "Neue Adresse erstellen" }).click();
  await expect(address).not.toHaveValue(url);
  expect((await api.get(new URL(url).pathname)).status()).toBe(404);
  await calendar.getByRole("button", { name: "Abschalten" }).click();
  await expect(calendar.getByRole("button", { name: "Kalenderadresse erstellen" })).toBeVisible();
  await context.close();
  await api.dispose();
});

test("Mein Konto allows push on this device and switches it off again", async ({
  browser,
  baseURL,
}) => {
  const { api } = await staffSession(baseURL!);
  const context = await browser.newContext({ storageState: await api.storageState() });
  await context.grantPermissions(["notifications"], { origin: baseURL! });
  // The browser's push service, which headless Chromium lacks: a subscription on the
  // specs' loopback push service, which the e2e server's PUSH_SERVICE_HOSTS allows.
  const endpoint = `http://127.0.0.1:${e2ePushServicePort}/push/${crypto.randomUUID()}`;
  await context.addInitScript((endpoint) => {
    const keys = {
      p256dh:
        "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
      auth: "tBHItJI5svbpez7KI4CCXg",
    };
    let current: unknown = null;
    const subscription = {
      endpoint,
      toJSON: () => ({ endpoint, keys }),
      unsubscribe: async () => {
        current = null;
        return true;
      },
    };
    PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
    PushManager.prototype.subscribe = async () => {
      current = subscription;
      return subscription as unknown as PushSubscription;
    };
  }, endpoint);
  const page = await context.newPage();
  await page.goto(paths.account);
  const push = page.getByRole("region", { name: "Push-Benachrichtigungen" });
  await expect(push.getByRole("status")).toHaveText(/sind Push-Benachrichtigungen aus/);
  await push
    .getByRole("button", { name: "Push-Benachrichtigungen auf diesem Gerät erlauben" })
    .click();
  await expect(push.getByRole("status")).toHaveText(/sind Push-Benachrichtigungen an/);
  await expectNoAxeViolations(page);
  // Known to the server: the API finds and removes it.
  const stored = await api.delete("/api/account/push/subscriptions", { data: { endpoint } });
  expect((await stored.json()).message).toBe("Push subscription removed");
  await push
    .getByRole("button", { name: "Push-Benachrichtigungen auf diesem Gerät abschalten" })
    .click();
  await expect(push.getByRole("status")).toHaveText(/sind Push-Benachrichtigungen aus/);
  // An endpoint on another host is refused.
  const foreign = await api.post("/api/account/push/subscriptions", {
    data: {
      endpoint: "https://attacker.example/push",
      keys: { p256dh: "A".repeat(87), auth: "B".repeat(22) },
    },
  });
  expect(foreign.status()).toBe(422);
  await context.close();
  await api.dispose();
});
