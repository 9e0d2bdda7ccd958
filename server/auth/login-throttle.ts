import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { eq, type SQL, sql } from "drizzle-orm";
import { LOGIN_SERIES_HOURS } from "../../domain/data-protection";
import type { Database } from "../db/client";
import { loginThrottle } from "../db/schema";

/**
 * The throttle per account over all addresses (docs/decisions/0031-login-throttle-per-
 * account.md). Only failed password checks count: the first FREE_FAILURES in a row pass
 * at once; after that each attempt must wait a delay that doubles with every failure
 * (1 s, 2 s, 4 s … up to 15 minutes) since the last one. A correct password ends the
 * series.
 *
 * Checks still running are no failures, but they might become some: as many may run at
 * once as failures are still free (one at a time once the delay rules), and a further
 * attempt waits until one of them has its answer. So twelve correct logins at once all
 * get in, one after the other, while a burst of wrong ones gets no more tries than the
 * same attempts one by one (issue 33 item 3). One statement starts a check, so parallel
 * requests and several processes cannot slip past it together; all times are the
 * database's clock, never a process's against a time another statement wrote.
 */
export const FREE_FAILURES = 5;
export const MAX_DELAY_SECONDS = 15 * 60;
/**
 * After this long without a failure, a new series starts; the housekeeping job then
 * removes the old series' row (server/jobs/housekeeping.ts).
 */
export const SERIES_RESET_MS = LOGIN_SERIES_HOURS * 60 * 60_000;
const SERIES_RESET = sql.raw(`interval '${SERIES_RESET_MS / 1000} seconds'`);
/**
 * A running check takes well under a second (one argon2 hash); a count older than this
 * was left by a process that died during a check and no longer holds anyone back.
 */
const CHECK_EXPIRY = sql.raw("interval '30 seconds'");
/** How long an attempt waits for the checks ahead of it, and how often it looks. */
const MAX_QUEUE_MS = 10_000;
const QUEUE_POLL_MS = 25;

/** The key of an account: a hash of the typed address, so unknown ones count alike. */
export function accountKey(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 32);
}

/** Seconds to wait after `failures` failures in a row before the next attempt. */
export function delaySeconds(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_SECONDS, 2 ** (failures - FREE_FAILURES));
}

/** The failures of the current series (none once a day has passed without one). */
function currentFailures(at: SQL) {
  return sql`(case when ${loginThrottle.lastFailureAt} < ${at} - ${SERIES_RESET} then 0 else ${loginThrottle.failures} end)`;
}

/** Checks running now (a count from a dead process has expired). */
function runningChecks(at: SQL) {
  return sql`(case when ${loginThrottle.checkingSince} > ${at} - ${CHECK_EXPIRY} then ${loginThrottle.checking} else 0 end)`;
}

/** When the next attempt may start after the series' failures. */
function delayEnds(at: SQL) {
  const failures = currentFailures(at);
  return sql`(${loginThrottle.lastFailureAt} + make_interval(secs => case when ${failures} < ${FREE_FAILURES} then 0 else least(${MAX_DELAY_SECONDS}, power(2, ${failures} - ${FREE_FAILURES})) end))`;
}

/** The time a statement uses: the database's clock when it runs, or a test's. */
function clock(now: Date | undefined): SQL {
  return now ? sql`${now.toISOString()}::timestamptz` : sql`clock_timestamp()`;
}

type StartOutcome = "started" | "queued" | { waitSeconds: number };

/** One try to start a check: "queued" while the checks ahead of it could still fail. */
async function tryStart(db: Database, key: string, now: Date | undefined): Promise<StartOutcome> {
  const at = clock(now);
  const failures = currentFailures(at);
  const running = runningChecks(at);
  const started = await db
    .insert(loginThrottle)
    .values({ accountKey: key, checking: 1, checkingSince: sql`${at}` })
    .onConflictDoUpdate({
      target: loginThrottle.accountKey,
      set: {
        failures: sql`${failures}`,
        checking: sql`${running} + 1`,
        checkingSince: sql`${at}`,
      },
      // Every running check may fail: start only if the series would still be free
      // then, or, once the delay rules, if none runs and the delay is over.
      setWhere: sql`${failures} + ${running} < ${FREE_FAILURES} or (${running} = 0 and ${delayEnds(at)} <= ${at})`,
    })
    .returning({ key: loginThrottle.accountKey });
  if (started.length > 0) return "started";
  const [held] = await db
    .select({
      waitSeconds: sql<number>`ceil(extract(epoch from ${delayEnds(at)} - ${at}))::int`,
    })
    .from(loginThrottle)
    .where(eq(loginThrottle.accountKey, key));
  // Row gone (a correct password ended the series) or only checks ahead: try again.
  if (!held || held.waitSeconds === null || held.waitSeconds <= 0) return "queued";
  return { waitSeconds: held.waitSeconds };
}

/** A check ended without an answer (an error): it counts for nothing. */
async function abandonCheck(db: Database, key: string): Promise<void> {
  await db
    .update(loginThrottle)
    .set({ checking: sql`greatest(${loginThrottle.checking} - 1, 0)` })
    .where(eq(loginThrottle.accountKey, key));
}

/** A wrong password: one failure more, and the check is over. */
async function recordFailure(db: Database, key: string, now: Date | undefined): Promise<void> {
  const at = clock(now);
  await db
    .insert(loginThrottle)
    .values({ accountKey: key, failures: 1, lastFailureAt: sql`${at}` })
    .onConflictDoUpdate({
      target: loginThrottle.accountKey,
      set: {
        failures: sql`${currentFailures(at)} + 1`,
        lastFailureAt: sql`${at}`,
        checking: sql`greatest(${loginThrottle.checking} - 1, 0)`,
      },
    });
}

export type ThrottledCheck =
  | { throttled: false; valid: boolean }
  | { throttled: true; waitSeconds: number };

/**
 * Checks a password of the account under the throttle: `check` runs once a check may
 * start; false counts as a failure, true ends the series. While the delay runs the
 * answer is `throttled` with the seconds to wait, and `check` is not called.
 */
export async function throttledPasswordCheck(
  db: Database,
  email: string,
  check: () => Promise<boolean>,
  options: { now?: Date; maxQueueMs?: number } = {},
): Promise<ThrottledCheck> {
  const key = accountKey(email);
  const giveUpAt = Date.now() + (options.maxQueueMs ?? MAX_QUEUE_MS);
  for (;;) {
    const outcome = await tryStart(db, key, options.now);
    if (outcome === "started") break;
    if (outcome !== "queued") return { throttled: true, ...outcome };
    // Still queued after a check's longest plausible time: as if the delay ran.
    if (Date.now() >= giveUpAt) return { throttled: true, waitSeconds: 1 };
    await sleep(QUEUE_POLL_MS + Math.random() * QUEUE_POLL_MS);
  }
  let valid: boolean;
  try {
    valid = await check();
  } catch (error) {
    await abandonCheck(db, key);
    throw error;
  }
  if (valid) await clearAccountFailures(db, email);
  else await recordFailure(db, key, options.now);
  return { throttled: false, valid };
}

/** The password was right, or was reset: the account's series of failures ends. */
export async function clearAccountFailures(db: Database, email: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.accountKey, accountKey(email)));
}
