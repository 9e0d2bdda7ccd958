// German texts of /Jetzt-registrieren: the two registration paths, each with its steps
// and the button "Jetzt kostenlos registrieren" (docs/product.md, "Pages").

import { paths } from "../../../domain/paths";
import { siteConfig } from "../../../domain/site-config";
import type { LinkAction, PageMetaText, Step } from "./types";

export interface RegistrationBlock {
  id: string;
  title: string;
  text: string;
  steps: Step[];
  action: LinkAction;
}

export const registerNowContent = {
  meta: {
    title: "Jetzt registrieren",
    description: `Kostenlos bei ${siteConfig.brandName} registrieren: als Apothekeninhaber/-in Personal finden oder als Vertretungsapotheker/-in, PTA oder PKA Angebote erhalten.`,
  } satisfies PageMetaText,
  header: {
    eyebrow: "Registrierung",
    title: "Jetzt registrieren",
    intro: `Wählen Sie, wie Sie ${siteConfig.brandName} nutzen möchten. Die Registrierung ist kostenlos und dauert nur wenige Minuten.`,
  },
  blocks: [
    {
      id: "registrierung-apotheken",
      title: "Für Apothekeninhaber/-innen",
      text: "Finden Sie Vertretungsapotheker/-innen, PTA und PKA für Ihre Apotheke.",
      steps: [
        {
          title: "Formular ausfüllen",
          text: "Geben Sie die Daten Ihrer Apotheke und Ihre Kontaktdaten ein.",
        },
        {
          title: "E-Mail-Adresse bestätigen",
          text: "Sie erhalten innerhalb weniger Minuten eine E-Mail mit einem Bestätigungslink.",
        },
        {
          title: "Suchaufträge erteilen",
          text: "Nach der Bestätigung können Sie sich anmelden und Ihren ersten Suchauftrag aufgeben.",
        },
      ],
      action: { label: "Jetzt kostenlos registrieren", to: paths.ownerRegistration },
    },
    {
      id: "registrierung-fachkraefte",
      title: "PTA - PKA",
      text: "Auch für Vertretungsapotheker/-innen: Erhalten Sie Angebote unserer Partnerapotheken.",
      steps: [
        {
          title: "Formular ausfüllen",
          text: "Geben Sie Ihre Daten ein und laden Sie Ihren Qualifikationsnachweis als PDF hoch.",
        },
        {
          title: "Prüfung durch unser Team",
          text: "Wir prüfen Ihre Angaben und schalten Ihr Konto frei. Sie erhalten eine Bestätigung per E-Mail.",
        },
        {
          title: "Angebote erhalten",
          text: "Partnerapotheken senden Ihnen passende Angebote – ganz nach Ihrer Verfügbarkeit.",
        },
      ],
      action: { label: "Jetzt kostenlos registrieren", to: paths.staffRegistration },
    },
  ] satisfies RegistrationBlock[],
};
