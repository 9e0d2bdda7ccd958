// Template text written from docs/product.md; it must be checked by a lawyer before going live.
//
// Privacy policy (/datenschutz) under the GDPR (DSGVO) and the TDDDG (formerly TTDSG). The
// sections live in two modules to keep each file short: privacy-policy-sections-a.ts
// (sections 1–10) and privacy-policy-sections-b.ts (sections 11–22).
import { siteConfig } from "../../../domain/site-config";
import type { ContentPage } from "./content-page";
import { privacySectionsA } from "./privacy-policy-sections-a";
import { privacySectionsB } from "./privacy-policy-sections-b";

export const privacyPolicy: ContentPage = {
  title: "Datenschutzerklärung",
  updated: "Stand: 27. November 2026",
  intro: `Der Schutz Ihrer personenbezogenen Daten ist uns wichtig. Wir verarbeiten Ihre Daten ausschließlich auf Grundlage der Datenschutz-Grundverordnung (DSGVO), des Bundesdatenschutzgesetzes (BDSG) und des Telekommunikation-Digitale-Dienste-Datenschutz-Gesetzes (TDDDG). Wir verwenden keine Tracking- oder Analyse-Werkzeuge und geben Ihre Daten nicht zu Werbezwecken weiter. Im Folgenden erfahren Sie, welche Daten ${siteConfig.brandName} wann, wofür und wie lange verarbeitet und welche Rechte Sie haben.`,
  sections: [...privacySectionsA, ...privacySectionsB],
  closing: {
    text: `Sie haben Fragen zum Datenschutz oder möchten Ihre Rechte ausüben? Schreiben Sie uns an ${siteConfig.emails.privacy} oder nutzen Sie unsere Kontaktseite. Oder registrieren Sie sich jetzt kostenlos und finden Sie die passende Vertretung für Ihre Apotheke.`,
    buttons: [
      { label: "Jetzt registrieren", to: "/apothekeninhaber" },
      { label: "Kontakt", to: "/kontakt" },
    ],
  },
};
