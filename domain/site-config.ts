/**
 * Every company fact the site and the e-mails show, in one place.
 *
 * The defaults are deliberately fictional (".example" addresses, placeholder register
 * numbers): replace them with the agency's real facts before going live. Pages, legal
 * texts, structured data and mails read them from here, never from literals of their own.
 */
export const siteConfig = {
  brandName: "apostaff",
  companyName: "apostaff Personaldienstleistungen GmbH (Beispielunternehmen)",
  blurb:
    "apostaff vermittelt Vertretungsapotheker/-innen, PTA und PKA an Apotheken in ganz Deutschland und bietet Boten- und Reinigungsdienste für Apotheken an – persönlich betreut aus Köln.",
  address: {
    street: "Musterstraße 12",
    postalCode: "50667",
    city: "Köln",
    region: "Nordrhein-Westfalen",
    country: "DE",
  },
  phones: [
    { label: "Zentrale", display: "0221 99999-100", href: "tel:+4922199999100" },
    { label: "Vermittlung", display: "0221 99999-200", href: "tel:+4922199999200" },
  ],
  fax: { display: "0221 99999-190" },
  emails: {
    info: "info@apostaff.example",
    // Receives courier and cleaning requests and other notifications for the agency.
    agency: "anfragen@apostaff.example",
    privacy: "datenschutz@apostaff.example",
  },
  managingDirector: "Erika Mustermann",
  // All zeros: clearly fictional, yet in the form invoices need (checked at start).
  taxNumber: "217/0000/0000",
  vatId: "DE000000000",
  /**
   * The account invoices ask to pay into; COMPANY_IBAN, COMPANY_BIC and COMPANY_BANK_NAME
   * replace it (server/config.ts). The default IBAN is all zeros with a valid checksum.
   */
  bank: {
    iban: "DE36000000000000000000",
    bic: "EXMPDEK1XXX",
    name: "Beispielbank Köln (fiktiv)",
  },
  registerCourt: "Amtsgericht Köln",
  registerNumber: "HRB 000000 (Beispiel)",
  supervisoryNote:
    "Erlaubnis zur Arbeitnehmerüberlassung nicht erforderlich: apostaff vermittelt freiberufliche Dienstleister.",
  /**
   * Store addresses of an app in the App Store and Google Play, if the agency ever
   * publishes one there. Unset, the footer's badges lead to /app, which explains
   * installing the site itself as an app (docs/decisions/0055-installable-app.md).
   */
  appStores: {
    ios: undefined as string | undefined,
    android: undefined as string | undefined,
  },
  social: [
    { name: "Instagram", href: "https://www.instagram.com/apostaff.example" },
    { name: "LinkedIn", href: "https://www.linkedin.com/company/apostaff-example" },
    { name: "Facebook", href: "https://www.facebook.com/apostaff.example" },
  ],
  chat: { name: "WhatsApp", href: "https://wa.me/4922199999100" },
  developerCredit: { name: "apostaff Produktteam", href: "/ueber-uns" },
  openingHours: "Mo–Fr 8:00–18:00 Uhr",
  foundedYear: 2024,
} as const;

export type SiteConfig = typeof siteConfig;
