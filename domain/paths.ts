/** Every page address of the site, so links never spell a path twice. */
export const paths = {
  home: "/",
  services: "/services",
  courierService: "/services/boten-service",
  cleaningService: "/services/reinigung-service",
  ownerRegistration: "/apothekeninhaber",
  staffRegistration: "/vertretungsapotheker",
  contact: "/kontakt",
  about: "/ueber-uns",
  privacy: "/datenschutz",
  imprint: "/impressum",
  terms: "/agb",
  termsOwners: "/agb/apothekeninhaber",
  termsProviders: "/agb/dienstleister",
  registerNow: "/Jetzt-registrieren",
  jobSearchLogin: "/arbeitsangebote-suchen",
  jobSearch: "/arbeitsangebote-suchen/2",
  jobCreate: "/arbeitsangebote-erstellen",
  activation: "/Activation",
  resend: "/resend",
  login: "/login",
  forgotPassword: "/passwort-vergessen",
  resetPassword: "/passwort-zuruecksetzen",
  admin: "/admin",
  adminOwners: "/admin/apotheken",
  /** One owner's detail page; the account id in `?id=` (docs/decisions/0038). */
  adminOwnerDetail: "/admin/apotheken/details",
  adminStaff: "/admin/personal",
  /** One staff member's detail page; the account id in `?id=` (docs/decisions/0038). */
  adminStaffDetail: "/admin/personal/details",
  adminOrders: "/admin/suchauftraege",
  adminRequests: "/admin/anfragen",
  adminEmails: "/admin/e-mails",
  adminAudit: "/admin/protokoll",
  adminInvoices: "/admin/rechnungen",
  adminPrices: "/admin/preise",
  adminFigures: "/admin/kennzahlen",
  account: "/konto",
  /** A search alert's unsubscribe link (alert mails; also the RFC 8058 one-click POST). */
  alertUnsubscribe: "/benachrichtigung-abmelden",
  /** The owner's link to confirm or dispute a staff member's worked days (no login). */
  workedDaysAnswer: "/arbeitstage-bestaetigen",
  accountProfile: "/konto/profil",
  /** "Meine Einsätze": placements of the logged-in owner or staff member. */
  accountPlacements: "/konto/einsaetze",
  adminPlacements: "/admin/einsaetze",
  /** How to install the site as an app (the footer's "Unsere App"). */
  app: "/app",
  /** What the service worker shows when a page cannot be loaded (public/sw.js). */
  offline: "/offline",
} as const;

/** Query parameters the server puts on links to pages (redirects after e-mail links). */
export const pageParams = {
  /** /Activation: the link was used before and the account is active. */
  alreadyActive: "bereits-aktiv",
  /** /konto: a notice after an e-mail change link (`email-bestaetigt`, `email-link-ungueltig`). */
  accountNotice: "hinweis",
  /** The console's detail pages: the account's id. */
  accountId: "id",
} as const;

export type SitePath = (typeof paths)[keyof typeof paths];

/**
 * The console's detail page of an owner or staff account. The id travels in the query:
 * the console's pages are prerendered shells, one per path (docs/decisions/0038).
 */
export function adminAccountDetailPath(role: "pharmacy_owner" | "pharmacist", id: string): string {
  const page = role === "pharmacy_owner" ? paths.adminOwnerDetail : paths.adminStaffDetail;
  return `${page}?${new URLSearchParams({ [pageParams.accountId]: id })}`;
}
