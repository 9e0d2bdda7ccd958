import { expect, type Page, test } from "@playwright/test";
import { siteConfig } from "../domain/site-config";
import { waitUntilLive } from "./support/live";

const desktop = { width: 1280, height: 800 };
const phone = { width: 375, height: 667 };

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
}

test.describe("header menu on desktop", () => {
  test.use({ viewport: desktop });

  test("opens one submenu at a time and tells assistive technology", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Hauptmenü", exact: true });
    const registration = nav.getByRole("button", { name: "Registrierung" });
    const more = nav.getByRole("button", { name: "Mehr" });
    await expect(registration).toHaveAttribute("aria-expanded", "false");

    await registration.click();
    await expect(registration).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: /Apothekeninhaber/ })).toBeVisible();

    await more.click();
    await expect(more).toHaveAttribute("aria-expanded", "true");
    await expect(registration).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: /Apothekeninhaber/ })).toBeHidden();
    for (const label of ["Kontakt", "Über uns", "AGB", "Impressum", "Datenschutz"]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
  });

  test("works with the keyboard alone", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Hauptmenü", exact: true });
    const group = nav.getByRole("button", { name: "Arbeitsangebote" });
    // Enabled once React has taken over the page.
    await expect(group).toBeEnabled();
    await group.focus();
    await page.keyboard.press("Enter");
    await expect(group).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: /Arbeitsangebote suchen/ })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(group).toHaveAttribute("aria-expanded", "false");
    await expect(group).toBeFocused();
  });

  test("shows every top-level entry and the login button", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Hauptmenü", exact: true });
    await expect(nav.getByRole("link", { name: "Startseite" })).toHaveAttribute("href", "/");
    await expect(nav.getByRole("link", { name: "Services" })).toHaveAttribute("href", "/services");
    await expect(page.getByRole("banner").getByRole("link", { name: "Anmeldung" })).toBeVisible();
  });
});

test.describe("side menu on a phone", () => {
  test.use({ viewport: phone });

  test("slides in over a backdrop, locks page scroll and closes again", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Hauptmenü", exact: true })).toBeHidden();
    const opener = page.getByRole("button", { name: "Menü", exact: true });
    await opener.click();
    const menu = page.getByRole("dialog", { name: "Menü" });
    await expect(menu).toBeVisible();
    await expect(opener).toHaveAttribute("aria-expanded", "true");
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe("hidden");

    const registration = menu.getByRole("button", { name: "Registrierung" });
    const more = menu.getByRole("button", { name: "Mehr" });
    await registration.click();
    await more.click();
    await expect(registration).toHaveAttribute("aria-expanded", "false");
    await expect(more).toHaveAttribute("aria-expanded", "true");

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe("");
  });

  test("closes when the backdrop is clicked", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Menü", exact: true }).click();
    const menu = page.getByRole("dialog", { name: "Menü" });
    await expect(menu).toBeVisible();
    await page.mouse.click(10, 300);
    await expect(menu).toBeHidden();
  });

  test("a link in the menu leads to the new page with the focus on its heading", async ({
    page,
  }) => {
    await page.goto("/");
    const opener = page.getByRole("button", { name: "Menü", exact: true });
    await waitUntilLive(opener);
    await opener.click();
    const menu = page.getByRole("dialog", { name: "Menü" });
    await menu.getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(menu).toBeHidden();
    // Not back on the menu's button, which the closing dialog gave it to first.
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  });
});

