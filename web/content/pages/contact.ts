// German texts of the contact page (/kontakt): four cards with the agency's address,
// phone numbers, fax and general e-mail. Every fact comes from siteConfig.

import { paths } from "../../../domain/paths";
import { siteConfig } from "../../../domain/site-config";
import type { LinkAction, PageMetaText } from "./types";

export const contactContent = {
  meta: {
    title: "Kontakt",
    description: `So erreichen Sie ${siteConfig.brandName} in ${siteConfig.address.city}: Adresse, Telefon, Fax und E-Mail für Apotheken, Vertretungsapotheker/-innen, PTA und PKA.`,
  } satisfies PageMetaText,
  header: {
    eyebrow: "Wir sind für Sie da",
    title: "Kontakt",
    intro: `Sie haben Fragen zu unseren Leistungen oder suchen kurzfristig Unterstützung für Ihre Apotheke? Rufen Sie uns an oder schreiben Sie uns – wir sind ${siteConfig.openingHours} für Sie erreichbar.`,
  },
  cards: {
    address: { title: "Adresse" },
    phone: { title: "Telefon" },
    fax: { title: "Fax" },
    email: { title: "E-Mail", note: "Allgemeine Anfragen und Informationen" },
  },
  registration: {
    title: "Lieber gleich loslegen?",
    text: "Die Registrierung ist kostenlos – für Apotheken wie für Fachkräfte.",
    actions: [
      { label: "Als Apotheke registrieren", to: paths.ownerRegistration },
      { label: "Als Fachkraft registrieren", to: paths.staffRegistration },
    ] satisfies LinkAction[],
  },
};
