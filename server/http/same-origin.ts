import type { FastifyInstance } from "fastify";
import { HttpError } from "./http-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** What a browser says of a request its own page sent, or one the person typed. */
const OWN_SITE = new Set(["same-origin", "none"]);

/**
 * A state-changing request that carries cookies must come from our own pages
 * (docs/decisions/0028-route-guards-in-one-place.md). SameSite=Lax lets a sibling
 * subdomain's POST carry the session cookie; Sec-Fetch-Site tells "same-site" from
 * "same-origin", and Origin is checked where a browser sends no Sec-Fetch-Site.
 * Requests without either (apps, scripts) carry no ambient authority of a browser and
 * pass; requests without cookies have nothing to forge.
 */
export function registerSameOriginCheck(app: FastifyInstance, allowedOrigins: string[]): void {
  const allowed = new Set(allowedOrigins);
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.headers.cookie) return;
    const site = request.headers["sec-fetch-site"];
    if (site !== undefined) {
      if (OWN_SITE.has(site)) return;
      throw new HttpError(403, "Cross-site request refused");
    }
    const origin = request.headers.origin;
    if (origin !== undefined && !allowed.has(origin)) {
      throw new HttpError(403, "Cross-site request refused");
    }
  });
}
