// German texts of the about page (/ueber-uns): who the agency is, its services and the
// situations in which it sends substitutes (docs/product.md, "Pages").

import { paths } from "../../../domain/paths";
import { siteConfig } from "../../../domain/site-config";
import type { LinkAction, PageMetaText } from "./types";

const brand = siteConfig.brandName;

export interface Situation {
  title: string;
  text: string;
}

export const aboutContent = {
  meta: {
    title: "Über uns",
    description: `${brand} aus ${siteConfig.address.city}: Personalvermittlung und Apothekenvertretung für Apotheken – Vertretungsapotheker/-innen, PTA, PKA, Boten- und Reinigungsservice.`,
  } satisfies PageMetaText,
  header: {
    eyebrow: "Über uns",
    title: `Über ${brand}`,
    intro: `${brand} ist Ihr Partner für Personalvermittlung und Apothekenvertretung mit Sitz in ${siteConfig.address.city}. Wir bringen Apotheken und qualifizierte Fachkräfte zusammen – schnell, persönlich und verlässlich.`,
  },
  imageAlt: `Drei Mitglieder des ${brand}-Teams – eine Apothekerin, ein Apotheker im weißen Kittel und eine PTA – vor der Kölner Stadtsilhouette mit Dom und Rheinbrücke.`,
  story: {
    title: "Wer wir sind",
    paragraphs: [
      `Wir kennen den Apothekenalltag: Ein Krankheitsfall, der Sommerurlaub oder der nächste Notdienst – und plötzlich fehlt eine Fachkraft. Deshalb haben wir ${brand} gegründet: eine Plattform, auf der Apotheken schnell die passende Vertretung finden und Vertretungsapotheker/-innen, PTA und PKA Einsätze, die zu ihrem Leben passen.`,
      `Von ${siteConfig.address.city} aus betreuen wir Apotheken in ganz Deutschland. Jede Fachkraft prüfen wir vor der Freischaltung persönlich, und jede Vermittlung begleiten wir, bis die Zusammenarbeit steht. Für Apotheken ist die Nutzung kostenlos; eine Vermittlungsgebühr fällt nur bei Erfolg an.`,
    ],
  },
  services: {
    title: "Unsere Leistungen",
    items: [
      "Vermittlung von Vertretungsapotheker/-innen",
      "Vermittlung von PTA und PKA",
      "Stellenanzeigen und Suchaufträge für Apotheken",
      "Boten-Service für die Zustellung von Arzneimitteln",
      "Reinigung-Service für Verkaufsraum, Labor und Sozialräume",
    ],
  },
  situations: {
    title: "Wann wir für Sie einspringen",
    intro: "Wir bieten Vertretungen und Unterstützung in diesen Situationen an:",
    items: [
      {
        title: "Urlaubsvertretung",
        text: "Planbar und rechtzeitig – damit Ihr Team den Urlaub wirklich genießen kann.",
      },
      {
        title: "Krankheitsvertretung",
        text: "Kurzfristige Hilfe, wenn jemand unerwartet ausfällt.",
      },
      {
        title: "Notdienst",
        text: "Erfahrene Kräfte für Nacht-, Wochenend- und Feiertagsdienste.",
      },
      {
        title: "Botendienst",
        text: "Zuverlässige Zustellung von Arzneimitteln an Ihre Kundschaft.",
      },
      {
        title: "Reinigung",
        text: "Saubere, hygienische Räume nach einem festen Plan.",
      },
    ] satisfies Situation[],
  },
  closing: {
    title: "Lernen Sie uns kennen",
    text: "Erzählen Sie uns, was Ihre Apotheke braucht – wir melden uns mit einem passenden Vorschlag.",
    actions: [
      { label: "Kontakt aufnehmen", to: paths.contact },
      { label: "Unsere Services", to: paths.services },
    ] satisfies LinkAction[],
  },
};
