import { expect, type Page, test } from "@playwright/test";
import { siteConfig } from "../domain/site-config";
import { expectNoAxeViolations } from "./support/axe";
import { holdSiteCode } from "./support/live";
import { waitForMail } from "./support/mailbox";

const CONFIRMATION =
  "Ihre Anfrage wurde erfolgreich gesendet, Sie werden in Kürze eine Rückmeldung erhalten.";
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** Ticks the ALTCHA box; the real widget fetches a challenge and solves it in Chromium. */
async function solveCaptcha(page: Page) {
  // The box turns checked only once the proof of work is done.
  await page.getByRole("checkbox", { name: "Ich bin kein Roboter" }).click();
  await expect(page.getByText("Überprüft", { exact: true })).toBeVisible({ timeout: 15_000 });
}

async function fillCourierForm(page: Page, pharmacy: string, email: string) {
  await page.getByLabel("Name der Apotheke").fill(pharmacy);
  await page.getByLabel("E-Mail").fill(email);
  await page.getByLabel("Telefonnummer").fill("0221 555 66 77");
  await page.getByLabel("Straße & Hausnummer").fill("Rheinufer 7");
  await page.getByLabel("PLZ & Ort").fill("50668 Köln");
  await page.getByLabel("Anrede").selectOption({ label: "Frau" });
  await page.getByLabel("Vorname (Inhaber/-in)").fill("Anna");
  await page.getByLabel("Nachname (Inhaber/-in)").fill("Schmitz");
  await page.getByLabel("Bestehendes Liefergebiet").fill("50667, 50668, 50670");
  await page.getByLabel("Vorhandene Liefer-Ausstattung").fill("Zwei Lastenräder");
  await page.getByRole("checkbox", { name: "Lauer Fischer" }).check();
  await page.getByRole("checkbox", { name: "Andere" }).check();
  await page.getByRole("checkbox", { name: /Ich akzeptiere die AGB/ }).check();
}

const errorBox = (page: Page) => page.getByRole("alert").filter({ hasText: "Bitte prüfen" });

test("a pharmacy requests the courier service and both mails go out", async ({ page }) => {
  // The widget runs under the page's strict CSP (its worker and stylesheet from our own origin).
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  const pharmacy = `Rhein-Apotheke ${unique()}`;
  const email = `boten-${unique()}@apotheke.example`;
  await page.goto("/services/boten-service");
  await expect(page.getByRole("heading", { level: 1, name: "Boten-Service" })).toBeVisible();
  await fillCourierForm(page, pharmacy, email);
  await solveCaptcha(page);
  await page.getByRole("button", { name: "Dienst senden" }).click();

  const confirmation = page.getByRole("status").filter({ hasText: CONFIRMATION });
  await expect(confirmation).toBeVisible();
  await expect(confirmation.locator("img")).toHaveAttribute("src", "/images/request-sent.svg");
  await expect(confirmation).toBeInViewport();
  await expect(page.getByText("Formular erfolgreich gesendet!")).toBeVisible();
  await expect(page.getByRole("button", { name: "Dienst senden" })).toBeHidden();
  expect(refused).toEqual([]);
  await expectNoAxeViolations(page);

  const confirmationMail = await waitForMail((mail) => mail.to === email);
  expect(confirmationMail.template).toBe("courier-request-confirmation");
  expect(confirmationMail.text).toContain("Sehr geehrte Frau Schmitz,");
  const agencyMail = await waitForMail(
    (mail) => mail.to === siteConfig.emails.agency && mail.text.includes(pharmacy),
  );
  expect(agencyMail.template).toBe("courier-request-agency");
  for (const detail of [email, "Rheinufer 7", "50668 Köln", "Lauer Fischer, Andere"]) {
    expect(agencyMail.text).toContain(detail);
  }
});

