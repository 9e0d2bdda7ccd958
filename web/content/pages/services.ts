// German texts of the services overview (/services): intro, the two audience cards and
// the courier and cleaning carousels (docs/product.md, "Pages").
import { SUBSTITUTE_PAYMENT_WEEKS } from "../../../domain/limits";
import { paths } from "../../../domain/paths";
import { images, type SiteImage } from "../../assets/images";
import type { LinkAction, PageMetaText } from "./types";

export interface AudienceCard {
  id: string;
  title: string;
  text: string;
  listLabel: string;
  items: string[];
  action: LinkAction;
}

export interface CarouselSlide {
  image: SiteImage;
  title: string;
  text: string;
}

export interface ServiceCarousel {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  slides: CarouselSlide[];
  action: LinkAction;
}

export const servicesContent = {
  meta: {
    title: "Services für Apotheken und Fachkräfte",
    description:
      "Vertretungsapotheker/-innen, PTA und PKA, Stellenanzeigen, Boten-Service und Reinigung-Service für Apotheken – kostenlos registrieren und passende Unterstützung finden.",
  } satisfies PageMetaText,
  header: {
    eyebrow: "Services",
    title: "Unsere Services für Apotheken und Fachkräfte",
    intro:
      "Personalengpässe durch Urlaub, Krankheit oder Notdienst? Wir vermitteln Vertretungsapotheker/-innen, PTA und PKA, die Ihre Apotheke kurzfristig und zuverlässig vertreten – und entlasten Sie mit unserem Boten- und Reinigungsservice.",
  },
  audiences: [
    {
      id: "fuer-apothekeninhaber",
      title: "Für Apothekeninhaber/-innen",
      text: "Finden Sie Unterstützung für Ihre Apotheke. Die Nutzung ist kostenlos, eine Gebühr fällt nur bei erfolgreicher Vermittlung an.",
      listLabel: "Unsere Leistungen für Sie:",
      items: [
        "Vertretungsapotheker/-innen, PKA und PTA",
        "Stellenanzeigen",
        "Boten-Service",
        "Reinigungskräfte",
      ],
      action: { label: "Jetzt kostenlos registrieren", to: paths.ownerRegistration },
    },
    {
      id: "fuer-fachkraefte",
      title: "Für Vertretungsapotheker/-innen, PTA und PKA",
      text: "Arbeiten Sie, wann und wo es zu Ihnen passt. Registrieren Sie sich kostenlos und erhalten Sie Angebote unserer Partnerapotheken.",
      listLabel: "Ihre Vorteile:",
      items: [
        "Flexible Einsätze tage-, wochen- oder monatsweise",
        "Erfahrung mit verschiedenen Apothekensystemen",
        "Gute Stundensätze",
        `Auszahlung innerhalb von ${SUBSTITUTE_PAYMENT_WEEKS} Wochen nach Ende der Vertretung`,
      ],
      action: { label: "Jetzt kostenlos registrieren", to: paths.staffRegistration },
    },
  ] satisfies AudienceCard[],
  courier: {
    id: "boten-service",
    eyebrow: "Lieferung",
    title: "Boten-Service",
    intro:
      "Ihre Kundschaft erhält ihre Arzneimittel schnell und sicher nach Hause – von Botinnen und Boten, die den Umgang mit Medikamenten kennen.",
    slides: [
      {
        image: images.courier.ebike,
        title: "Per E-Bike oder Auto",
        text: "Schnell durch die Stadt, flexibel im Umland.",
      },
      {
        image: images.courier.cooling,
        title: "Kühlkette gesichert",
        text: "Kühlpflichtige Arzneimittel bleiben bis zur Übergabe im richtigen Temperaturbereich.",
      },
      {
        image: images.courier.doorstep,
        title: "Bis an die Haustür",
        text: "Diskrete Zustellung an Ihre Kundinnen und Kunden.",
      },
      {
        image: images.courier.route,
        title: "Planbare Touren",
        text: "Feste Lieferzeiten in Ihrem Liefergebiet.",
      },
      {
        image: images.courier.van,
        title: "Mit oder ohne Fahrzeug",
        text: "Wir nutzen Ihre vorhandene Lieferausstattung oder bringen eigene mit.",
      },
      {
        image: images.courier.receipt,
        title: "Quittierte Übergabe",
        text: "Jede Lieferung wird bestätigt – nachvollziehbar für Sie.",
      },
    ],
    action: { label: "Jetzt beantragen", to: paths.courierService },
  } satisfies ServiceCarousel,
  cleaning: {
    id: "reinigung-service",
    eyebrow: "Hygiene",
    title: "Reinigung-Service",
    intro:
      "Saubere Räume schaffen Vertrauen. Unsere Reinigungskräfte kennen die Hygieneanforderungen von Apotheken und arbeiten nach einem festen Plan.",
    slides: [
      {
        image: images.cleaning.salesroom,
        title: "Verkaufsraum und Offizin",
        text: "Böden, Tresen und Kassenbereich – gepflegt für Ihre Kundschaft.",
      },
      {
        image: images.cleaning.shelves,
        title: "Regale und Sichtwahl",
        text: "Staubfreie Regale und ordentliche Auslagen.",
      },
      {
        image: images.cleaning.lab,
        title: "Labor und Rezeptur",
        text: "Gründliche Reinigung nach Ihrem Hygieneplan.",
      },
      {
        image: images.cleaning.windows,
        title: "Schaufenster und Eingang",
        text: "Ein einladender erster Eindruck.",
      },
      {
        image: images.cleaning.plan,
        title: "Nach festem Plan",
        text: "Feste Intervalle, abgestimmt auf Ihre Öffnungszeiten.",
      },
    ],
    action: { label: "Jetzt beantragen", to: paths.cleaningService },
  } satisfies ServiceCarousel,
};
