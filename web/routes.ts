import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { paths } from "../domain/paths";

/** Every page of the site; domain/route-manifest.ts lists them for the prerender (a test compares). */
export default [
  index("routes/home.tsx"),
  route("services/boten-service", "routes/courier-service.tsx"),
  route("services/reinigung-service", "routes/cleaning-service.tsx"),
  route(paths.ownerRegistration, "routes/owner-registration.tsx"),
  // One page under both spellings (docs/product.md, "Pages").
  route(paths.staffRegistration, "routes/staff-registration.tsx", { id: "staff-registration" }),
  route("/Vertretungsapotheker", "routes/staff-registration.tsx", {
    id: "staff-registration-capital",
  }),
  route(paths.login, "routes/login.tsx"),
  route(paths.jobSearchLogin, "routes/job-search-login.tsx"),
  route(paths.forgotPassword, "routes/forgot-password.tsx"),
  route(paths.resetPassword, "routes/reset-password.tsx"),
  route(paths.resend, "routes/resend.tsx"),
  route(paths.activation, "routes/activation.tsx"),
  route("services", "routes/services.tsx"),
  route("kontakt", "routes/contact.tsx"),
  route("ueber-uns", "routes/about.tsx"),
  route("datenschutz", "routes/privacy.tsx"),
  route("impressum", "routes/imprint.tsx"),
  route("agb", "routes/terms.tsx"),
  route("agb/apothekeninhaber", "routes/terms-owners.tsx"),
  route("agb/dienstleister", "routes/terms-providers.tsx"),
  route("Jetzt-registrieren", "routes/register-now.tsx"),
  route(paths.jobSearch, "routes/job-search.tsx"),
  route(paths.jobCreate, "routes/job-create.tsx"),
  // Operator console: one layout (navigation, access message) around its sections.
  layout("components/admin/admin-layout.tsx", [
    route(paths.admin, "routes/admin/overview.tsx"),
    route(paths.adminOwners, "routes/admin/owners.tsx"),
    route(paths.adminStaff, "routes/admin/staff.tsx"),
    route(paths.adminOwnerDetail, "routes/admin/owner-detail.tsx"),
    route(paths.adminStaffDetail, "routes/admin/staff-detail.tsx"),
    route(paths.adminOrders, "routes/admin-search-orders.tsx"),
    route(paths.adminRequests, "routes/admin/requests.tsx"),
    route(paths.adminEmails, "routes/admin/emails.tsx"),
    route(paths.adminAudit, "routes/admin/audit.tsx"),
    route(paths.adminPlacements, "routes/admin/placements.tsx"),
    route(paths.adminInvoices, "routes/admin/invoices.tsx"),
    route(paths.adminPrices, "routes/admin/prices.tsx"),
    route(paths.adminFigures, "routes/admin/figures.tsx"),
  ]),
  route(paths.account, "routes/account/account.tsx"),
  route(paths.accountProfile, "routes/account/staff-profile.tsx"),
  route(paths.accountPlacements, "routes/account/placements.tsx"),
  route(paths.alertUnsubscribe, "routes/alert-unsubscribe.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