test("a pharmacy requests the cleaning service, captcha by keyboard", async ({ page }) => {
  const pharmacy = `Dom-Apotheke ${unique()}`;
  const email = `reinigung-${unique()}@apotheke.example`;
  await page.goto("/services/reinigung-service");
  await expect(page.getByRole("heading", { level: 1, name: "Reinigung-Service" })).toBeVisible();
  await page.getByLabel("Name der Apotheke").fill(pharmacy);
  await page.getByLabel("E-Mail").fill(email);
  await page.getByLabel("Telefonnummer").fill("0221 123 45 67");
  await page.getByLabel("Anrede").selectOption({ label: "Herr" });
  await page.getByLabel("Vorname").fill("Jonas");
  await page.getByLabel("Nachname").fill("Becker");
  await page.getByLabel("Straße & Hausnummer").fill("Am Hof 3");
  await page.getByLabel("PLZ").fill("50667");
  await page.getByRole("textbox", { name: "Ort", exact: true }).fill("Köln");
  await page.getByLabel("Anzahl der Räume").fill("0");
  await page.getByLabel("Fläche in Quadratmetern").fill("180.5");
  await page.getByLabel("Gewünschte Aufgaben").fill("Offizin und Labor zweimal pro Woche.");
  await page.getByRole("checkbox", { name: /Datenschutzbestimmungen/ }).check();
  // Rules are checked as the visitor leaves a field.
  await expect(page.getByText("Anzahl der Räume muss mindestens 1 sein")).toBeVisible();
  await page.getByLabel("Anzahl der Räume").fill("6");
  await expect(page.getByText("Anzahl der Räume muss mindestens 1 sein")).toBeHidden();

  await page.getByRole("checkbox", { name: "Ich bin kein Roboter" }).focus();
  await page.keyboard.press("Space");
  await expect(page.getByText("Überprüft", { exact: true })).toBeVisible({ timeout: 15_000 });
  // Past the widget's "Geschützt durch ALTCHA" link to the submit button.
  const submit = page.getByRole("button", { name: "Dienst senden" });
  for (
    let tabs = 0;
    tabs < 3 && !(await submit.evaluate((b) => b === document.activeElement));
    tabs += 1
  ) {
    await page.keyboard.press("Tab");
  }
  await expect(submit).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(page.getByRole("status").filter({ hasText: CONFIRMATION })).toBeVisible();
  await expect(page.getByText("Formular erfolgreich gesendet!")).toBeVisible();
  const confirmationMail = await waitForMail((mail) => mail.to === email);
  expect(confirmationMail.template).toBe("cleaning-request-confirmation");
  const agencyMail = await waitForMail(
    (mail) => mail.to === siteConfig.emails.agency && mail.text.includes(pharmacy),
  );
  expect(agencyMail.template).toBe("cleaning-request-agency");
  expect(agencyMail.text).toContain("180,5 m²");
});

test("without a solved captcha nothing is sent", async ({ page }) => {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await page.goto("/services/boten-service");
  await fillCourierForm(page, "Ohne Captcha Apotheke", `ohne-${unique()}@apotheke.example`);
  await page.getByRole("button", { name: "Dienst senden" }).click();

  // The page shows the self-hosted captcha, so the message does not speak of reCAPTCHA.
  await expect(page.getByText("Bitte schließen Sie die Sicherheitsabfrage ab.")).toBeVisible();
  await expect(page.getByText(/reCAPTCHA/)).toHaveCount(0);
  await expect(errorBox(page)).toContainText("Bitte bestätigen Sie, dass Sie kein Roboter sind");
  expect(posts).toEqual([]);

  // Solving the captcha takes its message off the list.
  await solveCaptcha(page);
  await expect(errorBox(page)).toBeHidden();
});

test("the form lists what is missing before anything is sent", async ({ page }) => {
  await page.goto("/services/reinigung-service");
  await page.getByRole("button", { name: "Dienst senden" }).click();
  const box = errorBox(page);
  for (const message of [
    "Name der Apotheke ist erforderlich",
    "Email ist erforderlich",
    "Telefonnummer ist erforderlich",
    "Bitte wählen Sie eine Anrede",
    "Vorname ist erforderlich",
    "Nachname ist erforderlich",
    "Straße & Hausnummer ist erforderlich",
    "PLZ ist erforderlich",
    "Ort ist erforderlich",
    "Anzahl der Räume ist erforderlich",
    "Bitte beschreiben Sie die erforderlichen Aufgaben",
    "Sie müssen die Datenschutzbestimmungen akzeptieren",
    "Bitte bestätigen Sie, dass Sie kein Roboter sind",
  ]) {
    await expect(box).toContainText(message);
  }
  // Focus goes to the first field with an error, which names its message.
  const name = page.getByLabel("Name der Apotheke");
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription("Name der Apotheke ist erforderlich");
  await expectNoAxeViolations(page);
  await page.getByLabel("E-Mail").fill("team(at)apotheke");
  await page.getByLabel("E-Mail").blur();
  await expect(box).toContainText("Ungültige Email-Adresse");
});

