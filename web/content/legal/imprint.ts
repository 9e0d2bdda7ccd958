// Template text written from docs/product.md; it must be checked by a lawyer before going live.
//
// Imprint (/impressum) with the information § 5 DDG (Digitale-Dienste-Gesetz, formerly § 5 TMG)
// and § 18 Abs. 2 MStV ask for. Every company fact comes from siteConfig.
// Note: the EU online dispute resolution platform was shut down on 20 July 2025
// (Regulation (EU) 2024/3228), so the imprint no longer links to it.
import { siteConfig } from "../../../domain/site-config";
import type { ContentPage } from "./content-page";

const { address } = siteConfig;
const postalAddress = `${siteConfig.companyName}\n${address.street}\n${address.postalCode} ${address.city}`;
const phoneLines = siteConfig.phones.map((phone) => `Telefon (${phone.label}): ${phone.display}`);

export const imprint: ContentPage = {
  title: "Impressum",
  updated: "Stand: 21. November 2026",
  intro: `Angaben zum Anbieter dieser Website und der Apps von ${siteConfig.brandName}.`,
  sections: [
    {
      title: "Angaben gemäß § 5 DDG",
      paragraphs: [
        postalAddress,
        `${siteConfig.brandName} vermittelt Apothekerinnen und Apotheker, PTA und PKA an Apotheken und bietet Boten- und Reinigungsdienste für Apotheken an.`,
      ],
    },
    {
      title: "Vertreten durch",
      paragraphs: [`Geschäftsführung: ${siteConfig.managingDirector}`],
    },
    {
      title: "Kontakt",
      paragraphs: [
        [
          ...phoneLines,
          `Telefax: ${siteConfig.fax.display}`,
          `E-Mail: ${siteConfig.emails.info}`,
        ].join("\n"),
        `Erreichbarkeit: ${siteConfig.openingHours}. Für Fragen zum Datenschutz schreiben Sie bitte an ${siteConfig.emails.privacy}.`,
      ],
      button: { label: "Zur Kontaktseite", to: "/kontakt" },
    },
    {
      title: "Registereintrag",
      paragraphs: [
        `Eintragung im Handelsregister.\nRegistergericht: ${siteConfig.registerCourt}\nRegisternummer: ${siteConfig.registerNumber}`,
      ],
    },
    {
      title: "Umsatzsteuer-ID und Steuernummer",
      paragraphs: [
        `Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: ${siteConfig.vatId}\nSteuernummer: ${siteConfig.taxNumber}`,
      ],
    },
    {
      title: "Hinweis zur Tätigkeit",
      paragraphs: [
        siteConfig.supervisoryNote,
        "Die vermittelten Apothekerinnen und Apotheker unterliegen dem Berufsrecht der jeweils zuständigen Apothekerkammer. Die Verträge über ihre Tätigkeit schließen sie unmittelbar mit den Apotheken.",
      ],
    },
    {
      title: "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV",
      paragraphs: [
        `${siteConfig.managingDirector}\n${address.street}\n${address.postalCode} ${address.city}`,
      ],
    },
    {
      title: "Verbraucherstreitbeilegung",
      paragraphs: [
        "Die Plattform der Europäischen Kommission zur Online-Streitbeilegung (OS-Plattform) wurde zum 20. Juli 2025 eingestellt. Beschwerden und Anliegen können Sie jederzeit direkt an uns richten; unsere E-Mail-Adresse finden Sie oben unter „Kontakt“.",
        "Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle im Sinne des Verbraucherstreitbeilegungsgesetzes (VSBG) teilzunehmen.",
      ],
    },
    {
      title: "Haftung für Inhalte",
      paragraphs: [
        "Die Inhalte dieser Website wurden mit größter Sorgfalt erstellt. Für die Richtigkeit, Vollständigkeit und Aktualität der Inhalte übernehmen wir jedoch keine Gewähr. Als Diensteanbieter sind wir für eigene Inhalte auf diesen Seiten nach den allgemeinen Gesetzen verantwortlich.",
        "Für fremde Informationen, die Nutzerinnen und Nutzer auf der Plattform bereitstellen, etwa Suchaufträge von Apotheken oder Profilangaben von Dienstleistern, gelten die Haftungsbeschränkungen der Art. 4 bis 6 der Verordnung (EU) 2022/2065 (Digital Services Act). Nach Art. 8 dieser Verordnung sind wir nicht verpflichtet, übermittelte oder gespeicherte fremde Informationen allgemein zu überwachen oder aktiv nach Umständen zu forschen, die auf eine rechtswidrige Tätigkeit hinweisen.",
        "Verpflichtungen zur Entfernung oder Sperrung der Nutzung von Informationen nach den allgemeinen Gesetzen bleiben hiervon unberührt. Sobald wir von einer konkreten Rechtsverletzung Kenntnis erlangen, entfernen wir die betreffenden Inhalte umgehend. Hinweise auf rechtswidrige Inhalte nehmen wir unter der oben genannten E-Mail-Adresse entgegen.",
      ],
    },
    {
      title: "Haftung für Links",
      paragraphs: [
        "Unsere Website enthält Links zu externen Websites Dritter, etwa zu App-Stores, sozialen Netzwerken und einem Messenger-Dienst, auf deren Inhalte wir keinen Einfluss haben. Für diese fremden Inhalte übernehmen wir keine Gewähr; verantwortlich ist stets der jeweilige Anbieter oder Betreiber der verlinkten Seiten.",
        "Die verlinkten Seiten wurden zum Zeitpunkt der Verlinkung auf mögliche Rechtsverstöße überprüft; rechtswidrige Inhalte waren nicht erkennbar. Eine ständige inhaltliche Kontrolle der verlinkten Seiten ist ohne konkrete Anhaltspunkte einer Rechtsverletzung nicht zumutbar. Bei Bekanntwerden von Rechtsverletzungen entfernen wir derartige Links umgehend.",
      ],
    },
    {
      title: "Urheberrecht",
      paragraphs: [
        "Die auf dieser Website veröffentlichten Inhalte, Texte, Grafiken, Bilder und Gestaltungen unterliegen dem deutschen Urheberrecht. Vervielfältigung, Bearbeitung, Verbreitung und jede Art der Verwertung außerhalb der Grenzen des Urheberrechts bedürfen der vorherigen schriftlichen Zustimmung des jeweiligen Rechteinhabers. Downloads und Kopien dieser Seite sind nur für den privaten, nicht kommerziellen Gebrauch gestattet.",
        "Soweit Inhalte auf dieser Seite nicht von uns erstellt wurden, beachten wir die Urheberrechte Dritter und kennzeichnen Inhalte Dritter als solche. Sollten Sie trotzdem auf eine Urheberrechtsverletzung aufmerksam werden, bitten wir um einen entsprechenden Hinweis. Bei Bekanntwerden von Rechtsverletzungen entfernen wir derartige Inhalte umgehend.",
      ],
    },
  ],
};
