import { index, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const consentSubject = pgEnum("consent_subject", [
  "owner_registration",
  "staff_registration",
  "courier_request",
  "cleaning_request",
  "captcha_cookie",
]);

/**
 * Proof of consent (docs/product.md, "Accounts"): who accepted which version of the terms
 * and privacy text, when, from which IP. Kept as long as the record it belongs to.
 */
export const consentRecords = pgTable(
  "consent_records",
  {
    id: uuid().primaryKey().defaultRandom(),
    subject: consentSubject().notNull(),
    /** Id of the account or request the consent belongs to. */
    subjectId: text().notNull(),
    ipAddress: text().notNull(),
    userAgent: text(),
    termsVersion: text().notNull(),
    privacyVersion: text().notNull(),
    acceptedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("consent_records_subject_idx").on(table.subject, table.subjectId)],
);

export type ConsentRecord = typeof consentRecords.$inferSelect;