test("a refusal by the server shows in the red box and as a toast", async ({ page }) => {
  // The browser sends an answer the form accepts but the server refuses (forged).
  await page.route("**/api/boten-service", async (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    body["g-recaptcha-response"] = Buffer.from('{"forged":true}').toString("base64");
    await route.continue({ postData: JSON.stringify(body) });
  });
  await page.goto("/services/boten-service");
  await fillCourierForm(page, "Gefälschte Apotheke", `forged-${unique()}@apotheke.example`);
  await solveCaptcha(page);
  await page.getByRole("button", { name: "Dienst senden" }).click();

  const message = "Die Sicherheitsabfrage war ungültig. Bitte versuchen Sie es erneut.";
  await expect(errorBox(page)).toContainText(message);
  await expect(page.getByRole("status").filter({ hasText: message })).toBeVisible();
  // The refused answer is gone: the visitor solves the captcha again.
  await expect(page.getByRole("checkbox", { name: "Ich bin kein Roboter" })).not.toBeChecked();
  await expect(page.getByRole("button", { name: "Dienst senden" })).toBeEnabled();
});

/** The cleaning form's server answers 503, as when it is down. */
async function cleaningServiceUnavailable(page: Page) {
  await page.route("**/api/reinigung-service", (route) =>
    route.fulfill({ status: 503, json: { message: "Service unavailable" } }),
  );
}

/** The cleaning form from the e-mail on; the tests fill the name and "Anrede" themselves. */
async function fillCleaningDetails(page: Page) {
  await page.getByLabel("E-Mail").fill("team@dom-apotheke.example");
  await page.getByLabel("Telefonnummer").fill("0221 123 45 67");
  await page.getByLabel("Vorname").fill("Jonas");
  await page.getByLabel("Nachname").fill("Becker");
  await page.getByLabel("Straße & Hausnummer").fill("Am Hof 3");
  await page.getByLabel("PLZ").fill("50667");
  await page.getByRole("textbox", { name: "Ort", exact: true }).fill("Köln");
  await page.getByLabel("Anzahl der Räume").fill("3");
  await page.getByLabel("Gewünschte Aufgaben").fill("Böden");
  await page.getByRole("checkbox", { name: /Datenschutzbestimmungen/ }).check();
  await solveCaptcha(page);
}

const genericError = (page: Page) =>
  page.getByText("Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.");

test("a choice made before the form's code runs is kept", async ({ page }) => {
  const release = await holdSiteCode(page);
  await cleaningServiceUnavailable(page);
  await page.goto("/services/reinigung-service", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Name der Apotheke").fill("Dom-Apotheke");
  // The page's HTML shows the placeholder, not the first answer, until a choice is made.
  await expect(page.getByLabel("Anrede")).toHaveValue("");
  await page.getByLabel("Anrede").selectOption({ label: "Herr" });
  release();
  await expect(page.getByRole("button", { name: "Dienst senden" })).not.toHaveAttribute(
    "data-pending-code",
  );
  await expect(page.getByLabel("Anrede")).toHaveValue("Mr");
  await fillCleaningDetails(page);
  await page.getByRole("button", { name: "Dienst senden" }).click();
  // Sent, so the form's code knew the choice: the answer is the routed 503.
  await expect(genericError(page)).toBeVisible();
  await expect(page.getByText("Bitte wählen Sie eine Anrede")).toHaveCount(0);
});

test("any other failure shows the generic message", async ({ page }) => {
  await cleaningServiceUnavailable(page);
  await page.goto("/services/reinigung-service");
  await page.getByLabel("Name der Apotheke").fill("Dom-Apotheke");
  await page.getByLabel("Anrede").selectOption({ label: "Herr" });
  await fillCleaningDetails(page);
  await page.getByRole("button", { name: "Dienst senden" }).click();
  await expect(genericError(page)).toBeVisible();
  await expect(page.getByLabel("Name der Apotheke")).toHaveValue("Dom-Apotheke");
});

test("an unknown postcode is refused under its field, and the captcha answer is kept", async ({
  page,
}) => {
  await page.goto("/services/boten-service");
  await fillCourierForm(page, `PLZ-Apotheke ${unique()}`, `plz-${unique()}@apotheke.example`);
  await page.getByLabel("PLZ & Ort").fill("99999 Nirgendwo");
  await solveCaptcha(page);
  await page.getByRole("button", { name: "Dienst senden" }).click();

  const message = "Diese PLZ gibt es nicht.";
  await expect(errorBox(page)).toContainText(message);
  await expect(page.getByLabel("PLZ & Ort")).toHaveAccessibleDescription(message);
  await expect(page.getByLabel("PLZ & Ort")).toBeFocused();
  // Checked before the captcha: the answer was not spent, so the corrected form goes out.
  await page.getByLabel("PLZ & Ort").fill("50668 Köln");
  await page.getByRole("button", { name: "Dienst senden" }).click();
  await expect(page.getByText("Formular erfolgreich gesendet!")).toBeVisible();
});
