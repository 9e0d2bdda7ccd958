import type { FastifyReply, FastifyRequest } from "fastify";
import { COOKIES } from "../../domain/data-protection";
import type { Config } from "../config";

/** The session cookie's name; also named in the OpenAPI document (server/http/openapi.ts). */
export const SESSION_COOKIE = COOKIES.session;

/**
 * A readable marker beside the HttpOnly session cookie, holding no secret: it tells
 * the site that asking GET /api/auth/me is worth a request. Anonymous visitors (most
 * of them) then send none, and their consoles show no 401.
 */
export const SIGNED_IN_MARKER_COOKIE = COOKIES.signedIn;

/**
 * Sets the session cookie: HttpOnly (no script reads it), SameSite=Lax (not sent with
 * cross-site POSTs), Secure behind HTTPS. With "angemeldet bleiben" it lives until the
 * session expires; otherwise it is a browser-session cookie without Max-Age.
 */
export function setSessionCookie(
  reply: FastifyReply,
  config: Pick<Config, "secureCookies">,
  session: { token: string; expiresAt: Date; persistent: boolean },
): void {
  const lifetime = session.persistent
    ? { maxAge: Math.max(0, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000)) }
    : {};
  const common = { path: "/", sameSite: "lax", secure: config.secureCookies, ...lifetime } as const;
  reply.setCookie(SESSION_COOKIE, session.token, { ...common, httpOnly: true });
  reply.setCookie(SIGNED_IN_MARKER_COOKIE, "1", common);
}

export function clearSessionCookie(
  reply: FastifyReply,
  config: Pick<Config, "secureCookies">,
): void {
  const common = { path: "/", sameSite: "lax", secure: config.secureCookies } as const;
  reply.clearCookie(SESSION_COOKIE, { ...common, httpOnly: true });
  reply.clearCookie(SIGNED_IN_MARKER_COOKIE, common);
}

export function sessionToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  // Our tokens are 43 characters; anything else cannot be one, so spare the database.
  return token && token.length <= 100 ? token : undefined;
}
