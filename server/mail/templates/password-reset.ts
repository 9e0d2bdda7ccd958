import { composeEmail, type EmailContent } from "../email-layout";
import { type Addressee, greeting } from "./greeting";

export const PASSWORD_RESET_TEMPLATE = "password-reset";

/** The link to choose a new password (single use, valid for `validMinutes`). */
export function passwordResetEmail(
  to: string,
  person: Addressee,
  resetUrl: string,
  validMinutes: number,
): EmailContent {
  return composeEmail(to, PASSWORD_RESET_TEMPLATE, "Passwort zurücksetzen", {
    heading: "Neues Passwort festlegen",
    paragraphs: [
      greeting(person),
      "Sie haben angefordert, Ihr Passwort zurückzusetzen. Über den folgenden Link können Sie ein neues Passwort festlegen.",
    ],
    button: { label: "Neues Passwort festlegen", url: resetUrl },
    note: `Der Link ist ${validMinutes} Minuten gültig und kann einmal verwendet werden. Falls Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt dann unverändert.`,
  });
}
