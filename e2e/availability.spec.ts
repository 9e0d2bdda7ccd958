import { type APIRequestContext, expect, test } from "@playwright/test";
import { addDaysToIsoDate, todayIsoDate } from "../domain/dates";
import { operatorApi, PASSWORD } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";
import { activeStaff } from "./support/job-board";

// Item 1 of issue 27 (docs/decisions/0056-urgent-cover-offers.md): the availability
// calendar on "Mein Konto", on a 320 px phone, with the keyboard alone.
let operator: APIRequestContext;
let staffEmail: string;

test.beforeAll(async ({ playwright }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  const site = await playwright.request.newContext({ baseURL });
  operator = await operatorApi(baseURL);
  staffEmail = await activeStaff(site, operator);
  await site.dispose();
});
test.afterAll(async () => {
  await operator?.dispose();
});

test("staff keep their availability on a 320 px phone with the keyboard alone", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
  // Logged in through the API: the login form has its own tests.
  expect(
    (
      await context.request.post("/api/auth/login", {
        data: { email: staffEmail, password: PASSWORD },
      })
    ).status(),
  ).toBe(200);
  const page = await context.newPage();
  await page.goto("/konto");
  const section = page.getByRole("region", { name: "Meine Verfügbarkeit" });
  await expect(section.getByRole("button", { name: "Einstellungen speichern" })).toBeVisible();

  // Nothing wider than the phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // Weekdays and distance by keyboard: Tab to a box, Space ticks it.
  const monday = section.getByRole("checkbox", { name: "Montag" });
  await monday.focus();
  await page.keyboard.press("Space");
  await expect(monday).toBeChecked();
  const distance = section.getByRole("spinbutton", { name: /Wie weit fahren Sie/ });
  await distance.focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("45");
  await section.getByRole("button", { name: "Einstellungen speichern" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Ihre Einstellungen sind gespeichert.")).toBeVisible();

  // A day: Tab reaches its button, Space presses it; the server keeps it.
  const day = addDaysToIsoDate(todayIsoDate(), 2);
  const label = new Intl.DateTimeFormat("de-DE", {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
  if (day.slice(0, 7) !== todayIsoDate().slice(0, 7)) {
    await section.getByRole("button", { name: "Nächster Monat" }).click();
  }
  const dayButton = section.getByRole("button", { name: new RegExp(`^${label}:`) });
  const before = await dayButton.getAttribute("aria-pressed");
  await dayButton.focus();
  await page.keyboard.press("Space");
  const after = before === "true" ? "false" : "true";
  await expect(section.getByRole("button", { name: new RegExp(`^${label}:`) })).toHaveAttribute(
    "aria-pressed",
    after,
  );
  const box = await section.getByRole("button", { name: new RegExp(`^${label}:`) }).boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(24);
  expect(box!.width).toBeGreaterThanOrEqual(24);

  const stored = await (await page.request.get("/api/availability")).json();
  expect(stored.settings.weekdays).toContain(1);
  expect(stored.settings.travelKm).toBe(45);
  expect(stored.days).toContainEqual({ day, available: after === "true" });
  await page.reload();
  await expect(
    page
      .getByRole("region", { name: "Meine Verfügbarkeit" })
      .getByRole("button", { name: "Einstellungen speichern" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
