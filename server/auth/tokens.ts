import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { PASSWORD_RESET_LINK_HOURS } from "../../domain/data-protection";
import { ACTIVATION_LINK_VALID_HOURS } from "../../domain/limits";
import type { Database } from "../db/client";
import { type AccountTokenPurpose, accountTokens, users } from "../db/schema";

/**
 * Opaque secrets for sessions and e-mail links (docs/decisions/0007): 32 random bytes,
 * base64url (43 characters). The database keeps only the SHA-256 hash; a secret this
 * random needs no salt or slow hash, and a fast hash lets us look it up by index.
 */
export function generateToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** How long an e-mail link stays valid. */
export const TOKEN_LIFETIME_MS: Readonly<Record<AccountTokenPurpose, number>> = {
  // The activation link is valid for 48 hours (docs/product.md, "Accounts").
  activation: ACTIVATION_LINK_VALID_HOURS * 60 * 60_000,
  // Ours: a reset link is for now, not for later.
  password_reset: PASSWORD_RESET_LINK_HOURS * 60 * 60_000,
  // A new e-mail address is confirmed like an activation.
  email_change: ACTIVATION_LINK_VALID_HOURS * 60 * 60_000,
};

/**
 * Holds the account's row until the transaction ends, so that links of one account are
 * issued (and counted) one transaction at a time across processes: two at once would
 * each retire only the links committed before them and both stay valid.
 */
export async function lockAccountForLinks(db: Database, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

/**
 * A new single-use link for `userId`. Earlier unused links of the same purpose stop
 * working, so only the newest mail counts. Call inside the transaction that queues the
 * mail carrying it; answers the secret to put into the link.
 */
export async function issueAccountToken(
  db: Database,
  userId: string,
  purpose: AccountTokenPurpose,
  now = new Date(),
  newEmail?: string,
): Promise<string> {
  await lockAccountForLinks(db, userId);
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
  const token = generateToken();
  await db.insert(accountTokens).values({
    tokenHash: hashToken(token),
    userId,
    purpose,
    newEmail: newEmail ?? null,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}

/** Redeems an e-mail change link: its user and the new address, once. */
export async function redeemEmailChangeToken(
  db: Database,
  token: string,
  now = new Date(),
): Promise<{ userId: string; newEmail: string } | undefined> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, "email_change"),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`${now.toISOString()}::timestamptz`),
      ),
    )
    .returning({ userId: accountTokens.userId, newEmail: accountTokens.newEmail });
  return row?.newEmail ? { userId: row.userId, newEmail: row.newEmail } : undefined;
}

/**
 * What an unredeemable link was: still valid (not expired, not used), or the user it
 * belonged to, so a page can say "already active" rather than "failed".
 */
export async function inspectAccountToken(
  db: Database,
  token: string,
  purpose: AccountTokenPurpose,
  now = new Date(),
): Promise<{ userId: string; usable: boolean } | undefined> {
  const [row] = await db
    .select({
      userId: accountTokens.userId,
      usedAt: accountTokens.usedAt,
      expiresAt: accountTokens.expiresAt,
    })
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hashToken(token)), eq(accountTokens.purpose, purpose)));
  if (!row) return undefined;
  return { userId: row.userId, usable: row.usedAt === null && row.expiresAt > now };
}

/**
 * Redeems a link: marks it used and answers its user, or `undefined` when the token is
 * unknown, of another purpose, expired or already used. One UPDATE decides, so two
 * requests racing with one link cannot both succeed.
 */
export async function redeemAccountToken(
  db: Database,
  token: string,
  purpose: AccountTokenPurpose,
  now = new Date(),
): Promise<string | undefined> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`${now.toISOString()}::timestamptz`),
      ),
    )
    .returning({ userId: accountTokens.userId });
  return row?.userId;
}
