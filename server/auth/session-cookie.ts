import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config";

/** The session cookie's name; also named in the OpenAPI document (server/http/openapi.ts). */
export const SESSION_COOKIE = "apostaff_session";

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
  reply.setCookie(SESSION_COOKIE, session.token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: config.secureCookies,
    ...(session.persistent
      ? { maxAge: Math.max(0, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000)) }
      : {}),
  });
}

export function clearSessionCookie(
  reply: FastifyReply,
  config: Pick<Config, "secureCookies">,
): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: config.secureCookies,
  });
}

export function sessionToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  // Our tokens are 43 characters; anything else cannot be one, so spare the database.
  return token && token.length <= 100 ? token : undefined;
}
