import { expect, type Page, test } from "@playwright/test";
import { e2eAdmin } from "../playwright.config";
import { pdfBytes } from "../server/testing/accounts";
import {
  field,
  gotoForm,
  logIn,
  mailLink,
  operatorApi,
  ownerRegistration,
  PASSWORD,
  signedInPage,
  uniqueEmail,
} from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";
import { activateStaff, registerStaff } from "./support/console";

/** An active owner in Köln (registered through the API, confirmed by the mail link). */
async function activeOwner(page: Page, email: string) {
  const registered = await page.request.post("/api/auth/register", {
    data: ownerRegistration(email, { pharmacy_wws_software: ["JUMP"] }),
  });
  expect(registered.status()).toBe(201);
  await page.goto(await mailLink(email, "owner-activation", "/api/auth/activate"));
  await expect(page).toHaveURL(/\/Activation$/);
}

test("an owner edits the pharmacy and changes the password on /konto", async ({ page }) => {
  // A long journey: registration, two forms, a new order, two logins.
  test.slow();
  const email = uniqueEmail("selbst");
  await activeOwner(page, email);
  await gotoForm(page, "/login", "Anmelden");
  await logIn(page, email);
  await expect(page).toHaveURL(/\/arbeitsangebote-erstellen$/);

  await gotoForm(page, "/konto", "Apotheke speichern");
  const pharmacy = page.getByRole("form", { name: "Apotheke bearbeiten" });
  await expect(pharmacy.getByLabel(/^Name der Apotheke/)).toHaveValue("Rhein-Apotheke");
  await expectNoAxeViolations(page);
  await pharmacy.getByLabel(/^PLZ/).fill("99999");
  await pharmacy.getByRole("button", { name: "Apotheke speichern" }).click();
  await expect(pharmacy.getByLabel(/^PLZ/)).toHaveAccessibleDescription("Diese PLZ gibt es nicht.");
  await pharmacy.getByLabel(/^Name der Apotheke/).fill("Dom-Apotheke");
  await pharmacy.getByLabel(/^Straße/).fill("Marienplatz");
  await pharmacy.getByLabel(/^PLZ/).fill("80331");
  await pharmacy.getByLabel(/^Ort/).fill("München");
  await pharmacy.getByRole("button", { name: "Apotheke speichern" }).click();
  await expect(page.getByText("Die Daten der Apotheke sind gespeichert.")).toBeVisible();
  await expect(page.getByText("Marienplatz 7, 80331 München")).toBeVisible();

  // A new search order starts with the stored address and its federal state.
  await gotoForm(page, "/arbeitsangebote-erstellen", "Neuen Suchauftrag erstellen");
  await page.getByRole("button", { name: "Neuen Suchauftrag erstellen" }).click();
  await expect(field(page, "PLZ")).toHaveValue("80331");
  await expect(page.getByLabel(/^Bundesland/)).toHaveValue("DE-BY");

  await gotoForm(page, "/konto", "Passwort ändern");
  const change = page.getByRole("form", { name: "Passwort ändern" });
  await change.getByLabel(/^Aktuelles Passwort/).fill("Falsch-123");
  await change.getByLabel(/^Neues Passwort\s*\*?$/).fill("Neu-Sicher456");
  await change.getByLabel(/^Neues Passwort bestätigen/).fill("Neu-Sicher456");
  await change.getByRole("button", { name: "Passwort ändern" }).click();
  await expect(change.getByLabel(/^Aktuelles Passwort/)).toHaveAccessibleDescription(
    "Das Passwort ist nicht korrekt.",
  );
  await change.getByLabel(/^Aktuelles Passwort/).fill(PASSWORD);
  await change.getByRole("button", { name: "Passwort ändern" }).click();
  await expect(page.getByText(/Ihr Passwort wurde geändert\./)).toBeVisible();
  await mailLink(email, "password-changed", "/passwort-vergessen");

  await page.context().clearCookies();
  await gotoForm(page, "/login", "Anmelden");
  await logIn(page, email, PASSWORD);
  await expect(page.getByRole("alert")).toContainText("E-Mail oder Passwort ist falsch.");
  await logIn(page, email, "Neu-Sicher456");
  await expect(page).toHaveURL(/\/arbeitsangebote-erstellen$/);
});

test("after many wrong passwords the login says what happened and offers the reset", async ({
  page,
}) => {
  const email = uniqueEmail("vertippt");
  await activeOwner(page, email);
  await gotoForm(page, "/login", "Anmelden");
  await logIn(page, email, "Falsch-0A");
  await expect(page.getByRole("alert")).toContainText("E-Mail oder Passwort ist falsch.");
  // A guesser somewhere else goes on; each failure after the fifth doubles the wait.
  for (let attempt = 1; attempt < 9; attempt += 1) {
    await page.request.post("/api/auth/login", {
      data: { email, password: `Falsch-${attempt}A` },
    });
  }
  await logIn(page, email, PASSWORD);
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("mehrere falsche Passwörter hintereinander");
  await expect(alert).toContainText(/warten Sie bitte \d+ Sekunden?/);
  await expectNoAxeViolations(page);
  await alert.getByRole("link", { name: "Passwort jetzt zurücksetzen" }).click();
  await expect(page).toHaveURL(/\/passwort-vergessen$/);
});

