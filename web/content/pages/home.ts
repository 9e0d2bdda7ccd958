// German texts of the home page (/). docs/product.md, "Pages": the hero headline, the
// six tiles, the three service cards, the two how-to sections and the closing banner.

import { SEARCH_ORDER_ACCEPT_WORKING_DAYS, SUBSTITUTE_PAYMENT_WEEKS } from "../../../domain/limits";
import { paths } from "../../../domain/paths";
import { siteConfig } from "../../../domain/site-config";
import type { LinkAction, PageMetaText, Step } from "./types";

export type TileIcon = "users" | "badge" | "pill" | "pharmacy" | "truck" | "sparkles";

export interface Tile {
  title: string;
  text: string;
  to: string;
  icon: TileIcon;
}

export interface ServiceCard {
  title: string;
  text: string;
  icon: TileIcon;
}

export interface HowTo {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  steps: Step[];
  action: LinkAction;
}

export const homeContent = {
  meta: {
    title: `${siteConfig.brandName} – Vertretungsapotheker, PTA und PKA für Ihre Apotheke in Köln`,
    description: `${siteConfig.brandName} vermittelt Vertretungsapotheker/-innen, PTA und PKA an Apotheken und bietet Boten- und Reinigungsservice – kostenlos registrieren, Gebühr nur bei erfolgreicher Vermittlung.`,
  } satisfies PageMetaText,
  hero: {
    eyebrow: `Personalvermittlung für Apotheken in ${siteConfig.address.city}`,
    title: "Wir bringen die richtigen Menschen mit den richtigen Apotheken zusammen",
    text: "Vertretungsapotheker/-innen, PTA und PKA für Urlaub, Krankheit und Notdienst – dazu Boten- und Reinigungsservice für Ihre Apotheke.",
    action: { label: "Jetzt registrieren", to: paths.services } satisfies LinkAction,
    secondaryAction: { label: "Kontakt aufnehmen", to: paths.contact } satisfies LinkAction,
    highlights: [
      "Kostenlose Registrierung",
      "Gebühr nur bei erfolgreicher Vermittlung",
      `Auszahlung innerhalb von ${SUBSTITUTE_PAYMENT_WEEKS} Wochen`,
    ],
    imageAlt:
      "Eine Apothekerin im weißen Kittel und ein Apothekeninhaber mit Klemmbrett stehen lächelnd hinter dem Verkaufstresen einer Apotheke.",
  },
  tiles: {
    eyebrow: "Unsere Leistungen",
    title: "Alles, was Ihre Apotheke am Laufen hält",
    items: [
      {
        title: "Personal für Ihre Apotheke",
        text: "Vertretungen und Aushilfen, passend zu Ihrem Bedarf und Ihrem Team.",
        to: paths.services,
        icon: "users",
      },
      {
        title: "Vertretungsapotheker/-innen",
        text: "Flexible Einsätze tage-, wochen- oder monatsweise – kostenlos registrieren.",
        to: paths.staffRegistration,
        icon: "badge",
      },
      {
        title: "PKA & PTA",
        text: "Qualifizierte Fachkräfte für Offizin, Rezeptur und Warenwirtschaft.",
        to: paths.services,
        icon: "pill",
      },
      {
        title: "Apothekeninhaber/-innen",
        text: "Kostenlos registrieren und Suchaufträge für Ihre Apotheke erteilen.",
        to: paths.ownerRegistration,
        icon: "pharmacy",
      },
      {
        title: "Boten-Service",
        text: "Zuverlässige, diskrete Zustellung Ihrer Arzneimittel an Ihre Kundschaft.",
        to: paths.courierService,
        icon: "truck",
      },
      {
        title: "Reinigung-Service",
        text: "Saubere, hygienische Räume – nach einem Plan, der zu Ihnen passt.",
        to: paths.cleaningService,
        icon: "sparkles",
      },
    ] satisfies Tile[],
  },
  services: {
    eyebrow: "Für Apotheken",
    title: "Wir helfen, wenn es eng wird",
    intro:
      "Ob kurzfristiger Ausfall oder planbarer Bedarf: Sagen Sie uns, was Sie brauchen – wir melden uns mit einem passenden Angebot.",
    action: { label: "Jetzt Anfragen", to: paths.contact } satisfies LinkAction,
    items: [
      {
        title: "Personalengpässe durch Urlaub, Krankheit oder Notdienst",
        text: "Wir vermitteln kurzfristig erfahrene Vertretungsapotheker/-innen, PTA und PKA, die sich schnell in Ihre Abläufe und Ihr Warenwirtschaftssystem einfinden.",
        icon: "users",
      },
      {
        title: "Botendienst",
        text: "Unsere Botinnen und Boten liefern Arzneimittel zuverlässig und diskret an Ihre Kundschaft – auch gekühlt und mit quittierter Übergabe.",
        icon: "truck",
      },
      {
        title: "Reinigungskräfte",
        text: "Geschulte Reinigungskräfte halten Verkaufsraum, Labor und Sozialräume sauber – abgestimmt auf Ihre Öffnungszeiten.",
        icon: "sparkles",
      },
    ] satisfies ServiceCard[],
  },
  howToOwners: {
    id: "so-funktioniert-es-apotheken",
    eyebrow: "So funktioniert es",
    title: "Für Apothekeninhaber/-innen",
    intro: "In vier Schritten zur passenden Vertretung – die Nutzung der Plattform ist kostenlos.",
    steps: [
      {
        title: "Kostenlos registrieren",
        text: "Legen Sie Ihr Konto mit den Daten Ihrer Apotheke an und bestätigen Sie Ihre E-Mail-Adresse über den Link, den wir Ihnen senden.",
      },
      {
        title: "Suchauftrag erteilen",
        text: `Beschreiben Sie Zeitraum, Ort und Anforderungen und senden Sie den Auftrag mit „Zahlungspflichtig beauftragen“. Wir nehmen ihn innerhalb von ${SEARCH_ORDER_ACCEPT_WORKING_DAYS} Werktagen an.`,
      },
      {
        title: "Vorschlag erhalten",
        text: "Wir schlagen Ihnen per E-Mail eine passende Fachkraft vor. Nach Ihrer Bestätigung erhalten Sie die vollständigen Bewerbungsunterlagen.",
      },
      {
        title: "Nur bei Erfolg zahlen",
        text: "Eine Vermittlungsgebühr fällt nur an, wenn die Vermittlung erfolgreich ist.",
      },
    ],
    action: { label: "Jetzt kostenlos registrieren", to: paths.ownerRegistration },
  } satisfies HowTo,
  howToStaff: {
    id: "so-funktioniert-es-fachkraefte",
    eyebrow: "So funktioniert es",
    title: "Für Vertretungsapotheker/-innen, PTA und PKA",
    intro: "Arbeiten Sie, wann und wo es zu Ihnen passt – die Registrierung ist kostenlos.",
    steps: [
      {
        title: "Kostenlos registrieren",
        text: "Melden Sie sich mit Ihren Angaben und Ihrem Qualifikationsnachweis an.",
      },
      {
        title: "Prüfung und Bestätigung",
        text: "Wir prüfen Ihre Daten und senden Ihnen eine Bestätigung der Anmeldung per E-Mail.",
      },
      {
        title: "Angebote erhalten",
        text: "Partnerapotheken senden Ihnen passende Angebote – tage-, wochen- oder monatsweise, mit verschiedenen Apothekensystemen.",
      },
      {
        title: "Schnell bezahlt",
        text: `Gute Stundensätze und die Auszahlung innerhalb von ${SUBSTITUTE_PAYMENT_WEEKS} Wochen nach Ende der Vertretung.`,
      },
    ],
    action: { label: "Jetzt kostenlos registrieren", to: paths.staffRegistration },
  } satisfies HowTo,
  banner: {
    title: "Entdecken Sie unsere weitere Dienstleistungen!",
    text: "Boten-Service und Reinigung-Service entlasten Ihr Team im Alltag – mit Menschen, die Apotheken kennen.",
    action: { label: "Weitere Services", to: paths.services } satisfies LinkAction,
  },
};
