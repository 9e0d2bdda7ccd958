// German texts of the small account pages: the activation result pages /Activation and
// /resend (their messages are the original site's, verbatim).
import { ACTIVATION_LINK_VALID_HOURS } from "../../../domain/limits";
import { paths } from "../../../domain/paths";
import { siteConfig } from "../../../domain/site-config";
import type { LinkAction, PageMetaText } from "./types";

/** Where the resend form goes on /resend (the registration feature fills it). */
export const RESEND_SECTION_ID = "erneut-senden";

export const activationContent = {
  meta: {
    title: "Konto freigeschaltet",
    description: `Ihr Konto bei ${siteConfig.brandName} ist freigeschaltet. Melden Sie sich jetzt an.`,
  } satisfies PageMetaText,
  title: "Konto erfolgreich freigeschaltet",
  message:
    "Ihre Kontoschaltung war erfolgreich. Um sich in Ihr Konto einzuloggen, klicken Sie auf die Schaltfläche 'Login'.",
  action: { label: "Jetzt Login", to: paths.login } satisfies LinkAction,
  /** A used link of an account that is active: nothing failed. */
  alreadyActive: {
    title: "Ihr Konto ist bereits aktiv",
    message:
      "Diesen Bestätigungslink haben Sie schon verwendet: Ihr Konto ist freigeschaltet. Sie können sich direkt anmelden.",
  },
};

export const resendContent = {
  meta: {
    title: "Kontoschaltung fehlgeschlagen",
    description: `Die Einrichtung Ihres Kontos bei ${siteConfig.brandName} ist fehlgeschlagen. Fordern Sie eine neue Bestätigungs-E-Mail an.`,
  } satisfies PageMetaText,
  title: "Kontoschaltung fehlgeschlagen",
  message: "Die Einrichtung Ihres Kontos ist fehlgeschlagen. Bitte senden Sie die E-Mail erneut.",
  action: { label: "erneut senden", to: `#${RESEND_SECTION_ID}` } satisfies LinkAction,
  section: {
    title: "Bestätigungs-E-Mail erneut senden",
    text: `Ein Bestätigungslink gilt ${ACTIVATION_LINK_VALID_HOURS} Stunden und kann nur einmal verwendet werden. Wir senden Ihnen gern einen neuen Link an die E-Mail-Adresse, mit der Sie sich registriert haben. Kommt keine E-Mail an, schreiben Sie uns an ${siteConfig.emails.info}.`,
  },
};
