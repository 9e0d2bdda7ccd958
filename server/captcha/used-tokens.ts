import type { SQL } from "drizzle-orm";
import { isUniqueViolation } from "../db/errors";
import { insertRowsAsJson } from "../db/json-rows";
import { usedCaptchaTokens } from "../db/schema";

/**
 * Spends accepted captcha answers, as a CTE of the statement that stores what they were
 * for. An answer's key is the primary key: a replay, also by another process at the same
 * moment, fails the whole statement (see `isSpentAnswer`) and nothing is stored. The
 * hourly spent-counters job removes them after their expiry (server/jobs/housekeeping.ts).
 */
export function spendCaptchaAnswers(answers: { key: string; expiresAt: Date }[]): SQL {
  return insertRowsAsJson(usedCaptchaTokens, answers);
}

/** True when a statement failed because its captcha answer was spent before. */
export function isSpentAnswer(error: unknown): boolean {
  return isUniqueViolation(error, "used_captcha_tokens_pkey");
}
