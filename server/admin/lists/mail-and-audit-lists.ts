import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import {
  type auditEntryItem,
  auditPage,
  auditQuery,
  type emailItem,
  emailPage,
  emailQuery,
} from "../../../domain/api/admin";
import { EMAIL_STATUS_LABELS } from "../../../domain/console-labels";
import { auditLog, outboxEmails } from "../../db/schema";
import type { AdminList } from "../admin-list";
import { auditWhere, describeAuditEntries } from "../audit-entries";
import { cappedTotal, keysetAfter, NOT_COUNTED, orderBy, searchAcross } from "../list-query";

/** What the e-mail list's search looks through (its trigram index: migration 0025). */
export const emailSearchColumns = [
  outboxEmails.recipient,
  outboxEmails.subject,
  outboxEmails.template,
];
/** What the audit log's search looks through (its trigram index: migration 0025). */
export const auditSearchColumns = [
  auditLog.actorEmail,
  auditLog.action,
  auditLog.targetId,
  auditLog.targetType,
];

/** Outgoing e-mails of the outbox (never their bodies: those stay in the database). */
export const emailList: AdminList<z.infer<typeof emailQuery>, z.infer<typeof emailItem>> = {
  path: "/api/admin/emails",
  summary: "List outgoing e-mails",
  fileName: "e-mails",
  query: emailQuery,
  page: emailPage,
  keyset: true,
  async fetch(db, query, window) {
    const where = and(
      query.status ? eq(outboxEmails.status, query.status) : undefined,
      query.template ? eq(outboxEmails.template, query.template) : undefined,
      searchAcross(emailSearchColumns, query.q),
    );
    const sortColumn = {
      created_at: outboxEmails.createdAt,
      recipient: outboxEmails.recipient,
      status: outboxEmails.status,
      attempts: outboxEmails.attempts,
    }[query.sort ?? "created_at"];
    const [rows, { total, exact }] = await Promise.all([
      db
        .select()
        .from(outboxEmails)
        .where(
          and(
            where,
            keysetAfter(outboxEmails, sortColumn, outboxEmails.id, query.dir, window.after),
          ),
        )
        .orderBy(...orderBy(sortColumn, query.dir, outboxEmails.id))
        .limit(window.limit)
        .offset(window.offset),
      window.count
        ? cappedTotal(db, db.select({ id: outboxEmails.id }).from(outboxEmails).where(where))
        : NOT_COUNTED,
    ]);
    return {
      total,
      exact,
      items: rows.map((row) => ({
        id: row.id,
        template: row.template,
        recipient: row.recipient,
        subject: row.subject,
        status: row.status,
        attempts: row.attempts,
        last_error: row.lastError,
        created_at: row.createdAt.toISOString(),
        sent_at: row.sentAt?.toISOString() ?? null,
      })),
    };
  },
  csvHeader: [
    "Erstellt am",
    "Empfänger",
    "Betreff",
    "Vorlage",
    "Status",
    "Versuche",
    "Letzter Fehler",
    "Zugestellt am",
  ],
  csvRow: (item) => [
    item.created_at,
    item.recipient,
    item.subject,
    item.template,
    EMAIL_STATUS_LABELS[item.status],
    item.attempts,
    item.last_error,
    item.sent_at,
  ],
};

/**
 * The audit log: who did what, when, to whom - by name, in German, with readable
 * changes; filtered by person, action and time (docs/decisions/0037-readable-audit-log.md).
 */
export const auditList: AdminList<z.infer<typeof auditQuery>, z.infer<typeof auditEntryItem>> = {
  path: "/api/admin/audit-log",
  summary: "List the audit log (names, German actions, readable changes)",
  fileName: "protokoll",
  query: auditQuery,
  page: auditPage,
  keyset: true,
  async fetch(db, query, window) {
    const where = and(auditWhere(query), searchAcross(auditSearchColumns, query.q));
    const sortColumn = {
      created_at: auditLog.createdAt,
      actor_email: auditLog.actorEmail,
      action: auditLog.action,
    }[query.sort ?? "created_at"];
    const [rows, { total, exact }] = await Promise.all([
      db
        .select()
        .from(auditLog)
        .where(and(where, keysetAfter(auditLog, sortColumn, auditLog.id, query.dir, window.after)))
        .orderBy(...orderBy(sortColumn, query.dir, auditLog.id))
        .limit(window.limit)
        .offset(window.offset),
      window.count
        ? cappedTotal(db, db.select({ id: auditLog.id }).from(auditLog).where(where))
        : NOT_COUNTED,
    ]);
    return { total, exact, items: await describeAuditEntries(db, rows) };
  },
  csvHeader: [
    "Zeitpunkt",
    "Wer",
    "E-Mail (wer)",
    "Aktion",
    "Betrifft",
    "E-Mail (betrifft)",
    "Änderungen",
  ],
  csvRow: (item) => [
    item.created_at,
    item.actor.name,
    item.actor.email,
    item.action_label,
    item.subject.label,
    item.subject.email,
    item.lines.join("; "),
  ],
};
