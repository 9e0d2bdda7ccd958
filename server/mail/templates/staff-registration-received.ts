import { composeEmail, type EmailContent } from "../email-layout";
import { type Addressee, greeting } from "./greeting";

export const STAFF_REGISTRATION_RECEIVED_TEMPLATE = "staff-registration-received";

/** Receipt for a substitute pharmacist, PTA or PKA: the team checks and activates. */
export function staffRegistrationReceivedEmail(
  to: string,
  person: Addressee & { profession: string },
): EmailContent {
  return composeEmail(
    to,
    STAFF_REGISTRATION_RECEIVED_TEMPLATE,
    "Ihre Registrierung ist bei uns eingegangen",
    {
      heading: "Vielen Dank für Ihre Registrierung",
      paragraphs: [
        greeting(person),
        `wir haben Ihre Registrierung als ${person.profession} und Ihre Unterlagen erhalten.`,
        "Unser Team prüft Ihre Angaben und schaltet Ihr Konto in Kürze frei. Sobald das geschehen ist, erhalten Sie eine weitere E-Mail und können sich anmelden.",
      ],
    },
  );
}
