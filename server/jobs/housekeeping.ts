import { and, eq, isNotNull, lt, or } from "drizzle-orm";
import { CONSENT_LOG_RETENTION_MONTHS } from "../../domain/limits";
import type { Database } from "../db/client";
import { accountTokens, consentRecords, sessions } from "../db/schema";
import { monthsBefore } from "./inactive-accounts";

/** decisions.md ("Data protection"): captcha-cookie consent logs go after 12 months. */
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

/** Expired sessions, and account tokens that expired or were used. */
export async function deleteExpiredSessionsAndTokens(db: Database, now: Date) {
  const [gone, tokens] = await Promise.all([
    db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id }),
    db
      .delete(accountTokens)
      .where(or(lt(accountTokens.expiresAt, now), isNotNull(accountTokens.usedAt)))
      .returning({ id: accountTokens.id }),
  ]);
  return { sessions: gone.length, tokens: tokens.length };
}