test("a refused login leaves the keyboard focus on „Anmelden“, not at the page's start", async ({
  page,
}) => {
  await gotoForm(page, "/login", "Anmelden");
  await field(page, "Email").fill(uniqueEmail("unbekannt"));
  await field(page, "Passwort").fill("Falsch-Passwort-1");
  // Sent by keyboard: while it waits for the answer the button is disabled.
  const submit = page.getByRole("button", { name: "Anmelden", exact: true });
  await submit.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(submit).toBeEnabled();
  await expect(submit).toBeFocused();
});

test("a dead reset link says so before asking for a password", async ({ page }) => {
  await page.goto("/passwort-zuruecksetzen?token=abgelaufen-oder-verbraucht");
  await expect(page.getByRole("alert")).toContainText("ungültig");
  await expect(page.getByRole("link", { name: "Neuen Link anfordern" })).toBeVisible();
  await expect(page.getByLabel(/^Neues Passwort/)).toHaveCount(0);
});

test("the e-mail change link, opened where nobody is logged in, says what it did", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("umzug");
  const newEmail = uniqueEmail("umzug-neu");
  await activeOwner(page, email);
  await gotoForm(page, "/login", "Anmelden");
  await logIn(page, email);
  await expect(page).toHaveURL(/\/arbeitsangebote-erstellen$/);
  await gotoForm(page, "/konto", "Bestätigungslink senden");
  const change = page.getByRole("region", { name: "E-Mail-Adresse ändern" });
  await change.getByLabel(/^Neue E-Mail-Adresse/).fill(newEmail);
  await change.getByLabel(/^Aktuelles Passwort/).fill(PASSWORD);
  await change.getByRole("button", { name: "Bestätigungslink senden" }).click();
  await expect(change.getByText(`Bestätigungslink an ${newEmail}`)).toBeVisible();
  const link = await mailLink(newEmail, "email-change-confirm", "/api/account/confirm-email");

  // The new mailbox is read on another device, without a session there.
  const elsewhere = await (await browser.newContext()).newPage();
  await elsewhere.goto(link);
  await expect(elsewhere).toHaveURL(/\/konto\?hinweis=email-bestaetigt$/);
  await expect(elsewhere.getByText("Ihre neue E-Mail-Adresse ist bestätigt.")).toBeVisible();
  await expect(elsewhere.getByRole("link", { name: "Zur Anmeldung" })).toBeVisible();
  // Used once: the same link again says it is dead, also to a visitor.
  await elsewhere.goto(link);
  await expect(elsewhere).toHaveURL(/\/konto\?hinweis=email-link-ungueltig$/);
  await expect(elsewhere.getByRole("alert")).toContainText("Ihre E-Mail-Adresse ist unverändert");
});

test("an operator's /konto offers only what an operator's account can do", async ({ browser }) => {
  const page = await signedInPage(browser, e2eAdmin.email, { password: e2eAdmin.password });
  await gotoForm(page, "/konto", "Passwort ändern");
  await expect(page.getByRole("region", { name: "E-Mail-Adresse ändern" })).toBeVisible();
  // Placements, the data export and the self-deletion are for owners and staff: the API
  // refuses them to operators (403).
  await expect(page.getByRole("region", { name: "Meine Einsätze" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Daten exportieren" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Konto löschen" })).toHaveCount(0);
  // An old link to "Meine Einsätze" leads an operator on to the console's list.
  await page.goto("/konto/einsaetze");
  await page.getByRole("link", { name: "Konsole unter „Einsätze“" }).click();
  await expect(page).toHaveURL(/\/admin\/einsaetze$/);
});

test("a staff member replaces her only certificate: it stays until the new one is there", async ({
  browser,
  request,
  baseURL,
}) => {
  const email = uniqueEmail("zeugnis-ersetzen");
  await registerStaff(request, { email, firstName: "Lea", lastName: "Nachweis" });
  const operator = await operatorApi(baseURL!);
  await activateStaff(operator, email);
  await operator.dispose();

  const page = await signedInPage(browser, email);
  await page.goto("/konto/profil");
  const documents = page.getByRole("region", { name: "Dokumente" });
  await expect(documents.getByRole("link", { name: "Zeugnis: zeugnis.pdf" })).toBeVisible();
  await expect(documents.getByRole("button", { name: /entfernen$/ })).toHaveCount(0);
  await expect(documents.getByText("Wird benötigt.")).toBeVisible();

  await documents.getByLabel("PDF-Datei").setInputFiles({
    name: "zeugnis-neu.pdf",
    mimeType: "application/pdf",
    buffer: pdfBytes(),
  });
  await documents.getByRole("button", { name: "Hochladen" }).click();
  await expect(documents.getByRole("link", { name: "Zeugnis: zeugnis-neu.pdf" })).toBeVisible();
  await documents.getByRole("button", { name: "Zeugnis „zeugnis.pdf“ entfernen" }).click();
  await expect(page.getByText("„zeugnis.pdf“ wurde entfernt.")).toBeVisible();
  await expect(documents.getByRole("link", { name: "Zeugnis: zeugnis.pdf" })).toHaveCount(0);
  await expect(documents.getByRole("button", { name: /entfernen$/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
