import { expect, test } from "@playwright/test";
import { pdfBytes } from "../server/testing/accounts";
import {
  field,
  fillOwnerForm,
  gotoForm,
  logIn,
  mailLink,
  operatorApi,
  PASSWORD,
  uniqueEmail,
} from "./support/accounts";
import { waitForMail } from "./support/mailbox";

const SPEC_ACTIVATION_TEXT =
  "Ihre Kontoschaltung war erfolgreich. Um sich in Ihr Konto einzuloggen, klicken Sie auf die Schaltfläche 'Login'.";

test("an owner registers, asks for a new link, confirms by mail, logs in; a used link says the account is active", async ({
  page,
}) => {
  const email = uniqueEmail("inhaberin");
  await gotoForm(page, "/apothekeninhaber", "Registrieren");
  const banner = page.getByRole("heading", { name: "Registrierung für Apothekeninhaber/-innen" });
  await expect(banner).toBeVisible();
  await fillOwnerForm(page, email);
  const sent = page.waitForRequest("**/api/auth/register");
  await page.getByRole("button", { name: "Registrieren" }).click();
  const body = (await sent).postDataJSON();
  expect(body).toMatchObject({ pharmacy_phone: "+49221 1234567", role: "pharmacy_owner" });

  const thanks = page.getByRole("heading", { name: "Vielen Dank für Ihre Registrierung!" });
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeInViewport();
  await expect(banner).toBeHidden();
  await expect(page.getByRole("button", { name: "Registrieren" })).toBeHidden();
  await expect(
    page.getByText(
      "Besitzer wurde erfolgreich registriert. Bitte überprüfen Sie Ihre E-Mails zur Aktivierung.",
    ),
  ).toBeVisible();
  const first = await mailLink(email, "owner-activation", "/api/auth/activate");

  // A new link voids the first one.
  await gotoForm(page, "/resend", "erneut senden");
  await field(page, "E-Mail").fill(email);
  await page.getByRole("button", { name: "erneut senden" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText(
    "Falls zu dieser E-Mail-Adresse ein Konto besteht",
  );
  const fresh = await mailLink(email, "owner-activation", "/api/auth/activate", 1);
  expect(fresh).not.toBe(first);
  await page.goto(first);
  await expect(page).toHaveURL(/\/resend$/);
  await expect(
    page.getByText(
      "Die Einrichtung Ihres Kontos ist fehlgeschlagen. Bitte senden Sie die E-Mail erneut.",
    ),
  ).toBeVisible();

  await page.goto(fresh);
  await expect(page).toHaveURL(/\/Activation$/);
  await expect(page.getByText(SPEC_ACTIVATION_TEXT)).toBeVisible();
  await page.getByRole("link", { name: "Jetzt Login" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/arbeitsangebote-erstellen$/);

  // The same link again on the active account: no failure, the login is offered.
  await page.goto(fresh);
  await expect(page).toHaveURL(/\/Activation\?bereits-aktiv=1$/);
  await expect(page.getByRole("heading", { name: "Ihr Konto ist bereits aktiv" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Jetzt Login" })).toBeVisible();
});

test("staff register with a PDF, wait for the operator, then log in", async ({ page, baseURL }) => {
  const email = uniqueEmail("pta");
  await gotoForm(page, "/vertretungsapotheker", "Registrieren");
  await field(page, "E-Mail").fill(email);
  await field(page, "Passwort").fill(PASSWORD);
  await field(page, "Passwort bestätigen").fill(PASSWORD);
  await field(page, "Ich bin").selectOption("PTA");
  await field(page, "Vorname").fill("Mia");
  await field(page, "Nachname").fill("Vertretung");
  await field(page, "Telefonnummer").fill("0170 1234567");
  await field(page, "Straße").fill("Hohe Straße");
  await field(page, "Hausnummer").fill("12a");
  await field(page, "PLZ").fill("50667");
  await field(page, "Ort").fill("Köln");
  await page.getByRole("button", { name: "Alle auswählen" }).click();
  await expect(page.getByRole("checkbox", { name: "Prokas" })).toBeChecked();
  await field(page, "Berufserfahrung seit").fill("2015-09-01");
  await field(page, "Approbationsurkunde bzw. Abschlusszeugnis").setInputFiles({
    name: "zeugnis.pdf",
    mimeType: "application/pdf",
    // A real PDF: uploads are opened by PDF.js on the server.
    buffer: pdfBytes(),
  });
  await page.getByRole("checkbox", { name: /Ich akzeptiere die AGB/ }).check();
  await page.getByRole("button", { name: "Registrieren" }).click();

  const confirmation = page.getByRole("heading", { name: "Vielen Dank für Ihre Registrierung!" });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toBeInViewport();
  await expect(page.getByText("Unser Administrationsteam prüft Ihre Angaben")).toBeVisible();
  const receipt = await waitForMail(
    (mail) => mail.to === email && mail.template === "staff-registration-received",
  );
  expect(receipt.subject).toBe("Ihre Registrierung ist bei uns eingegangen");

  await gotoForm(page, "/arbeitsangebote-suchen", "Anmelden");
  await logIn(page, email);
  await expect(page.getByRole("alert")).toContainText("Ihr Konto ist noch nicht freigeschaltet.");
  await expect(page).toHaveURL(/\/arbeitsangebote-suchen$/);

  const operator = await operatorApi(baseURL!);
  const list = await operator.get("/api/admin/staff?status=inactive");
  expect(list.status()).toBe(200);
  const entry = (await list.json()).items.find((item: { email: string }) => item.email === email);
  expect(entry).toMatchObject({ iam: "PTA", status: "inactive" });
  const activated = await operator.post(`/api/admin/staff/${entry.id}/activate`);
  expect(activated.status()).toBe(200);
  await operator.dispose();

  const login = await mailLink(email, "staff-account-activated", "/login");
  await gotoForm(page, login, "Anmelden");
  await logIn(page, email);
  await expect(page).toHaveURL(/\/arbeitsangebote-suchen\/2$/);
});

test("a forgotten password is reset by mail link", async ({ page, request }) => {
  const email = uniqueEmail("vergessen");
  const registered = await request.post("/api/auth/register", {
    data: {
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      pharmacy_name: "Rhein-Apotheke",
      pharmacy_address: "Rheinufer",
      pharmacy_street_number: "7",
      pharmacy_postal_code: "50668",
      pharmacy_city: "Köln",
      first_name: "Anna",
      last_name: "Schmitz",
      pharmacy_phone: "+49221 5556677",
      pharmacy_wws_software: ["JUMP"],
      pharmacy_terms_accepted: true,
      role: "pharmacy_owner",
    },
  });
  expect(registered.status()).toBe(201);
  await page.goto(await mailLink(email, "owner-activation", "/api/auth/activate"));
  await expect(page).toHaveURL(/\/Activation$/);

  await gotoForm(page, "/login", "Anmelden");
  await page.getByRole("link", { name: "Passwort Vergessen?" }).click();
  await expect(page).toHaveURL(/\/passwort-vergessen$/);
  await field(page, "E-Mail").fill(email);
  await page.getByRole("button", { name: "Link anfordern" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Link zum Zurücksetzen");

  await gotoForm(
    page,
    await mailLink(email, "password-reset", "/passwort-zuruecksetzen"),
    "Passwort speichern",
  );
  const newPassword = "Neues-Passwort-7";
  await field(page, "Neues Passwort").fill(newPassword);
  await field(page, "Neues Passwort bestätigen").fill(newPassword);
  await page.getByRole("button", { name: "Passwort speichern" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText(
    "Ihr Passwort wurde geändert.",
  );
  await page.getByRole("link", { name: "Zur Anmeldung" }).click();

  await logIn(page, email, PASSWORD);
  await expect(page.getByRole("alert")).toContainText("E-Mail oder Passwort ist falsch.");
  await logIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/arbeitsangebote-erstellen$/);
});
