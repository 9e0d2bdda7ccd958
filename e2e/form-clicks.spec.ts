import { expect, type Locator, type Page, test } from "@playwright/test";
import { waitUntilLive } from "./support/live";

/**
 * Every public form, with the field a visitor fills last before pressing the button.
 * `leave` makes that field invalid (empty or wrong) while it has the focus.
 */
interface FormCase {
  path: string;
  submit: string;
  lastField: (page: Page) => Locator;
  leave?: (field: Locator) => Promise<void>;
}

const focusOnly = async (field: Locator) => field.focus();
const typeWrong = (value: string) => async (field: Locator) => field.fill(value);

const FORMS: FormCase[] = [
  {
    path: "/apothekeninhaber",
    submit: "Registrieren",
    lastField: (page) => page.getByRole("checkbox", { name: /Ich akzeptiere die AGB/ }),
  },
  {
    path: "/vertretungsapotheker",
    submit: "Registrieren",
    lastField: (page) => page.getByRole("checkbox", { name: /Ich akzeptiere die AGB/ }),
  },
  {
    path: "/services/boten-service",
    submit: "Dienst senden",
    lastField: (page) => page.getByLabel("Vorhandene Liefer-Ausstattung"),
  },
  {
    path: "/services/reinigung-service",
    submit: "Dienst senden",
    lastField: (page) => page.getByLabel("Gewünschte Aufgaben"),
  },
  {
    path: "/login",
    submit: "Anmelden",
    lastField: (page) => page.getByRole("textbox", { name: "Passwort", exact: true }),
  },
  {
    path: "/arbeitsangebote-suchen",
    submit: "Anmelden",
    lastField: (page) => page.getByRole("textbox", { name: "Passwort", exact: true }),
  },
  {
    path: "/passwort-vergessen",
    submit: "Link anfordern",
    lastField: (page) => page.getByRole("textbox", { name: "E-Mail" }),
    leave: typeWrong("keine-adresse"),
  },
  {
    path: "/resend",
    submit: "erneut senden",
    lastField: (page) => page.getByRole("textbox", { name: "E-Mail" }),
    leave: typeWrong("keine-adresse"),
  },
  {
    path: "/passwort-zuruecksetzen?token=ein-token",
    submit: "Passwort speichern",
    lastField: (page) => page.getByLabel("Neues Passwort bestätigen"),
    leave: typeWrong("anders"),
  },
];

/** Counts the submit events of the page's forms: one means the press reached the button. */
async function countSubmits(page: Page) {
  await page.evaluate(() => {
    const counter = window as unknown as { submits: number };
    counter.submits = 0;
    document.addEventListener("submit", () => counter.submits++, true);
  });
  return () => page.evaluate(() => (window as unknown as { submits: number }).submits);
}

for (const form of FORMS) {
  test(`${form.path}: a press on "${form.submit}" right after an invalid last field submits`, async ({
    page,
  }) => {
    for (const viewport of [
      { width: 375, height: 740 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      // The reset form shows only for a link that is still valid: this test is about the
      // press, so the server's check of the made-up token answers "valid".
      await page.route("**/api/auth/reset-password/check?*", (route) =>
        route.fulfill({ json: { valid: true } }),
      );
      await page.goto(form.path);
      const submit = page.getByRole("button", { name: form.submit, exact: true });
      await waitUntilLive(submit);
      const submits = await countSubmits(page);
      const field = form.lastField(page);
      await (form.leave ?? focusOnly)(field);
      // Where the button is while the field still has the focus: the visitor aims here.
      await submit.scrollIntoViewIfNeeded();
      const box = await submit.boundingBox();
      if (!box) throw new Error("the submit button has no box");
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      // A person's press lasts about a tenth of a second; the blur check runs meanwhile.
      await page.waitForTimeout(150);
      await page.mouse.up();
      await expect.poll(submits, { message: `${viewport.width} px` }).toBe(1);
      // The field was checked on the way: its error is there once the press is over.
      await expect(field).toHaveAttribute("aria-invalid", "true");
    }
  });
}

test("an error goes away while the right value is typed, without leaving the field", async ({
  page,
}) => {
  await page.goto("/apothekeninhaber");
  await waitUntilLive(page.getByRole("button", { name: "Registrieren" }));
  const email = page.getByLabel("E-Mail");
  await email.fill("erika@");
  await email.blur();
  const error = page.getByText("Bitte geben Sie eine gültige E-Mail an");
  await expect(error).toBeVisible();
  await email.focus();
  await email.pressSequentially("apotheke.example");
  await expect(error).toBeHidden();
  await expect(email).toBeFocused();
});