test("footer shows company, apps, contact, social and legal links with this year", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(siteConfig.blurb);
  for (const phone of siteConfig.phones) {
    await expect(footer.getByRole("link", { name: new RegExp(phone.display) })).toHaveAttribute(
      "href",
      phone.href,
    );
  }
  await expect(footer.getByRole("link", { name: siteConfig.emails.info })).toHaveAttribute(
    "href",
    `mailto:${siteConfig.emails.info}`,
  );
  await expect(footer.getByRole("link", { name: /App Store/ })).toHaveAttribute(
    "href",
    siteConfig.appStores.ios ?? "/app#iphone",
  );
  await expect(footer.getByRole("link", { name: /Google Play/ })).toHaveAttribute(
    "href",
    siteConfig.appStores.android ?? "/app#android",
  );
  for (const network of siteConfig.social) {
    await expect(footer.getByRole("link", { name: new RegExp(network.name) })).toHaveAttribute(
      "href",
      network.href,
    );
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  const legal = footer.getByRole("navigation", { name: "Rechtliches" });
  await expect(legal.getByRole("link", { name: "Impressum" })).toHaveAttribute(
    "href",
    "/impressum",
  );
  await expect(legal.getByRole("link", { name: "AGB" })).toHaveAttribute("href", "/agb");
  await expect(legal.getByRole("link", { name: "Datenschutz" })).toHaveAttribute(
    "href",
    "/datenschutz",
  );
});

test("the footer's year is the visitor's, also in a year after the build, without a hydration error", async ({
  page,
}) => {
  // The pages were prerendered this year; the browser's clock says 1 January of the next.
  const nextYear = new Date().getFullYear() + 1;
  await page.clock.setFixedTime(new Date(`${nextYear}-01-01T09:00:00Z`));
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/");
  // React has taken over the page (its menu buttons work only then).
  await waitUntilLive(
    page.getByRole("navigation", { name: "Hauptmenü", exact: true }).getByRole("button", {
      name: "Registrierung",
    }),
  );
  await expect(page.getByRole("contentinfo")).toContainText(`© ${nextYear} `);
  expect(errors).toEqual([]);
});

test("the floating chat link opens the messaging service in a new tab", async ({ page }) => {
  await page.goto("/");
  const chat = page.getByRole("link", { name: /Chat über/ });
  await expect(chat).toHaveAttribute("href", siteConfig.chat.href);
  await expect(chat).toHaveAttribute("target", "_blank");
});

