// Template text written from docs/product.md; it must be checked by a lawyer before going live.
//
// Overview of the two sets of general terms (/agb): one card per audience, each leading to the
// full text with the button "Weiter lesen".
import { siteConfig } from "../../../domain/site-config";

export interface TermsOverviewCard {
  title: string;
  text: string;
  to: string;
  button: string;
}

export interface TermsOverview {
  title: string;
  updated: string;
  intro: string;
  cards: TermsOverviewCard[];
}

export const termsOverview: TermsOverview = {
  title: "Allgemeine Geschäftsbedingungen",
  updated: "Stand: 21. November 2026",
  intro: `Für die Nutzung von ${siteConfig.brandName} gelten je nach Ihrer Rolle unterschiedliche Allgemeine Geschäftsbedingungen. Bitte wählen Sie die Bedingungen, die für Sie gelten: für Apothekeninhaberinnen und Apothekeninhaber, die Personal suchen, oder für Dienstleister, die Einsätze in Apotheken übernehmen.`,
  cards: [
    {
      title: "AGB für Apothekeninhaber/-innen",
      text: "Registrierung, Suchaufträge mit „Zahlungspflichtig beauftragen“, Annahme innerhalb von zwei Werktagen, Vorschlag passender Dienstleister und Vermittlungsprovision nur bei erfolgreicher Vermittlung. Die Nutzung der Plattform ist kostenlos.",
      to: "/agb/apothekeninhaber",
      button: "Weiter lesen",
    },
    {
      title: "AGB für Dienstleister",
      text: "Für Apotheker/-innen, PTA, PKA sowie Botinnen und Boten und Reinigungskräfte: kostenlose Registrierung ab 18 Jahren, Prüfung und Freischaltung durch unser Team, nicht öffentliches Profil und Bewerbung auf Suchaufträge nach Ihrer Einwilligung.",
      to: "/agb/dienstleister",
      button: "Weiter lesen",
    },
  ],
};
