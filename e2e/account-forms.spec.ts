import { expect, test } from "@playwright/test";
import { e2eAdmin } from "../playwright.config";
import { field, fillOwnerForm, gotoForm, logIn, PASSWORD, uniqueEmail } from "./support/accounts";

test.describe("owner registration form", () => {
  test.beforeEach(async ({ page }) => {
    await gotoForm(page, "/apothekeninhaber", "Registrieren");
  });

  test("checks a field on leaving it, and after a submit again while typing", async ({ page }) => {
    const email = field(page, "E-Mail");
    await email.fill("keine-adresse");
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
    await email.blur();
    await expect(email).toHaveAccessibleDescription("Bitte geben Sie eine gültige E-Mail an");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await email.fill("inhaberin@example.org");
    await email.blur();
    await expect(email).not.toHaveAttribute("aria-invalid", "true");

    await page.getByRole("button", { name: "Registrieren" }).click();
    const name = field(page, "Name der Apotheke");
    await expect(name).toHaveAccessibleDescription("Name der Apotheke ist erforderlich");
    await name.pressSequentially("Apotheke am Dom");
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
    const phone = field(page, "Telefonnummer");
    await phone.fill("+49 221");
    await phone.blur();
    await expect(page.getByText("Bitte geben Sie die Nummer ohne '+' oder +49 ein.")).toBeVisible();
  });

  test("moves the focus to the first error on submit", async ({ page }) => {
    await page.getByRole("button", { name: "Registrieren" }).click();
    await expect(field(page, "E-Mail")).toBeFocused();
    for (const message of [
      "Passwort ist erforderlich.",
      "Name der Apotheke ist erforderlich",
      "PLZ & Ort ist erforderlich",
      "Telefonnummer ist erforderlich",
      "Bitte wählen Sie mindestens ein Programm aus.",
      "Bitte akzeptieren Sie die AGB und Datenschutzerklärung.",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
  });

  test("shows and hides each password, shows +49 and opens the terms in a new tab", async ({
    page,
  }) => {
    const password = field(page, "Passwort");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Anzeigen (Passwort)" }).first().click();
    await expect(password).toHaveAttribute("type", "text");
    await expect(field(page, "Passwort bestätigen")).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Verbergen (Passwort)" }).click();
    await expect(password).toHaveAttribute("type", "password");
    await expect(page.getByText("+49", { exact: true })).toBeVisible();
    for (const [name, href] of [
      [/^AGB/, "/agb"],
      [/^Datenschutzerklärung/, "/datenschutz"],
    ] as const) {
      const link = page.getByRole("main").getByRole("link", { name });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
    }
  });

  test("disables the button with a spinner while sending", async ({ page }) => {
    let release: () => void = () => {};
    // Resolved once the request has reached the route, so that `release` is the real one.
    let arrived: () => void = () => {};
    const requestArrived = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    await page.route("**/api/auth/register", async (route) => {
      await new Promise<void>((resolve) => {
        release = resolve;
        arrived();
      });
      await route.fulfill({ status: 500, json: { message: "Internal server error" } });
    });
    await fillOwnerForm(page, uniqueEmail("spinner"));
    const button = page.getByRole("button", { name: "Registrieren" });
    await button.click();
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("aria-busy", "true");
    await requestArrived;
    release();
    await expect(page.getByText("Ein unerwarteter Fehler ist aufgetreten.")).toBeVisible();
    await expect(button).toBeEnabled();
  });

  test("shows the server's refusal in German under the field and as a toast", async ({ page }) => {
    const email = uniqueEmail("doppelt");
    await fillOwnerForm(page, email);
    await page.getByRole("button", { name: "Registrieren" }).click();
    await expect(
      page.getByRole("heading", { name: "Vielen Dank für Ihre Registrierung!" }),
    ).toBeVisible();
    await gotoForm(page, "/apothekeninhaber", "Registrieren");
    await fillOwnerForm(page, email.toUpperCase());
    await page.getByRole("button", { name: "Registrieren" }).click();
    await expect(field(page, "E-Mail")).toHaveAccessibleDescription(
      "Diese E-Mail ist bereits registriert.",
    );
    await expect(
      page.getByRole("status").filter({ hasText: "Diese E-Mail ist bereits registriert." }),
    ).toBeVisible();
  });

  test("tells in German when there were too many attempts", async ({ page }) => {
    await page.route("**/api/auth/register", (route) =>
      route.fulfill({
        status: 429,
        json: { message: "Too many requests. Please try again later." },
      }),
    );
    await fillOwnerForm(page, uniqueEmail("limit"));
    await page.getByRole("button", { name: "Registrieren" }).click();
    await expect(
      page.getByText(
        "Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.",
      ),
    ).toBeVisible();
  });
});

test.describe("staff registration form", () => {
  test("is the same page under both spellings", async ({ page }) => {
    for (const path of ["/vertretungsapotheker", "/Vertretungsapotheker"]) {
      await gotoForm(page, path, "Registrieren");
      await expect(
        page.getByRole("heading", {
          name: "Registrierung für Vertretungsapotheker/-innen, PTA und PKA",
        }),
      ).toBeVisible();
    }
  });

  test("shows postal-code and city errors under their own fields", async ({ page }) => {
    await gotoForm(page, "/vertretungsapotheker", "Registrieren");
    await field(page, "PLZ").focus();
    await field(page, "PLZ").blur();
    await expect(field(page, "PLZ")).toHaveAccessibleDescription("PLZ & Ort ist erforderlich");
    await expect(field(page, "Ort")).not.toHaveAttribute("aria-invalid", "true");
    await field(page, "Ort").focus();
    await field(page, "Ort").blur();
    await expect(field(page, "Ort")).toHaveAccessibleDescription("Ort ist erforderlich");
  });

  test("selects all programmes and none again, limits the date and accepts only PDFs", async ({
    page,
  }) => {
    await gotoForm(page, "/vertretungsapotheker", "Registrieren");
    await page.getByRole("button", { name: "Alle auswählen" }).click();
    await expect(page.getByRole("checkbox", { name: "ADG" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Andere" })).toBeChecked();
    await page.getByRole("button", { name: "Alle abwählen" }).click();
    await expect(page.getByRole("checkbox", { name: "ADG" })).not.toBeChecked();
    await expect(page.getByText("Bitte wählen Sie mindestens ein Programm aus.")).toBeVisible();

    const date = field(page, "Berufserfahrung seit");
    await expect(date).toHaveAttribute("type", "date");
    await expect(date).toHaveAttribute("min", "1950-01-01");
    await expect(date).toHaveAttribute("max", /^\d{4}-\d{2}-\d{2}$/);

    const certificate = field(page, "Approbationsurkunde bzw. Abschlusszeugnis");
    await certificate.setInputFiles({
      name: "foto.png",
      mimeType: "image/png",
      buffer: Buffer.from("not a pdf"),
    });
    await page.getByRole("button", { name: "Registrieren" }).click();
    await expect(certificate).toHaveAccessibleDescription(/Nur PDF Dateien erlaubt/);
  });
});

// The registration forms' code loads after the first paint (docs/decisions/0012).
test.describe("registration forms loaded after the first paint", () => {
  for (const path of ["/apothekeninhaber", "/vertretungsapotheker"]) {
    test(`${path}: React takes over the prerendered form instead of replacing it`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        document.addEventListener("DOMContentLoaded", () => {
          (window as { prerenderedForm?: Element | null }).prerenderedForm =
            document.querySelector("main form");
        });
      });
      await gotoForm(page, path, "Registrieren");
      const kept = await page.evaluate(() => {
        const prerendered = (window as { prerenderedForm?: Element | null }).prerenderedForm;
        return Boolean(prerendered) && prerendered === document.querySelector("main form");
      });
      expect(kept).toBe(true);
    });
  }

  test("a link inside the site opens a working form", async ({ page }) => {
    await gotoForm(page, "/apothekeninhaber", "Registrieren");
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    const menu = page.getByRole("navigation", { name: "Hauptmenü" });
    await menu.getByRole("button", { name: "Registrierung" }).click();
    await menu.getByRole("link", { name: /Vertretungsapotheker/ }).click();
    await expect(page).toHaveURL(/\/vertretungsapotheker$/);
    await expect(page.getByRole("button", { name: "Registrieren", exact: true })).toBeEnabled();
    await field(page, "PLZ").focus();
    await field(page, "PLZ").blur();
    await expect(field(page, "PLZ")).toHaveAccessibleDescription("PLZ & Ort ist erforderlich");
    // Rendered by the single-page app, not loaded as a new document.
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  });
});

test.describe("login", () => {
  test("offers staying logged in, the password link and registration", async ({ page }) => {
    await gotoForm(page, "/arbeitsangebote-suchen", "Anmelden");
    await expect(field(page, "Ich möchte angemeldet bleiben.")).toBeChecked();
    await expect(page.getByRole("link", { name: "Passwort Vergessen?" })).toHaveAttribute(
      "href",
      "/passwort-vergessen",
    );
    await expect(
      page.getByRole("main").getByRole("link", { name: "Registrieren Sie sich jetzt" }),
    ).toHaveAttribute("href", "/Jetzt-registrieren");
  });

  test("gives an unconfirmed owner the reason and a way to a new link", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("unbestaetigt");
    const response = await request.post("/api/auth/register", {
      data: {
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        pharmacy_name: "Linden-Apotheke",
        pharmacy_address: "Lindenstraße",
        pharmacy_street_number: "1",
        pharmacy_postal_code: "50674",
        pharmacy_city: "Köln",
        first_name: "Jonas",
        last_name: "Becker",
        pharmacy_phone: "+49221 4445566",
        pharmacy_wws_software: ["CIDA"],
        pharmacy_terms_accepted: true,
        role: "pharmacy_owner",
      },
    });
    expect(response.status()).toBe(201);
    await gotoForm(page, "/login", "Anmelden");
    await logIn(page, email);
    await expect(page.getByRole("alert")).toContainText(
      "Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse",
    );
    await page.getByRole("link", { name: "Bestätigungslink erneut senden" }).click();
    await expect(page).toHaveURL(/\/resend$/);
  });

  for (const remember of [false, true]) {
    test(`sets a ${remember ? "30-day" : "browser-session"} cookie when 'angemeldet bleiben' is ${remember ? "ticked" : "not ticked"}`, async ({
      page,
    }) => {
      await gotoForm(page, "/login", "Anmelden");
      if (!remember) await field(page, "Ich möchte angemeldet bleiben.").uncheck();
      await logIn(page, e2eAdmin.email, e2eAdmin.password);
      await expect(page).toHaveURL(/\/admin$/);
      const cookie = (await page.context().cookies()).find((c) => c.name === "apostaff_session");
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
      if (remember) {
        const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
        expect(days).toBeGreaterThan(29.9);
        expect(days).toBeLessThanOrEqual(30);
      } else {
        expect(cookie!.expires).toBe(-1);
      }
    });
  }
});
