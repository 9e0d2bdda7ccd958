import { expect, type Page, test } from "@playwright/test";
import { e2eAdmin } from "../playwright.config";
import { unpackExport } from "../server/testing/data-export";
import { field, gotoForm, logIn, operatorApi, PASSWORD, uniqueEmail } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";
import { activateStaff, downloadBytes, downloadText, registerStaff } from "./support/console";

/** A courier request through the real form (the captcha is solved in Chromium). */
async function requestCourier(page: Page, pharmacy: string) {
  await page.goto("/services/boten-service");
  await page.getByLabel("Name der Apotheke").fill(pharmacy);
  await page.getByLabel("E-Mail").fill(uniqueEmail("boten"));
  await page.getByLabel("Telefonnummer").fill("0221 555 66 77");
  await page.getByLabel("Straße & Hausnummer").fill("Rheinufer 7");
  await page.getByLabel("PLZ & Ort").fill("50668 Köln");
  await page.getByLabel("Anrede").selectOption({ label: "Frau" });
  await page.getByLabel("Vorname (Inhaber/-in)").fill("Anna");
  await page.getByLabel("Nachname (Inhaber/-in)").fill("Schmitz");
  await page.getByLabel("Bestehendes Liefergebiet").fill("50667");
  await page.getByLabel("Vorhandene Liefer-Ausstattung").fill("Lastenrad");
  await page.getByRole("checkbox", { name: "ADG" }).check();
  await page.getByRole("checkbox", { name: /Ich akzeptiere die AGB/ }).check();
  await page.getByRole("checkbox", { name: "Ich bin kein Roboter" }).click();
  await expect(page.getByText("Überprüft", { exact: true })).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "Dienst senden" }).click();
  await expect(page.getByText("Formular erfolgreich gesendet!")).toBeVisible();
}

