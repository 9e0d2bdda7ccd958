import { and, eq, lt, type SQL, sql } from "drizzle-orm";
import { CONSENT_LOG_RETENTION_MONTHS } from "../../domain/limits";
import type { Database } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { insertRowsAsJson } from "../db/json-rows";
import { consentRecords, usedCaptchaTokens } from "../db/schema";

/**
 * Spends accepted captcha answers, as a CTE of the statement that stores what they were
 * for. An answer's key is the primary key: a replay, also by another process at the same
 * moment, fails the whole statement (see `isSpentAnswer`) and nothing is stored.
 */
export function spendCaptchaAnswers(answers: { key: string; expiresAt: Date }[]): SQL {
  return insertRowsAsJson(usedCaptchaTokens, answers);
}

/** True when a statement failed because its captcha answer was spent before. */
export function isSpentAnswer(error: unknown): boolean {
  return isUniqueViolation(error, "used_captcha_tokens_pkey");
}

/**
 * Removes what no longer needs keeping: spent answers past their expiry (they would be
 * refused as expired anyway) and captcha-cookie consent logs older than 12 months
 * (docs/product.md, "Data protection").
 */
export async function purgeCaptchaData(db: Database, now = new Date()): Promise<void> {
  await db.delete(usedCaptchaTokens).where(lt(usedCaptchaTokens.expiresAt, now));
  await db
    .delete(consentRecords)
    .where(
      and(
        eq(consentRecords.subject, "captcha_cookie"),
        lt(
          consentRecords.acceptedAt,
          sql`${now.toISOString()}::timestamptz - make_interval(months => ${CONSENT_LOG_RETENTION_MONTHS})`,
        ),
      ),
    );
}
