import { ACTIVATION_LINK_VALID_HOURS } from "../../../domain/limits";
import { siteConfig } from "../../../domain/site-config";
import { composeEmail, type EmailContent } from "../email-layout";
import { type Addressee, greeting } from "./greeting";

export const OWNER_ACTIVATION_TEMPLATE = "owner-activation";

/** The link a pharmacy owner follows to confirm the e-mail address (single use, 48 h). */
export function ownerActivationEmail(
  to: string,
  person: Addressee,
  activationUrl: string,
): EmailContent {
  return composeEmail(to, OWNER_ACTIVATION_TEMPLATE, "Bitte bestätigen Sie Ihre E-Mail-Adresse", {
    heading: "Willkommen bei apostaff",
    paragraphs: [
      greeting(person),
      "vielen Dank für die Registrierung Ihrer Apotheke. Bitte bestätigen Sie Ihre E-Mail-Adresse, damit wir Ihr Konto freischalten können.",
    ],
    button: { label: "E-Mail-Adresse bestätigen", url: activationUrl },
    note: `Der Link ist ${ACTIVATION_LINK_VALID_HOURS} Stunden gültig und kann einmal verwendet werden. Falls Sie sich nicht bei ${siteConfig.brandName} registriert haben, können Sie diese E-Mail ignorieren.`,
  });
}
