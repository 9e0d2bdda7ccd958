import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Captcha answers already accepted: each is accepted once. Kept until the answer would
 * have expired anyway, then purged.
 */
export const usedCaptchaTokens = pgTable(
  "used_captcha_tokens",
  {
    /** "altcha:<challenge signature>" or "recaptcha:<sha-256 of the token>". */
    key: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index("used_captcha_tokens_expires_idx").on(table.expiresAt)],
);
