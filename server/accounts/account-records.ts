import { and, eq, sql } from "drizzle-orm";
import type { SessionUser } from "../../domain/api/accounts";
import { messagesEn } from "../../domain/messages/en";
import { inspectAccountToken, redeemAccountToken } from "../auth/tokens";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { type AccountStatus, type User, users } from "../db/schema";
import { statusMessages } from "../http/error-handler";
import { HttpError } from "../http/http-error";

/** The unique index that makes an e-mail address one account, whatever its case. */
export const EMAIL_UNIQUE_INDEX = "users_email_lower_idx";

export async function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return user;
}

/** 422 with `errors.email`, the registrations' answer for an address that has an account. */
export function emailTakenError(): HttpError {
  return new HttpError(422, statusMessages[422]!, {
    email: [messagesEn["email.taken"]],
  });
}

/** Refuses early (before hashing) when the address is taken. */
export async function assertEmailFree(db: Database, email: string): Promise<void> {
  if (await findUserByEmail(db, email)) throw emailTakenError();
}

/**
 * Turns the unique-index violation of a registration that lost a race into the same
 * 422 as the early check; any other error passes unchanged.
 */
export function asEmailTaken(error: unknown): unknown {
  return isUniqueViolation(error, EMAIL_UNIQUE_INDEX) ? emailTakenError() : error;
}

/**
 * Why a person with the right password may not log in (403, distinct English messages
 * that the site translates); `undefined` when they may.
 */
export function loginRefusal(status: AccountStatus): string | undefined {
  switch (status) {
    case "active":
      return undefined;
    case "unverified":
      return messagesEn["login.unverified"];
    case "inactive":
      return messagesEn["login.inactive"];
    case "blocked":
      return messagesEn["login.blocked"];
  }
}

/** Absolute addresses for e-mails, from PUBLIC_URL. */
export function publicLink(config: Pick<Config, "publicUrl">, pathAndQuery: string): string {
  return `${config.publicUrl}${pathAndQuery}`;
}

/** The link in the activation mail; GET /api/auth/activate redirects to the result page. */
export function activationLink(config: Pick<Config, "publicUrl">, token: string): string {
  return publicLink(config, `/api/auth/activate?token=${encodeURIComponent(token)}`);
}

/** What the API tells about an account (login, /me, operator lists); never the hash. */
export function publicUser(user: User): SessionUser {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    first_name: user.firstName,
    last_name: user.lastName,
  };
}

/** A successful login: its time, and any notice of inactivity is void. */
export async function recordLogin(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ lastLoginAt: new Date(), inactivityNoticeAt: null })
    .where(eq(users.id, userId));
}

/**
 * Follows an owner's activation link: an unverified owner becomes active, an active one
 * stays so. "already-active" for a used (or superseded) link of an account that is
 * active; "failed" for anything else, a blocked account included.
 */
export async function activateByLink(
  db: Database,
  token: string,
): Promise<"activated" | "already-active" | "failed"> {
  const userId = await redeemAccountToken(db, token, "activation");
  if (!userId) {
    const known = await inspectAccountToken(db, token, "activation");
    const [owner] = known
      ? await db.select({ status: users.status }).from(users).where(eq(users.id, known.userId))
      : [];
    return owner?.status === "active" ? "already-active" : "failed";
  }
  const now = new Date();
  const [activated] = await db
    .update(users)
    .set({
      status: "active",
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
      activatedAt: sql`coalesce(${users.activatedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(and(eq(users.id, userId), sql`${users.status} in ('unverified', 'active')`))
    .returning({ id: users.id });
  return activated ? "activated" : "failed";
}
