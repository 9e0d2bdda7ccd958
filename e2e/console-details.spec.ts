import { expect, request as newRequest, type Page, test } from "@playwright/test";
import { e2eAdmin } from "../playwright.config";
import {
  gotoForm,
  isoIn,
  logIn,
  operatorApi,
  PASSWORD,
  registerActiveOwner,
  uniqueEmail,
} from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";
import { activateStaff, registerStaff } from "./support/console";
import { publishOrder } from "./support/job-board";

/** The page is no wider than the window: narrow screens scroll tables, not the page. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("the operator opens a staff and an owner detail page and filters the log by person", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);

  // A staff member, activated by the operator (a mail and a log entry).
  const staffEmail = uniqueEmail("detail");
  const staffName = `Lea Detail${run}`;
  await registerStaff(request, { email: staffEmail, firstName: "Lea", lastName: `Detail${run}` });
  const operator = await operatorApi(baseURL!);
  await activateStaff(operator, staffEmail);

  // An owner who changed the pharmacy's address herself and has a published order.
  const ownerEmail = uniqueEmail("detail-inhaber");
  const pharmacy = `Detail-Apotheke ${run}`;
  await registerActiveOwner(request, ownerEmail, { pharmacy_name: pharmacy });
  const owner = await newRequest.newContext({ baseURL });
  expect(
    (
      await owner.post("/api/auth/login", { data: { email: ownerEmail, password: PASSWORD } })
    ).status(),
  ).toBe(200);
  const moved = await owner.put("/api/account/pharmacy", {
    data: {
      pharmacy_name: pharmacy,
      street: "Marienplatz",
      street_number: "1",
      postal_code: "80331",
      city: "München",
      phone: "+49 89 1234567",
      wws_software: ["ADG"],
    },
  });
  expect(moved.status()).toBe(200);
  await publishOrder(owner, operator, "Hürth");
  await owner.dispose();
  await operator.dispose();

  await gotoForm(page, "/login", "Anmelden");
  await logIn(page, e2eAdmin.email, e2eAdmin.password);
  await expect(page).toHaveURL(/\/admin$/);
  const console = page.getByRole("navigation", { name: "Konsole" });

  // Staff: from the list to the detail page.
  await console.getByRole("link", { name: "Personal" }).click();
  await page.getByLabel("Suche").fill(`Detail${run}`);
  await page.getByRole("button", { name: "Suchen" }).click();
  await expect(page.getByText("1 Eintrag")).toBeVisible();
  await expect(page.getByRole("row").nth(1)).toContainText("CIDA");
  await page.getByRole("link", { name: staffName }).click();
  await expect(page).toHaveURL(/\/admin\/personal\/details\?id=/);
  await expect(page.getByRole("heading", { level: 1, name: staffName })).toBeVisible();
  for (const section of ["Konto", "Profil", "Dokumente", "Bewerbungen", "Einsätze", "E-Mails"]) {
    await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
  }
  await expect(page.getByText(staffEmail).first()).toBeVisible();
  await expect(page.getByText("01.09.2015")).toBeVisible();
  await expect(page.getByText("Keine Bewerbungen.")).toBeVisible();
  const mails = page.getByRole("table", { name: "E-Mails an diese Adresse" });
  await expect(mails).toContainText("Ihr Konto ist freigeschaltet");
  const log = page.getByRole("table", { name: "Protokolleinträge zu dieser Person" });
  await expect(log).toContainText("Personal freigeschaltet");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Zeugnis: zeugnis.pdf" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("zeugnis.pdf");
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page, 320);

  // Owner: the pharmacy as she changed it, her order, and her change in the log.
  await console.getByRole("link", { name: "Apotheken" }).click();
  await page.getByLabel("Suche").fill(pharmacy);
  await page.getByRole("button", { name: "Suchen" }).click();
  await page.getByRole("link", { name: pharmacy }).click();
  await expect(page).toHaveURL(/\/admin\/apotheken\/details\?id=/);
  await expect(page.getByRole("heading", { level: 1, name: pharmacy })).toBeVisible();
  await expect(page.getByText("80331 München")).toBeVisible();
  await expect(page.getByText("Bayern", { exact: true })).toBeVisible();
  await expect(page.getByRole("table", { name: "Suchaufträge" })).toContainText("Veröffentlicht");
  const ownerLog = page.getByRole("table", { name: "Protokolleinträge zu dieser Person" });
  await expect(ownerLog).toContainText("Apothekendaten geändert");
  await expect(ownerLog).toContainText("PLZ: 50668 → 80331");
  await expect(ownerLog).toContainText("Suchauftrag angenommen");
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page, 320);

  // The audit log, filtered by the owner's address, then by action and by days.
  await console.getByRole("link", { name: "Protokoll" }).click();
  await page.getByLabel("Person (Name oder E-Mail)").fill(ownerEmail);
  await page.getByRole("button", { name: "Suchen" }).click();
  const rows = page.getByRole("row");
  // Until the filtered page arrives, the table still lists everyone's entries.
  await expect(page.getByRole("cell", { name: "Apothekendaten geändert" })).toHaveCount(1);
  await expect(page.getByRole("cell", { name: /Ort: Köln → München/ })).toBeVisible();
  await expect(rows.filter({ hasText: staffName })).toHaveCount(0);
  await page.getByLabel("Aktion").selectOption({ label: "Suchauftrag angenommen" });
  await expect(page.getByText("1 Eintrag")).toBeVisible();
  await expect(rows.nth(1)).toContainText(`Suchauftrag von ${pharmacy}`);
  await expectNoAxeViolations(page);
  const dayAfterTomorrow = isoIn(2);
  await page.getByLabel("Von").fill(dayAfterTomorrow);
  await expect(page.getByText("Keine Einträge gefunden.")).toBeVisible();
  await page.getByLabel("Von").fill("");
  await page.getByLabel("Aktion").selectOption({ label: "Alle" });
  await page.getByLabel("Person (Name oder E-Mail)").fill(staffName);
  await page.getByRole("button", { name: "Suchen" }).click();
  await expect(page.getByRole("cell", { name: "Personal freigeschaltet" })).toBeVisible();
  // A name in the log leads to the person's page.
  await page.getByRole("link", { name: staffName }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: staffName })).toBeVisible();
});
