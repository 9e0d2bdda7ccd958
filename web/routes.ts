import { index, type RouteConfig, route } from "@react-router/dev/routes";

/** Every page of the site; keep web/route-manifest.ts in step. */
export default [
  index("routes/home.tsx"),
  route("services", "routes/services.tsx"),
  route("kontakt", "routes/contact.tsx"),
  route("ueber-uns", "routes/about.tsx"),
  route("datenschutz", "routes/privacy.tsx"),
  route("impressum", "routes/imprint.tsx"),
  route("agb", "routes/terms.tsx"),
  route("agb/apothekeninhaber", "routes/terms-owners.tsx"),
  route("agb/dienstleister", "routes/terms-providers.tsx"),
  route("Jetzt-registrieren", "routes/register-now.tsx"),
  route("Activation", "routes/activation.tsx"),
  route("resend", "routes/resend.tsx"),
  route("arbeitsangebote-erstellen", "routes/job-create.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
