import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Role } from "../../domain/enums";
import { messagesEn } from "../../domain/messages/en";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { HttpError } from "../http/http-error";
import { ROLE_CHECK, registerRouteAuth } from "./route-auth";
import {
  clearSessionCookie,
  SIGNED_IN_MARKER_COOKIE,
  sessionToken,
  setSessionCookie,
} from "./session-cookie";
import { validateSession } from "./sessions";

/** The logged-in person, as routes behind `requireRole` see them. */
export interface AuthenticatedAccount {
  id: string;
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  sessionId: string;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set by `requireRole`; null on routes without it. Read it with `accountOf`. */
    account: AuthenticatedAccount | null;
  }
}

/**
 * The account `requireRole` let through: the one way a handler reads who is asking.
 * Behind `requireRole` it is always there; on a route without the guard it answers 401
 * instead of failing on a missing value.
 */
export function accountOf(request: FastifyRequest): AuthenticatedAccount {
  if (!request.account) throw new HttpError(401, messagesEn["auth.unauthenticated"]);
  return request.account;
}

/**
 * Cookie parsing, `request.account` and the route guards (route-auth.ts); once, in
 * buildApp, before any route.
 */
export async function registerAuth(app: FastifyInstance): Promise<void> {
  await app.register(cookie);
  app.decorateRequest("account", null);
  registerRouteAuth(app);
}

export interface AuthContext {
  db: Database;
  config: Pick<Config, "secureCookies">;
}

/**
 * The session check for protected routes: `{ onRequest: requireRole(context, "admin") }`,
 * the one slot for it, so it runs before the body is read (route-auth.ts refuses any
 * other slot). No or an expired session: 401; logged in with another role: 403.
 * Without roles, any logged-in account passes. Also renews a sliding session's cookie.
 */
export function requireRole(context: AuthContext, ...roles: Role[]) {
  return Object.assign(checkSessionFor(context, roles), { [ROLE_CHECK]: roles });
}

function checkSessionFor(context: AuthContext, roles: Role[]) {
  return async function checkSession(request: FastifyRequest, reply: FastifyReply) {
    const token = sessionToken(request);
    const valid = token ? await validateSession(context.db, token) : undefined;
    if (!valid) {
      // Also forgets a stale signed-in marker, so the site stops asking.
      if (token || request.cookies[SIGNED_IN_MARKER_COOKIE])
        clearSessionCookie(reply, context.config);
      throw new HttpError(401, messagesEn["auth.unauthenticated"]);
    }
    if (valid.renewed && valid.session.persistent && token) {
      setSessionCookie(reply, context.config, {
        token,
        expiresAt: valid.session.expiresAt,
        persistent: true,
      });
    }
    request.account = {
      id: valid.user.id,
      email: valid.user.email,
      role: valid.user.role,
      firstName: valid.user.firstName,
      lastName: valid.user.lastName,
      sessionId: valid.session.id,
    };
    if (roles.length > 0 && !roles.includes(valid.user.role)) {
      throw new HttpError(403, messagesEn["auth.forbidden"]);
    }
  };
}