test.describe("moving to another page", () => {
  test.use({ viewport: desktop });

  test("puts the focus on the new page's heading, and Tab goes on from there", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Hauptmenü", exact: true });
    await waitUntilLive(nav.getByRole("button", { name: "Mehr" }));
    await page.getByRole("contentinfo").getByRole("link", { name: "Datenschutz" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/datenschutz$/);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeFocused();
    await expect(heading).toHaveAttribute("tabindex", "-1");

    await page.keyboard.press("Tab");
    const afterHeading = await page.evaluate(() => {
      const title = document.querySelector("main h1");
      const focused = document.activeElement;
      if (!title || !focused || focused === document.body) return false;
      return Boolean(title.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(afterHeading).toBe(true);
  });

  test("a changed query stays on the page and leaves the focus where it is", async ({ page }) => {
    await page.goto("/datenschutz");
    await waitUntilLive(
      page.getByRole("navigation", { name: "Hauptmenü", exact: true }).getByRole("button", {
        name: "Mehr",
      }),
    );
    const link = page.getByRole("contentinfo").getByRole("link", { name: "Impressum" });
    await link.focus();
    await page.evaluate(() => {
      window.history.pushState(window.history.state, "", "/datenschutz?von=test");
      window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
    });
    await expect(page).toHaveURL(/\?von=test$/);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await expect(link).toBeFocused();
  });
});

test.describe("scrolling", () => {
  test.use({ viewport: { width: 375, height: 500 } });

  test("back-to-top appears after 300 px and brings the reader to the top", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Nach oben scrollen" });
    await scrollTo(page, 250);
    await expect(button).toBeHidden();
    await scrollTo(page, 400);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test("going back up with Shift+Tab never leaves the focus under the fixed header", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link").last().focus();
    const hidden: string[] = [];
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press("Shift+Tab");
      const problem = await page.evaluate(() => {
        const focused = document.activeElement;
        const header = document.querySelector("header");
        // The header's own controls and the skip link sit above it; a box taller than
        // the screen cannot be shown whole.
        if (!focused || !header || focused === document.body || header.contains(focused)) {
          return null;
        }
        const box = focused.getBoundingClientRect();
        const headerBottom = header.getBoundingClientRect().bottom;
        if (getComputedStyle(focused).position === "fixed") return null;
        if (box.height > window.innerHeight - headerBottom) return null;
        return box.top < headerBottom - 1
          ? `"${(focused.textContent ?? "").trim().slice(0, 30)}" at ${Math.round(box.top)} px`
          : null;
      });
      if (problem) hidden.push(problem);
    }
    expect(hidden).toEqual([]);
  });

  test("every route change starts at the top of the new page", async ({ page }) => {
    await page.goto("/");
    await scrollTo(page, 600);
    await page.getByRole("contentinfo").getByRole("link", { name: "Datenschutz" }).click();
    await expect(page).toHaveURL(/\/datenschutz$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test("unknown addresses get the not-found page with status 404", async ({ page }) => {
  const response = await page.goto("/diese-seite-gibt-es-nicht");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Seite nicht gefunden" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Zur Startseite" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(
    "Wir bringen die richtigen Menschen",
  );
});

test("an unexpected failure shows the error screen", async ({ page }) => {
  await page.addInitScript(() => {
    window.matchMedia = () => {
      throw new Error("simulated failure");
    };
  });
  await page.goto("/");
  // The home page starts its code at the visitor's first sign of life (decision 0022).
  await page.mouse.move(2, 2);
  await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible();
});

test.describe("toasts", () => {
  test.use({ viewport: desktop });

  /** The toast bubble with `text`: centred at the top (docs/product.md, "Pages"). */
  async function expectTopCentre(page: Page, text: string) {
    // The bubble: the message beside its icon; the bubble around both must be centred.
    const toast = page.locator(".site-toast").filter({ hasText: text });
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    expect(Math.abs(box.x + box.width / 2 - desktop.width / 2)).toBeLessThan(4);
    expect(box.y).toBeLessThan(150);
    return toast;
  }

  test("a toast is read out: it appears in a live region that was on the page before it", async ({
    page,
  }) => {
    await page.route("**/api/auth/forgot-password", (route) =>
      route.fulfill({ status: 500, json: { message: "Internal server error" } }),
    );
    await page.goto("/passwort-vergessen");
    const submit = page.getByRole("button", { name: "Link anfordern" });
    await waitUntilLive(submit);
    // A live region inserted together with its text is not announced by every screen
    // reader: the region must be there, empty, before the message comes.
    await page.evaluate(() => {
      for (const region of document.querySelectorAll('[role="status"], [aria-live]')) {
        region.setAttribute("data-before-toast", "");
      }
    });
    await page.getByLabel("E-Mail").fill("someone@example.org");
    await submit.click();
    await expect(
      page.locator(".site-toast").filter({ hasText: "unerwarteter Fehler" }),
    ).toBeVisible();
    const region = page
      .locator('[role="status"][data-before-toast]:not(main *)')
      .filter({ hasText: "unerwarteter Fehler" });
    await expect(region).toHaveCount(1);
    expect(await region.getAttribute("aria-live")).toBe("polite");
  });

  test("a success shows for 5 s, an error for 7 s, top-center; the pointer holds them", async ({
    page,
  }) => {
    let answer: { status: number; json: object } = {
      status: 200,
      json: {
        message: "If an account exists for this email, a link to reset the password has been sent.",
      },
    };
    await page.route("**/api/auth/forgot-password", (route) => route.fulfill(answer));
    await page.goto("/passwort-vergessen");
    await page.getByLabel("E-Mail").fill("someone@example.org");
    const submit = page.getByRole("button", { name: "Link anfordern" });

    await submit.click();
    const success = await expectTopCentre(page, "Link zum Zurücksetzen");
    await page.waitForTimeout(3500);
    await expect(success).toBeVisible();
    await success.hover();
    await page.waitForTimeout(2500);
    await expect(success).toBeVisible();
    await page.mouse.move(5, 700);
    // The rest of its 5 s, then the library's second of fading out; slack for a busy machine.
    await expect(success).toBeHidden({ timeout: 5000 });

    answer = { status: 500, json: { message: "Internal server error" } };
    await submit.click();
    const error = await expectTopCentre(page, "unerwarteter Fehler");
    await page.waitForTimeout(5500);
    await expect(error).toBeVisible();
    await expect(error).toBeHidden({ timeout: 5000 });
  });
});
