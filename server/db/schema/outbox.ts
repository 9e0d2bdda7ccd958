import { sql } from "drizzle-orm";
import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const emailStatus = pgEnum("email_status", ["pending", "sent", "failed"]);

/**
 * Transactional outbox: every e-mail is written here in the same transaction as the
 * data it belongs to; the mail worker delivers it over SMTP with retries.
 */
export const outboxEmails = pgTable(
  "outbox_emails",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Template name, e.g. "owner-activation"; lets the console filter and tests find mails. */
    template: text().notNull(),
    recipient: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    status: emailStatus().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set while one worker delivers the mail, so no other worker takes it. */
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index("outbox_emails_due_idx").on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    index("outbox_emails_created_idx").on(table.createdAt),
  ],
);

export type OutboxEmail = typeof outboxEmails.$inferSelect;
