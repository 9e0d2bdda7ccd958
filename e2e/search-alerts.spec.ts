import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { field, gotoForm, logIn, operatorApi, pathOf } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";
import { activeStaff, ownerApi, publishOrder } from "./support/job-board";
import { linkIn, waitForMail } from "./support/mailbox";

// One owner, one staff member and one operator session for both tests: the e2e server
// counts registrations and logins per address, and every spec shares those limits.
test.describe.configure({ mode: "serial" });
let operator: APIRequestContext;
let owner: APIRequestContext;
let staffEmail: string;

test.beforeAll(async ({ playwright }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  const site = await playwright.request.newContext({ baseURL });
  operator = await operatorApi(baseURL);
  owner = await ownerApi(site, baseURL);
  staffEmail = await activeStaff(site, operator);
  await site.dispose();
});
test.afterAll(async () => {
  await Promise.all([operator?.dispose(), owner?.dispose()]);
});

async function loggedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await gotoForm(page, "/login", "Anmelden");
  await logIn(page, email);
  await page.waitForURL(/\/arbeitsangebote-suchen\/2/);
  return page;
}

test("staff search live, store an alert, manage it on /konto and follow its mail to the offer", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const city = `Hürth-${Date.now().toString(36)}`;
  const first = await publishOrder(owner, operator, city);

  // The list follows the filters without a click, and nothing is stored.
  const staff = await loggedIn(browser, staffEmail);
  const results = staff.getByRole("region", { name: "Passende Arbeitsangebote" });
  await staff.getByRole("radio", { name: "Nachtdienst" }).check();
  await field(staff, "Ort oder PLZ").fill(city);
  await expect(results.getByRole("status")).toHaveText("1 passendes Angebot");
  await expect(results.getByRole("article")).toContainText(`Nachtdienst: PTA in ${city}`);
  await expect(staff).toHaveURL(/type=Nachtdienst/);
  await field(staff, "Ort oder PLZ").fill(`${city}-nirgendwo`);
  await expect(results.getByText("Zurzeit gibt es keine passenden Angebote.")).toBeVisible();
  await field(staff, "Ort oder PLZ").fill(city);
  await expect(results.getByRole("article")).toHaveCount(1);
  expect((await (await staff.request.get("/api/search-alerts")).json()).alerts).toEqual([]);
  await expectNoAxeViolations(staff);

  // "Suchen" stores the alert once and keeps the form as it is.
  await staff.getByRole("button", { name: "Suchen", exact: true }).click();
  await expect(staff.getByText("Arbeitsangebot erfolgreich gesendet")).toBeVisible();
  await expect(field(staff, "Ort oder PLZ")).toHaveValue(city);
  await expect(staff.getByRole("radio", { name: "Nachtdienst" })).toBeChecked();
  await staff.getByRole("button", { name: "Suchen", exact: true }).click();
  await expect(
    staff.getByText("Diese Suche ist bereits als E-Mail-Benachrichtigung gespeichert."),
  ).toBeVisible();

  // The account page lists it; she pauses and resumes it.
  await staff.goto("/konto");
  const alerts = staff.getByRole("region", { name: "Gespeicherte Suchen" });
  const alert = alerts.getByRole("listitem");
  await expect(alert).toHaveCount(1);
  await expect(alert).toContainText(`Nachtdienst · ${city}`);
  await expect(alert).toContainText("Aktiv");
  await alert.getByRole("button", { name: "Pausieren" }).click();
  await expect(staff.getByText("Die Suchbenachrichtigung ist pausiert.")).toBeVisible();
  await expect(alert).toContainText("Pausiert");
  await expect(alert.getByRole("button", { name: "Fortsetzen" })).toBeFocused();
  await expectNoAxeViolations(staff);
  await alert.getByRole("button", { name: "Fortsetzen" }).click();
  await expect(alert).toContainText("Aktiv");

  // A new matching order is mailed; its link opens the offer after logging in.
  const second = await publishOrder(owner, operator, city);
  const mail = await waitForMail(
    (m) => m.to === staffEmail && m.template === "job-alert" && m.text.includes(city),
  );
  expect(mail.html).toContain("Angebot ansehen");
  expect(mail.headers["list-unsubscribe"]).toMatch(
    /^<http:\/\/localhost:3000\/benachrichtigung-abmelden\?token=[\w.-]+>$/,
  );
  expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  const offerPath = pathOf(linkIn(mail, `angebot=${second}`));
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(offerPath);
  await expect(visitor.getByRole("main").getByRole("status")).toContainText(
    "Bitte melden Sie sich an",
  );
  await visitor.getByRole("link", { name: "Zur Anmeldung" }).click();
  await logIn(visitor, staffEmail);
  await visitor.waitForURL((url) => url.searchParams.get("angebot") === second);
  const linked = visitor.getByRole("region", { name: "Angebot aus Ihrer E-Mail" });
  await expect(linked.getByRole("article")).toContainText(`Nachtdienst: PTA in ${city}`);
  await expect(linked.getByRole("button", { name: "Jetzt bewerben" })).toBeVisible();
  await expect(field(visitor, "Ort oder PLZ")).toHaveValue(city);
  // The list below shows the other offer, not the linked one twice.
  await expect(
    visitor.getByRole("region", { name: "Passende Arbeitsangebote" }).getByRole("article"),
  ).toHaveCount(1);
  expect(first).not.toBe(second);
  await expectNoAxeViolations(visitor);

  // She deletes the alert after confirming; focus goes to the list's heading.
  await alert.getByRole("button", { name: "Löschen" }).click();
  await expect(
    staff.getByText("Möchten Sie diese Suchbenachrichtigung wirklich löschen?"),
  ).toBeFocused();
  await alert.getByRole("button", { name: "Ja, löschen" }).click();
  await expect(staff.getByText("Die Suchbenachrichtigung wurde gelöscht.")).toBeVisible();
  await expect(alerts.getByText("Sie haben keine gespeicherten Suchen.")).toBeVisible();
  await expect(alerts.getByRole("heading", { name: "Gespeicherte Suchen" })).toBeFocused();
});

test("the mail's unsubscribe link asks once, then unsubscribes without a login", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const city = `Frechen-${Date.now().toString(36)}`;
  const staff = await loggedIn(browser, staffEmail);
  const stored = await staff.request.post("/api/arbeitsangebote-suchen", {
    data: { type: "Nachtdienst", location: city },
  });
  expect(stored.status()).toBe(201);
  await publishOrder(owner, operator, city);
  const mail = await waitForMail(
    (m) => m.to === staffEmail && m.template === "job-alert" && m.text.includes(city),
  );

  // A stranger's browser (no session) opens the visible "Abmelden" link.
  const visitor = await (await browser.newContext()).newPage();
  const unsubscribePath = pathOf(linkIn(mail, "/benachrichtigung-abmelden"));
  await visitor.goto(unsubscribePath);
  await expect(visitor.getByText(`„Nachtdienst · ${city}“`)).toBeVisible();
  await expectNoAxeViolations(visitor);
  // Opening the page changed nothing yet.
  expect((await (await staff.request.get("/api/search-alerts")).json()).alerts).toHaveLength(1);
  await visitor.getByRole("button", { name: "Abmelden" }).click();
  await expect(visitor.getByText("Sie sind abgemeldet")).toBeFocused();
  expect((await (await staff.request.get("/api/search-alerts")).json()).alerts).toEqual([]);
  await visitor.reload();
  await expect(
    visitor.getByText("Dieser Abmeldelink wurde bereits verwendet oder ist nicht gültig."),
  ).toBeVisible();
});
