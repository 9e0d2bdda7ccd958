import { and, eq, lt } from "drizzle-orm";
import { BROWSER_SESSION_HOURS, PERSISTENT_SESSION_DAYS } from "../../domain/data-protection";
import type { Database } from "../db/client";
import { type Session, sessions, type User, users } from "../db/schema";
import { generateToken, hashToken } from "./tokens";

/**
 * Login sessions in the database (docs/decisions/0007). The cookie carries an opaque
 * token; the row holds its hash, the user and the expiry. Sessions slide: a session
 * used in the second half of its lifetime is extended, so an active person is not
 * logged out, an idle one is.
 */
export const SESSION_LIFETIME_MS = {
  /** "Ich möchte angemeldet bleiben." */
  persistent: PERSISTENT_SESSION_DAYS * 24 * 60 * 60_000,
  /** Browser-session cookie; the server forgets it after half a day without use. */
  browser: BROWSER_SESSION_HOURS * 60 * 60_000,
} as const;

export function sessionLifetime(persistent: boolean): number {
  return persistent ? SESSION_LIFETIME_MS.persistent : SESSION_LIFETIME_MS.browser;
}

export interface NewSession {
  token: string;
  expiresAt: Date;
  persistent: boolean;
}

export async function createSession(
  db: Database,
  userId: string,
  options: { persistent: boolean; ipAddress?: string; userAgent?: string | undefined },
  now = new Date(),
): Promise<NewSession> {
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + sessionLifetime(options.persistent));
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    persistent: options.persistent,
    expiresAt,
    ipAddress: options.ipAddress ?? null,
    userAgent: options.userAgent?.slice(0, 500) ?? null,
  });
  // Housekeeping while we are here: this person's expired sessions.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
  return { token, expiresAt, persistent: options.persistent };
}

export interface ValidSession {
  session: Session;
  user: User;
  /** Set when the expiry moved on: the cookie must be sent again (persistent ones). */
  renewed: boolean;
}

/**
 * The session and user for a cookie token, or `undefined` when the token is unknown or
 * expired, or the account may no longer log in (blocked, or not active any more).
 */
export async function validateSession(
  db: Database,
  token: string,
  now = new Date(),
): Promise<ValidSession | undefined> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hashToken(token)));
  if (!row) return undefined;
  if (row.session.expiresAt <= now || row.user.status !== "active") {
    await db.delete(sessions).where(eq(sessions.id, row.session.id));
    return undefined;
  }
  const lifetime = sessionLifetime(row.session.persistent);
  if (row.session.expiresAt.getTime() - now.getTime() < lifetime / 2) {
    const expiresAt = new Date(now.getTime() + lifetime);
    await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, row.session.id));
    return { session: { ...row.session, expiresAt }, user: row.user, renewed: true };
  }
  return { ...row, renewed: false };
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Logs a person out everywhere, e.g. after the password changed. */
export async function deleteUserSessions(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
