import { composeEmail, type EmailContent } from "../email-layout";
import { type Addressee, greeting } from "./greeting";

export const STAFF_ACCOUNT_ACTIVATED_TEMPLATE = "staff-account-activated";

/** Sent when an operator activates a staff account; leads to the login. */
export function staffAccountActivatedEmail(
  to: string,
  person: Addressee,
  loginUrl: string,
): EmailContent {
  return composeEmail(to, STAFF_ACCOUNT_ACTIVATED_TEMPLATE, "Ihr Konto ist freigeschaltet", {
    heading: "Ihr Konto ist freigeschaltet",
    paragraphs: [
      greeting(person),
      "wir haben Ihre Angaben geprüft und Ihr Konto freigeschaltet. Sie können sich ab sofort mit Ihrer E-Mail-Adresse und Ihrem Passwort anmelden und Arbeitsangebote suchen.",
    ],
    button: { label: "Jetzt anmelden", url: loginUrl },
  });
}
