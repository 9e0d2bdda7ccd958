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
  adminStaff: "/admin/personal",
  adminOrders: "/admin/suchauftraege",
  adminRequests: "/admin/anfragen",
  adminEmails: "/admin/e-mails",
  adminAudit: "/admin/protokoll",
  adminInvoices: "/admin/rechnungen",
  adminPrices: "/admin/preise",
  account: "/konto",
  /** A search alert's unsubscribe link (alert mails; also the RFC 8058 one-click POST). */
  alertUnsubscribe: "/benachrichtigung-abmelden",
  accountProfile: "/konto/profil",
  /** "Meine Einsätze": placements of the logged-in owner or staff member. */
  accountPlacements: "/konto/einsaetze",
  adminPlacements: "/admin/einsaetze",
} as const;

/** Query parameters the server puts on links to pages (redirects after e-mail links). */
export const pageParams = {
  /** /Activation: the link was used before and the account is active. */
  alreadyActive: "bereits-aktiv",
  /** /konto: a notice after an e-mail change link (`email-bestaetigt`, `email-link-ungueltig`). */
  accountNotice: "hinweis",
} as const;

export type SitePath = (typeof paths)[keyof typeof paths];
