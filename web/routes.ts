import { index, type RouteConfig, route } from "@react-router/dev/routes";

/** Every page of the site; keep web/route-manifest.ts in step. */
export default [
  index("routes/home.tsx"),
  route("services/boten-service", "routes/courier-service.tsx"),
  route("services/reinigung-service", "routes/cleaning-service.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