test("the operator activates and blocks staff, moves a request on, filters, sorts, pages, exports and reads the log", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const run = Date.now().toString(36);
  const names = ["Adler", "Berg", "Claasen"].map((name) => `${name}${run}`);
  for (const lastName of names) {
    await registerStaff(request, { email: uniqueEmail("konsole"), firstName: "Mia", lastName });
  }
  const pharmacy = `Konsolen-Apotheke ${run}`;
  await requestCourier(page, pharmacy);

  // Logged out, the console explains itself.
  await page.goto("/admin/personal");
  await expect(page.getByText("Bitte melden Sie sich mit Ihrem Betreiberkonto an.")).toBeVisible();
  await page.getByRole("link", { name: "Zur Anmeldung" }).click();
  await logIn(page, e2eAdmin.email, e2eAdmin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Übersicht" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Abmelden" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Filter, search, sort and page the staff list.
  const console = page.getByRole("navigation", { name: "Konsole" });
  await console.getByRole("link", { name: "Personal" }).click();
  await page.getByLabel("Suche").fill(run);
  await page.getByRole("button", { name: "Suchen" }).click();
  await page.getByLabel("Status").selectOption({ label: "inaktiv" });
  await expect(page.getByText("3 Einträge")).toBeVisible();
  await page.getByRole("button", { name: /^Name/ }).click();
  const rows = page.getByRole("row");
  await expect(rows.nth(1)).toContainText(names[0]!);
  await page.getByRole("button", { name: /^Name/ }).click();
  await expect(rows.nth(1)).toContainText(names[2]!);
  await page.goto(`/admin/personal?q=${run}&sort=last_name&dir=asc&per_page=2`);
  await expect(page.getByText("Seite 1 von 2 · 3 Einträge")).toBeVisible();
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page.getByText("Seite 2 von 2 · 3 Einträge")).toBeVisible();
  await expect(rows.nth(1)).toContainText(names[2]!);
  await expectNoAxeViolations(page);

  // The CSV holds the filtered rows under a German header.
  const csv = await downloadText(page, () =>
    page.getByRole("link", { name: "CSV herunterladen" }).click(),
  );
  const lines = csv
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines[0]).toBe(
    "Vorname;Nachname;Beruf;E-Mail;Telefon;PLZ;Ort;Status;Sperrgrund;Registriert am;Letzte Anmeldung;WWS;Berufserfahrung seit",
  );
  expect(lines).toHaveLength(4);
  // Phone numbers are written so that no spreadsheet reads them as a formula, without a
  // visible escape character (docs/decisions/0032).
  expect(lines[1]).toContain(";(+49) 170 1234567;");

  // Activate the first, then block them with a reason.
  await page.goto(`/admin/personal?q=${names[0]}`);
  await page.getByRole("button", { name: `Mia ${names[0]} freischalten` }).click();
  await page.getByRole("button", { name: "Freischalten", exact: true }).click();
  await expect(page.getByText("Konto freigeschaltet.")).toBeVisible();
  await expect(rows.nth(1)).toContainText("aktiv");
  // The panel opens above the list: it takes the focus (its reason field), and
  // „Abbrechen“ gives it back to the row's button.
  const block = page.getByRole("button", { name: `Mia ${names[0]} sperren` });
  await block.click();
  await expect(page.getByLabel("Grund")).toBeFocused();
  await page.getByRole("button", { name: "Abbrechen" }).click();
  await expect(page.getByLabel("Grund")).toHaveCount(0);
  await expect(block).toBeFocused();
  await block.press("Enter");
  await page.getByRole("button", { name: "Sperren bestätigen" }).click();
  await expect(
    page.getByText("Bitte geben Sie einen Grund an (mindestens 3 Zeichen)."),
  ).toBeVisible();
  // The field that is missing takes the focus, so its error is read out.
  await expect(page.getByLabel("Grund")).toBeFocused();
  // The reason is required, and the field says so (the mark, and to screen readers).
  await expect(page.getByLabel("Grund")).toHaveAttribute("aria-required", "true");
  await expect(page.getByLabel("Grund")).toHaveAccessibleDescription(
    "Bitte geben Sie einen Grund an (mindestens 3 Zeichen).",
  );
  await page.getByLabel("Grund").fill("Profil seit Monaten veraltet");
  await page.getByRole("button", { name: "Sperren bestätigen" }).click();
  await expect(rows.nth(1)).toContainText("gesperrt");
  await expect(rows.nth(1)).toContainText("Profil seit Monaten veraltet");
  // Done, the focus is back in the row, on the button that now lifts the block.
  await expect(
    page.getByRole("button", { name: `Sperre von Mia ${names[0]} aufheben` }),
  ).toBeFocused();
  // Her documents open above the list too, with the focus; „Schließen“ gives it back.
  const documents = page.getByRole("button", { name: `Dokumente von Mia ${names[0]}` });
  await documents.click();
  await expect(page.getByRole("heading", { name: `Dokumente von Mia ${names[0]}` })).toBeFocused();
  await page.getByRole("button", { name: "Schließen" }).click();
  await expect(documents).toBeFocused();

  // A courier request moves to "in progress".
  await console.getByRole("link", { name: "Boten & Reinigung" }).click();
  await page.getByLabel("Suche").fill(pharmacy);
  await page.getByRole("button", { name: "Suchen" }).click();
  await expect(page.getByText("1 Eintrag")).toBeVisible();
  await page
    .getByLabel(`Status der Anfrage von ${pharmacy}`)
    .selectOption({ label: "In Bearbeitung" });
  await expect(page.getByText("Status: In Bearbeitung")).toBeVisible();
  await expectNoAxeViolations(page);

  // Everything is in the audit log.
  await console.getByRole("link", { name: "Protokoll" }).click();
  for (const action of ["Personal freigeschaltet", "Konto gesperrt", "Anfragestatus geändert"]) {
    await expect(page.getByRole("cell", { name: action }).first()).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await console.getByRole("link", { name: "E-Mails" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "E-Mails" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a staff member completes the profile to at least 80 %", async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail("profil");
  await registerStaff(request, { email, firstName: "Lena", lastName: "Profil" });
  const operator = await operatorApi(baseURL!);
  await activateStaff(operator, email);
  await operator.dispose();

  await gotoForm(page, "/login", "Anmelden");
  await logIn(page, email);
  await page.getByRole("banner").getByRole("link", { name: "Mein Konto" }).click();
  await expect(page.getByText("Ihr Profil ist zu 55 % vollständig.")).toBeVisible();
  await page.getByRole("link", { name: "Profil bearbeiten" }).click();
  await expect(page.getByText("55 %", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await field(page, "USt-IdNr.").fill("12345");
  await field(page, "Kapazität (Tage pro Woche)").fill("3");
  await field(page, "Verfügbarkeit").fill("Ab März montags bis mittwochs");
  await page.getByRole("button", { name: "Profil speichern" }).click();
  await expect(
    page.getByText("Die USt-IdNr. besteht aus DE und 9 Ziffern, z. B. DE123456789."),
  ).toBeVisible();
  await field(page, "USt-IdNr.").fill("DE123456789");
  await page.getByRole("button", { name: "Profil speichern" }).click();
  await expect(page.getByText("88 %", { exact: true })).toBeVisible();
  await expect(page.getByText("Sie können sich auf Suchaufträge bewerben.")).toBeVisible();
  await expectNoAxeViolations(page);

  // Phone, WWS and experience come from the registration and can be changed here.
  const phone = field(page, "Telefonnummer");
  await expect(phone).toHaveValue("170 1234567");
  await expect(page.getByRole("checkbox", { name: "CIDA" })).toBeChecked();
  await expect(field(page, "Berufserfahrung seit")).toHaveValue("2015-09-01");
  await phone.fill("+49 221 9876543");
  await page.getByRole("button", { name: "Profil speichern" }).click();
  await expect(page.getByText("Bitte geben Sie die Nummer ohne '+' oder +49 ein.")).toBeVisible();
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await phone.fill("0221 9876543");
  await page.getByRole("checkbox", { name: "ADG" }).check();
  await field(page, "Berufserfahrung seit").fill("2012-03-01");
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/account/staff-profile") &&
      response.request().method() === "PUT",
  );
  await page.getByRole("button", { name: "Profil speichern" }).click();
  expect((await saved).status()).toBe(200);
  // The first save's message may still be shown beside this one's.
  await expect(page.getByText("Profil gespeichert.").last()).toBeVisible();

  await page.reload();
  await expect(field(page, "Telefonnummer")).toHaveValue("221 9876543");
  await expect(page.getByRole("checkbox", { name: "ADG" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "CIDA" })).toBeChecked();
  await expect(field(page, "Berufserfahrung seit")).toHaveValue("2012-03-01");
});

test("a user exports their data and deletes the account", async ({ page, request, baseURL }) => {
  const email = uniqueEmail("loeschen");
  await registerStaff(request, { email, firstName: "Tom", lastName: "Weg" });
  const operator = await operatorApi(baseURL!);
  await activateStaff(operator, email);
  await operator.dispose();

  await gotoForm(page, "/login", "Anmelden");
  await logIn(page, email);
  await page.getByRole("banner").getByRole("link", { name: "Mein Konto" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mein Konto" })).toBeVisible();
  // Reloaded, so the login toast (fading in, low contrast meanwhile) is not in the check.
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: "Konto löschen" })).toBeVisible();
  await expectNoAxeViolations(page);
  const archive = await downloadBytes(page, () =>
    page.getByRole("link", { name: "Daten exportieren" }).click(),
  );
  expect(archive.suggestedName).toMatch(/^apostaff-daten-\d{4}-\d{2}-\d{2}\.zip$/);
  const { data: exported, files } = unpackExport(archive);
  // The certificate uploaded at registration, beside the JSON.
  expect([...files.keys()]).toEqual([exported.files[0].path]);
  expect(exported.profile.account.email).toBe(email);
  expect(exported.documents).toHaveLength(1);
  expect(exported.consents).toHaveLength(1);

  await expect(page.getByText("Vermittelte Einsätze und Rechnungen bewahren wir")).toBeVisible();
  await page.getByRole("button", { name: "Konto endgültig löschen" }).click();
  await expect(page.getByText("Bitte geben Sie Ihr Passwort ein.")).toBeVisible();
  await field(page, "Passwort zur Bestätigung").fill("falsches-Passwort");
  await page.getByRole("button", { name: "Konto endgültig löschen" }).click();
  await expect(page.getByText("Das Passwort ist nicht korrekt.")).toBeVisible();
  await field(page, "Passwort zur Bestätigung").fill(PASSWORD);
  await page.getByRole("button", { name: "Konto endgültig löschen" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Anmeldung" }).first()).toBeVisible();

  await gotoForm(page, "/login", "Anmelden");
  await logIn(page, email);
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("a list past its last page (rows gone, an old link) moves back to the last page", async ({
  page,
  request,
  baseURL,
}) => {
  const run = Date.now().toString(36);
  const emails = ["Ahrens", "Busch", "Conrad"].map((name) =>
    uniqueEmail(`seite-${name.toLowerCase()}`),
  );
  for (const [index, email] of emails.entries()) {
    await registerStaff(request, { email, firstName: "Ida", lastName: `Seite${index}${run}` });
  }
  await gotoForm(page, "/login", "Anmelden");
  await logIn(page, e2eAdmin.email, e2eAdmin.password);
  await expect(page).toHaveURL(/\/admin$/);

  const list = `/admin/personal?q=${run}&status=inactive&sort=last_name&dir=asc&per_page=2`;
  await page.goto(`${list}&page=2`);
  await expect(page.getByText("Seite 2 von 2 · 3 Einträge")).toBeVisible();

  // The only row of the last page is activated: it leaves the filtered list.
  const operator = await operatorApi(baseURL!);
  await activateStaff(operator, emails[2]!);
  await operator.dispose();
  await page.reload();
  await expect(page.getByText("Seite 1 von 1 · 2 Einträge")).toBeVisible();
  await expect(page.getByRole("row")).toHaveCount(3);

  await page.goto(`${list}&page=9`);
  await expect(page.getByText("Seite 1 von 1 · 2 Einträge")).toBeVisible();
  await expect(page.getByText("Keine Einträge gefunden.")).toHaveCount(0);
});

test("a slow answer for an earlier filter never replaces the list of the later one", async ({
  page,
  request,
}) => {
  const run = Date.now().toString(36);
  await registerStaff(request, {
    email: uniqueEmail("langsam"),
    firstName: "Ida",
    lastName: `Langsam${run}`,
  });
  await gotoForm(page, "/login", "Anmelden");
  await logIn(page, e2eAdmin.email, e2eAdmin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/personal");
  await expect(page.getByRole("table", { name: "Personal" })).toBeVisible();

  // The answer for the first search arrives only after the one for the second.
  let slowed = false;
  await page.route(/\/api\/admin\/staff\?/, async (route) => {
    if (!slowed && new URL(route.request().url()).searchParams.get("q") === "niemand-heisst-so") {
      slowed = true;
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
    await route.continue();
  });
  const search = page.getByLabel("Suche");
  await search.fill("niemand-heisst-so");
  await search.press("Enter");
  // Typed at once: the address's change for the first search must not take it back.
  await search.fill(`Langsam${run}`);
  await search.press("Enter");
  await expect(page).toHaveURL(new RegExp(`q=Langsam${run}`));
  await expect(page.getByRole("row", { name: new RegExp(`Langsam${run}`) })).toBeVisible();
  await page.waitForTimeout(2000); // past the slow answer
  expect(slowed).toBe(true);
  await expect(page.getByRole("row", { name: new RegExp(`Langsam${run}`) })).toBeVisible();
  await expect(page.getByText("Keine Einträge gefunden.")).toHaveCount(0);
  await expect(search).toHaveValue(`Langsam${run}`);
  // The back button brings the earlier search back, into the field too.
  await page.goBack();
  await expect(search).toHaveValue("niemand-heisst-so");
  await expect(page.getByText("Keine Einträge gefunden.")).toBeVisible();
});

test("after deleting an account from the list, the keyboard goes on in the same list", async ({
  page,
  request,
}) => {
  const run = Date.now().toString(36);
  for (const name of ["Erste", "Zweite"]) {
    await registerStaff(request, {
      email: uniqueEmail(`loeschen-${name.toLowerCase()}`),
      firstName: name,
      lastName: `Loeschbar${run}`,
    });
  }
  await gotoForm(page, "/login", "Anmelden");
  await logIn(page, e2eAdmin.email, e2eAdmin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/personal?q=Loeschbar${run}`);
  await expect(page.getByText("2 Einträge")).toBeVisible();

  const remove = page.getByRole("button", { name: `Erste Loeschbar${run} löschen` });
  await remove.focus();
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Endgültig löschen" }).click();
  await expect(page.getByText("1 Eintrag")).toBeVisible();
  // The row and its button are gone: the list's box has the focus, not the page's start.
  await expect(page.getByRole("region", { name: "Tabelle: Personal" })).toBeFocused();
});
