import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { EMAIL_STATUSES } from "../../../domain/enums";

/**
 * The structured content of a mail (server/mail/email-layout.ts renders it): stored as
 * JSON in the outbox row, so its shape is the table's.
 */
export interface EmailBody {
  heading: string;
  /** Paragraphs of plain text; lines starting with "- " become a list. */
  paragraphs: string[];
  button?: { label: string; url: string };
  /** Small print under the button, e.g. how long a link is valid. */
  note?: string;
  /** Label/value rows, e.g. a summary of a request. */
  details?: [label: string, value: string][];
  /** Small print after the signature: why the mail came and a link to stop it. */
  unsubscribe?: { text: string; label: string; url: string };
}

/** A file sent with a mail (a calendar file, an invoice PDF), fixed when it is queued. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes, base64-encoded, so the outbox row stays plain JSON. */
  contentBase64: string;
}

export const emailStatus = pgEnum("email_status", EMAIL_STATUSES);

/**
 * Transactional outbox: every e-mail is written here in the same transaction as the
 * data it belongs to; the mail worker delivers it over SMTP with retries. A mail is
 * stored as its structured content (`body`) and rendered at delivery
 * (docs/decisions/0013-outbox-stores-mail-content.md).
 */
export const outboxEmails = pgTable(
  "outbox_emails",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Template name, e.g. "owner-activation"; lets the console filter and tests find mails. */
    template: text().notNull(),
    recipient: text().notNull(),
    subject: text().notNull(),
    /** Heading, paragraphs, button, details: rendered into HTML and text at delivery. */
    body: jsonb().$type<EmailBody>(),
    /** Rendered mail of rows queued before migration 0008, which have no body. */
    html: text(),
    text: text(),
    /** Files sent with the mail, fixed when it was queued (migration 0009). */
    attachments: jsonb().$type<EmailAttachment[]>(),
    /** Extra header lines such as List-Unsubscribe. */
    headers: jsonb().$type<Record<string, string>>(),
    replyTo: text(),
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
    // A person's mails on the console's detail page and in the data export (issue 29).
    index("outbox_emails_recipient_lower_idx").on(sql`lower(${table.recipient})`),
    // /metrics counts failed mails at every scrape; they are few, the outbox is not.
    index("outbox_emails_failed_idx").on(table.createdAt).where(sql`${table.status} = 'failed'`),
    check(
      "outbox_emails_content_check",
      sql`${table.body} is not null or (${table.html} is not null and ${table.text} is not null)`,
    ),
  ],
);

export type OutboxEmail = typeof outboxEmails.$inferSelect;
