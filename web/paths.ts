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
  adminSearchOrders: "/admin/suchauftraege",
} as const;

export type SitePath = (typeof paths)[keyof typeof paths];
