import { and, eq, lt, sql } from "drizzle-orm";
import { CONSENT_LOG_RETENTION_MONTHS } from "../../domain/limits";
import type { Database } from "../db/client";
import { consentRecords, usedCaptchaTokens } from "../db/schema";

/**
 * Spends an accepted captcha answer. Call it in the transaction that stores the request:
 * answers `false` when the answer was spent before (a replay), also by another process
 * at the same moment, because the key is the primary key.
 */
export async function spendCaptchaToken(
  tx: Pick<Database, "insert">,
  token: { key: string; expiresAt: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(usedCaptchaTokens)
    .values(token)
    .onConflictDoNothing()
    .returning({ key: usedCaptchaTokens.key });
  return rows.length === 1;
}

/**
 * Removes what no longer needs keeping: spent answers past their expiry (they would be
 * refused as expired anyway) and captcha-cookie consent logs older than 12 months
 * (decisions.md, "Data protection").
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
