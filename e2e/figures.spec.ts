import { expect, type Page, test } from "@playwright/test";
import { todayIsoDate } from "../domain/dates";
import { monthLabel } from "../domain/figures-tables";
import { e2eAdmin } from "../playwright.config";
import { logIn, operatorApi, uniqueEmail } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";
import { downloadText, registerStaff } from "./support/console";
import { layoutProblems } from "./support/layout";

/** Waits until Observable Plot has drawn every chart on the page (it loads after the figures). */
async function chartsDrawn(page: Page) {
  await expect(page.getByRole("heading", { name: "Auf einen Blick" })).toBeVisible();
  await page.waitForFunction(() => {
    const pictures = [...document.querySelectorAll('[role="img"]')];
    return pictures.length > 0 && pictures.every((picture) => picture.querySelector("svg"));
  });
}

test("the operator reads the agency's figures: period and region, a table, a CSV, at 1280 and 375 px", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // A PKA from Köln (Nordrhein-Westfalen) registers this month.
  const operator = await operatorApi(test.info().project.use.baseURL as string);
  await registerStaff(request, {
    email: uniqueEmail("kennzahlen"),
    firstName: "Kira",
    lastName: "Kennzahl",
    iam: "PKA",
  });
  await operator.dispose();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/login");
  await logIn(page, e2eAdmin.email, e2eAdmin.password);
  await expect(page).toHaveURL(/\/admin$/);
  // The tile on the console's start page leads there.
  await page.getByRole("link", { name: /Kennzahlen: Aufträge, Einsätze, Umsatz/ }).click();
  await expect(page).toHaveURL(/\/admin\/kennzahlen$/);
  await expect(page.getByRole("heading", { level: 1, name: "Kennzahlen" })).toBeVisible();
  await chartsDrawn(page);

  // This month, PKA in Nordrhein-Westfalen.
  const month = todayIsoDate().slice(0, 7);
  await page.getByLabel("Zeitraum", { exact: true }).selectOption({ label: "Monat" });
  await expect(page).toHaveURL(/period=month/);
  await page.getByLabel("Beruf", { exact: true }).selectOption({ label: "PKA" });
  await page
    .getByLabel("Bundesland", { exact: true })
    .selectOption({ label: "Nordrhein-Westfalen" });
  await expect(page.getByText(/· Nordrhein-Westfalen · PKA$/)).toBeVisible();
  await chartsDrawn(page);

  const registrations = page.getByRole("region", {
    name: "Neue Registrierungen pro Monat",
    exact: true,
  });
  const toggle = registrations.getByRole("button", { name: "Tabelle anzeigen" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(registrations.getByRole("button", { name: "Tabelle ausblenden" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  const row = registrations.getByRole("row", { name: new RegExp(monthLabel(month)) });
  // Pharmacies have no profession: none under a profession filter.
  await expect(row.getByRole("cell").first()).toHaveText("–");
  const staffThisMonth = Number(await row.getByRole("cell").nth(1).textContent());
  expect(staffThisMonth).toBeGreaterThanOrEqual(1);
  await expectNoAxeViolations(page);

  // The same month in Bayern: nobody of ours registered there.
  await page.getByLabel("Bundesland", { exact: true }).selectOption({ label: "Bayern" });
  await expect(page).toHaveURL(/region=DE-BY/);
  await expect(page.getByText(/· Bayern · PKA$/)).toBeVisible();
  await chartsDrawn(page);
  const bavaria = page.getByRole("region", { name: "Neue Registrierungen pro Monat", exact: true });
  await bavaria.getByRole("button", { name: "Tabelle anzeigen" }).click();
  await expect(
    bavaria
      .getByRole("row", { name: new RegExp(monthLabel(month)) })
      .getByRole("cell")
      .nth(1),
  ).toHaveText("0");

  // Back to Nordrhein-Westfalen; the CSV holds the table's figures.
  await page
    .getByLabel("Bundesland", { exact: true })
    .selectOption({ label: "Nordrhein-Westfalen" });
  await chartsDrawn(page);
  const csv = await downloadText(page, () =>
    page
      .getByRole("region", { name: "Neue Registrierungen pro Monat", exact: true })
      .getByRole("link", { name: "CSV herunterladen" })
      .click(),
  );
  expect(csv.split("\r\n")).toEqual([
    "\uFEFFMonat;Apotheken;Fachkräfte",
    `${monthLabel(month)};;${staffThisMonth}`,
    "",
  ]);

  // A year, and a free period whose end lies before its start.
  await page.getByLabel("Zeitraum", { exact: true }).selectOption({ label: "Jahr" });
  await expect(page).toHaveURL(/period=year/);
  await chartsDrawn(page);
  await page.getByLabel("Zeitraum", { exact: true }).selectOption({ label: "Frei" });
  await page.getByLabel("Bis", { exact: true }).fill("2020-01-01");
  await expect(page.getByText("Das Ende liegt vor dem Anfang des Zeitraums.")).toBeVisible();
  await expect(page.getByLabel("Bis", { exact: true })).toHaveAttribute("aria-invalid", "true");

  // On a phone: every chart drawn within the width, and axe finds nothing.
  await page.getByLabel("Zeitraum", { exact: true }).selectOption({ label: "Quartal" });
  await page.setViewportSize({ width: 375, height: 800 });
  await chartsDrawn(page);
  await page
    .getByRole("region", { name: "Aufträge pro Monat", exact: true })
    .getByRole("button", { name: "Tabelle anzeigen" })
    .click();
  expect(await layoutProblems(page)).toEqual([]);
  await expectNoAxeViolations(page);
});
