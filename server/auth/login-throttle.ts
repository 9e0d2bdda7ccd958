import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { loginThrottle } from "../db/schema";

/**
 * The throttle per account over all addresses (docs/decisions/0031-login-throttle-per-
 * account.md). Every password check of an account first claims an attempt here: the
 * first FREE_FAILURES in a row pass at once; after that each attempt must wait a delay
 * that doubles with every failure (1 s, 2 s, 4 s … up to 15 minutes) since the last
 * one. A correct password ends the series. One statement claims the attempt, so
 * parallel requests and several processes cannot slip past it together.
 */
export const FREE_FAILURES = 5;
export const MAX_DELAY_SECONDS = 15 * 60;
/**
 * After this long without a failure, a new series starts; the housekeeping job then
 * removes the old series' row (server/jobs/housekeeping.ts).
 */
export const SERIES_RESET_MS = 24 * 60 * 60_000;
const SERIES_RESET = `${SERIES_RESET_MS / 1000} seconds`;

/** The key of an account: a hash of the typed address, so unknown ones count alike. */
export function accountKey(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 32);
}

/** Seconds to wait after `failures` failures in a row before the next attempt. */
export function delaySeconds(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_SECONDS, 2 ** (failures - FREE_FAILURES));
}

const delaySql = sql`make_interval(secs => case when ${loginThrottle.failures} < ${FREE_FAILURES} then 0 else least(${MAX_DELAY_SECONDS}, power(2, ${loginThrottle.failures} - ${FREE_FAILURES})) end)`;

export type AttemptClaim = { allowed: true } | { allowed: false; waitSeconds: number };

/**
 * Claims one password check for the account: counted as a failure until
 * `clearAccountFailures` says it succeeded. Refused while the delay runs.
 */
export async function claimAccountAttempt(
  db: Database,
  email: string,
  now = new Date(),
): Promise<AttemptClaim> {
  const key = accountKey(email);
  const at = sql`${now.toISOString()}::timestamptz`;
  const claimed = await db
    .insert(loginThrottle)
    .values({ accountKey: key, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: loginThrottle.accountKey,
      set: {
        failures: sql`case when ${loginThrottle.lastFailureAt} < ${at} - interval '${sql.raw(SERIES_RESET)}' then 1 else ${loginThrottle.failures} + 1 end`,
        lastFailureAt: now,
      },
      setWhere: sql`${loginThrottle.lastFailureAt} + ${delaySql} <= ${at}`,
    })
    .returning({ failures: loginThrottle.failures });
  if (claimed.length > 0) return { allowed: true };
  const [row] = await db
    .select({ failures: loginThrottle.failures, lastFailureAt: loginThrottle.lastFailureAt })
    .from(loginThrottle)
    .where(eq(loginThrottle.accountKey, key));
  const until = row ? row.lastFailureAt.getTime() + delaySeconds(row.failures) * 1000 : 0;
  return { allowed: false, waitSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)) };
}

/** The password was right, or was reset: the account's series of failures ends. */
export async function clearAccountFailures(db: Database, email: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.accountKey, accountKey(email)));
}
