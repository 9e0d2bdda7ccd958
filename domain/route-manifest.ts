import { paths } from "./paths";

/**
 * Which addresses are prerendered to HTML at build time, and which exist only in the
 * browser. The build (react-router.config.ts) and the server (site-pages.ts) both read
 * this list; web/route-manifest.test.ts fails when it and web/routes.ts differ.
 */
export const NOT_FOUND_PRERENDER_PATH = "/404";

export const prerenderedPaths: readonly string[] = [
  paths.home,
  paths.courierService,
  paths.cleaningService,
  paths.ownerRegistration,
  paths.staffRegistration,
  // The staff page's second spelling (docs/product.md, "Pages").
  "/Vertretungsapotheker",
  paths.login,
  paths.jobSearchLogin,
  paths.forgotPassword,
  paths.resetPassword,
  paths.resend,
  paths.activation,
  paths.services,
  paths.contact,
  paths.about,
  paths.privacy,
  paths.imprint,
  paths.terms,
  paths.termsOwners,
  paths.termsProviders,
  paths.registerNow,
  paths.jobSearch,
  paths.jobCreate,
  paths.app,
  paths.offline,
  // Operator console and own account: prerendered shells that load data in the browser.
  paths.admin,
  paths.adminOwners,
  paths.adminStaff,
  paths.adminOwnerDetail,
  paths.adminStaffDetail,
  paths.adminRequests,
  paths.adminEmails,
  paths.adminOrders,
  paths.adminAudit,
  paths.adminInvoices,
  paths.adminPrices,
  paths.adminFigures,
  paths.account,
  paths.accountProfile,
  paths.accountPlacements,
  paths.adminPlacements,
  paths.alertUnsubscribe,
  paths.workedDaysAnswer,
  NOT_FOUND_PRERENDER_PATH,
];

/**
 * Pages whose code starts at the visitor's first interaction rather than right after
 * the first paint (docs/decisions/0022): the entry pages with the tightest budgets
 * (scripts/audit-web-report.ts). They show nothing that needs the code to appear; every
 * other page starts its code after the first paint (pages that load data, the console).
 */
export const startOnIntentPaths: readonly string[] = [
  paths.home,
  paths.services,
  paths.ownerRegistration,
  paths.staffRegistration,
  "/Vertretungsapotheker",
  paths.courierService,
  paths.cleaningService,
];
