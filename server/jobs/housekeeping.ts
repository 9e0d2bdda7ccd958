import { and, eq, isNotNull, isNull, lt, lte, notExists, or, sql } from "drizzle-orm";
import { UNREFERENCED_FILE_HOURS } from "../../domain/data-protection";
import { CONSENT_LOG_RETENTION_MONTHS } from "../../domain/limits";
import { SERIES_RESET_MS } from "../auth/login-throttle";
import type { Database } from "../db/client";
import {
  accountTokens,
  consentRecords,
  knownDevices,
  loginThrottle,
  placements,
  rateLimitBuckets,
  sessions,
  storedFiles,
  usedCaptchaTokens,
  userDocuments,
} from "../db/schema";
import { monthsBefore } from "./inactive-accounts";

/** Captcha-cookie consent logs go after 12 months (docs/product.md, "Data protection"). */
export async function deleteOldConsentLogs(db: Database, now: Date): Promise<number> {
  const rows = await db
    .delete(consentRecords)
    .where(
      and(
        eq(consentRecords.subject, "captcha_cookie"),
        lt(consentRecords.acceptedAt, monthsBefore(now, CONSENT_LOG_RETENTION_MONTHS)),
      ),
    )
    .returning({ id: consentRecords.id });
  return rows.length;
}

/**
 * Expired sessions, account tokens that expired or were used, and browsers whose device
 * cookie expired (auth/device-cookie.ts).
 */
export async function deleteExpiredSessionsAndTokens(db: Database, now: Date) {
  const [gone, tokens, devices] = await Promise.all([
    db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id }),
    db
      .delete(accountTokens)
      .where(or(lt(accountTokens.expiresAt, now), isNotNull(accountTokens.usedAt)))
      .returning({ id: accountTokens.id }),
    db
      .delete(knownDevices)
      .where(lt(knownDevices.expiresAt, now))
      .returning({ id: knownDevices.id }),
  ]);
  return { sessions: gone.length, tokens: tokens.length, devices: devices.length };
}

/**
 * A file nobody refers to after this long is not waiting for its row any more: an upload
 * cut short by a crash, or a file whose row went while its removal did not happen.
 */
export const UNREFERENCED_FILE_MS = UNREFERENCED_FILE_HOURS * 60 * 60_000;

/**
 * Files that no row refers to, a day after their upload began: uploads whose writing
 * never finished (the process died during the upload), and complete files whose row was
 * never committed or was deleted while their own removal was cut short (a crash between
 * the commit and the removal, two uploads of one invoice copy at once). Unreachable, since
 * only a document's or a placement's row leads to a file, but a deleted person's
 * certificate must not stay in the database (docs/decisions/0024). The chunks go with
 * each row.
 */
export async function deleteUnreferencedFiles(db: Database, now: Date): Promise<number> {
  const documentOf = db
    .select({ one: sql`1` })
    .from(userDocuments)
    .where(eq(userDocuments.storageKey, storedFiles.key));
  const invoiceCopyOf = db
    .select({ one: sql`1` })
    .from(placements)
    .where(eq(placements.invoiceCopyKey, storedFiles.key));
  const rows = await db
    .delete(storedFiles)
    .where(
      and(
        lt(storedFiles.createdAt, new Date(now.getTime() - UNREFERENCED_FILE_MS)),
        or(isNull(storedFiles.completedAt), and(notExists(documentOf), notExists(invoiceCopyOf))),
      ),
    )
    .returning({ key: storedFiles.key });
  return rows.length;
}

/**
 * Counters that no longer count: rate-limit windows that have ended (their keys name a
 * client's IP address; the next hit starts a new window anyway), login-failure series
 * with no failure for a day (keyed by a hash of the typed address; the next failure
 * starts a new series anyway, decision 0031) and spent captcha answers past their
 * expiry (an expired answer is refused anyway). None is kept longer than it works
 * (docs/product.md, "Data protection").
 */
export async function deleteSpentCounters(db: Database, now: Date) {
  const [windows, series, captchaAnswers] = await Promise.all([
    db
      .delete(rateLimitBuckets)
      .where(lte(rateLimitBuckets.resetAt, now))
      .returning({ key: rateLimitBuckets.key }),
    db
      .delete(loginThrottle)
      // A row with no failure yet is a check a dead process left; its start dates it.
      .where(
        sql`greatest(${loginThrottle.lastFailureAt}, ${loginThrottle.checkingSince}) < ${new Date(now.getTime() - SERIES_RESET_MS).toISOString()}::timestamptz`,
      )
      .returning({ key: loginThrottle.accountKey }),
    db
      .delete(usedCaptchaTokens)
      .where(lt(usedCaptchaTokens.expiresAt, now))
      .returning({ key: usedCaptchaTokens.key }),
  ]);
  return {
    rateLimitWindows: windows.length,
    loginFailureSeries: series.length,
    spentCaptchaAnswers: captchaAnswers.length,
  };
}
