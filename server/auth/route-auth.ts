import type { FastifyInstance, RouteOptions } from "fastify";

/** Marks the hook function `requireRole` answers, so routes using it can be found. */
export const ROLE_CHECK = Symbol("apostaff.roleCheck");

declare module "fastify" {
  interface FastifyContextConfig {
    /** Set for routes behind `requireRole`: their answers belong to one person. */
    private?: boolean;
  }
}

const LATER_HOOKS = ["preParsing", "preValidation", "preHandler"] as const;

function isRoleCheck(hook: unknown): boolean {
  return typeof hook === "function" && ROLE_CHECK in hook;
}

function asList<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

/**
 * Authentication comes first (docs/decisions/0028-route-guards-in-one-place.md):
 * `requireRole` has one slot, `onRequest`, so an anonymous request is refused with 401
 * before its body is read or validated. A check put in a later slot (preParsing,
 * preValidation, preHandler) would run after validation, so such a route is refused
 * when it is registered and the app does not start. A guarded route is marked private
 * (its answers are never cached).
 */
function authenticateFirst(route: RouteOptions): void {
  for (const stage of LATER_HOOKS) {
    if (asList(route[stage] as unknown).some(isRoleCheck)) {
      throw new Error(
        `${String(route.method)} ${route.url}: requireRole belongs in onRequest, not ${stage}`,
      );
    }
  }
  if (!asList(route.onRequest as unknown).some(isRoleCheck)) return;
  route.config = { ...route.config, private: true };
}

/**
 * Private answers are not stored by browsers or proxies: routes behind `requireRole`,
 * answers that set a cookie, and any API answer that does not say otherwise.
 */
function registerNoStore(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    const personal = request.routeOptions.config?.private === true || reply.hasHeader("set-cookie");
    if (personal || (request.url.startsWith("/api/") && !reply.hasHeader("cache-control"))) {
      reply.header("cache-control", "no-store");
    }
    return payload;
  });
}

/** The route guards keyed on a route's authentication; once, before any route. */
export function registerRouteAuth(app: FastifyInstance): void {
  app.addHook("onRoute", authenticateFirst);
  registerNoStore(app);
}
