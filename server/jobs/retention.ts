import { and, eq, gte, inArray, isNull, lt, ne, notExists, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { keptFromYearStart, startOfBusinessDay } from "../../domain/dates";
import {
  AUDIT_LOG_RETENTION_YEARS,
  BOOKING_RETENTION_YEARS,
  ENDED_ORDER_RETENTION_MONTHS,
  FAREWELL_MAIL_MAX_DAYS,
  OUTBOX_RETENTION_MONTHS,
  SERVICE_REQUEST_RETENTION_MONTHS,
} from "../../domain/limits";
import { SERIES_RESET_MS } from "../auth/login-throttle";
import type { Database } from "../db/client";
import {
  auditLog,
  cleaningRequests,
  consentRecords,
  courierRequests,
  invoices,
  outboxEmails,
  placements,
  searchOrderEvents,
  searchOrders,
} from "../db/schema";
import { ACCOUNT_DELETED_TEMPLATE } from "../mail/templates/account-changes";
import { STAFF_REGISTRATION_REFUSED_TEMPLATE } from "../mail/templates/account-notices";
import { monthsBefore } from "./inactive-accounts";

/**
 * The retention periods carried out (docs/product.md, "Data protection"): one job per
 * period (server/jobs/lifecycle-jobs.ts), each deleting in batches of short
 * transactions, so that on the embedded database no request waits long behind it, and
 * a run cut short and run again just goes on. Each answers how many rows it removed.
 */

export const RETENTION_BATCH = 500;

interface BatchOptions<Returned> {
  /** Which expired rows go first (e.g. cancellations before the invoices they cancel). */
  order?: SQL;
  /** What to answer of each deleted row. */
  returning?: Record<keyof Returned, PgColumn>;
  /** Runs in the batch's transaction before its DELETE, given the batch's ids. */
  before?: (tx: Database, ids: string[]) => Promise<void>;
}

/**
 * Deletes the rows of `table` that `expired` selects, `RETENTION_BATCH` at a time, each
 * batch in its own transaction; answers what `returning` gave for each deleted row.
 */
async function deleteInBatches<Returned extends Record<string, unknown> = Record<string, never>>(
  db: Database,
  table: PgTable,
  id: PgColumn,
  expired: SQL,
  options: BatchOptions<Returned> = {},
): Promise<Returned[]> {
  const gone: Returned[] = [];
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id })
        .from(table)
        .where(expired)
        .orderBy(options.order ?? id)
        .limit(RETENTION_BATCH);
      const ids = rows.map((row) => String(row.id));
      if (ids.length === 0) return [];
      await options.before?.(tx, ids);
      return (await tx
        .delete(table)
        .where(inArray(id, ids))
        .returning({ ...options.returning, deletedId: id } as never)) as unknown as Returned[];
    });
    gone.push(...batch);
    if (batch.length < RETENTION_BATCH) return gone;
  }
}

/**
 * Invoices and cancellation invoices 8 years after the end of their issue year
 * (§ 147 (3, 4) AO, § 257 (4, 5) HGB, § 14b (1) UStG). The immutability trigger lets
 * a DELETE through only with `apostaff.retention` set in the transaction and only for
 * a row past that period by the database's own clock (migration 0022). An invoice
 * goes together with its cancellation, never before it: the cancellation points at it.
 */
export async function deleteExpiredInvoices(db: Database, now: Date): Promise<number> {
  const keptFrom = keptFromYearStart(now, BOOKING_RETENTION_YEARS);
  // The issue date of the cancellation that points at the row, if one does.
  const cancellation = sql`(select "cancellation"."issue_date" from "invoices" as "cancellation"
    where "cancellation"."cancels_invoice_id" = ${invoices.id})`;
  const expired = and(
    lt(invoices.issueDate, keptFrom),
    sql`coalesce(${cancellation} < ${keptFrom}, true)`,
  ) as SQL;
  const gone = await deleteInBatches(db, invoices, invoices.id, expired, {
    // Cancellations first: an invoice goes in the same batch as its cancellation or after.
    order: sql`${invoices.kind} = 'invoice', ${invoices.issueDate}, ${invoices.id}`,
    before: async (tx) => {
      await tx.execute(sql`select set_config('apostaff.retention', 'on', true)`);
    },
  });
  return gone.length;
}

/**
 * Placement records (booking documents) 8 years after the end of the year of their last
 * day, with their invoice copy: answers the storage keys to remove after the commit.
 */
export async function deleteExpiredPlacements(
  db: Database,
  now: Date,
): Promise<{ deleted: number; fileKeys: string[] }> {
  const keptFrom = keptFromYearStart(now, BOOKING_RETENTION_YEARS);
  const gone = await deleteInBatches<{ key: string | null }>(
    db,
    placements,
    placements.id,
    lt(placements.lastDay, keptFrom),
    { returning: { key: placements.invoiceCopyKey } },
  );
  return {
    deleted: gone.length,
    fileKeys: gone.flatMap((row) => (row.key ? [row.key] : [])),
  };
}

/**
 * Courier and cleaning requests 6 months after receipt, with the consent given with
 * each, as the privacy policy promises (a request that became a contract lives on in the
 * agency's own books).
 */
export async function deleteOldServiceRequests(db: Database, now: Date): Promise<number> {
  const before = monthsBefore(now, SERVICE_REQUEST_RETENTION_MONTHS);
  let deleted = 0;
  for (const [table, subject] of [
    [courierRequests, "courier_request"],
    [cleaningRequests, "cleaning_request"],
  ] as const) {
    const gone = await deleteInBatches(db, table, table.id, lt(table.createdAt, before), {
      before: async (tx, ids) => {
        await tx
          .delete(consentRecords)
          .where(and(eq(consentRecords.subject, subject), inArray(consentRecords.subjectId, ids)));
      },
    });
    deleted += gone.length;
  }
  return deleted;
}

/**
 * Search orders that led to no placement, 12 months after they ended (declined by the
 * agency or ended), as the privacy policy promises; their periods, history and
 * applications go with them. An order with a placement stays while the placement record
 * does: the record keeps what the books need.
 */
export async function deleteEndedSearchOrders(db: Database, now: Date): Promise<number> {
  const before = monthsBefore(now, ENDED_ORDER_RETENTION_MONTHS);
  const endedAt = sql`(select max(${searchOrderEvents.createdAt}) from ${searchOrderEvents}
    where ${searchOrderEvents.orderId} = ${searchOrders.id}
      and ${searchOrderEvents.status} = ${searchOrders.status})`;
  const placement = db
    .select({ one: sql`1` })
    .from(placements)
    .where(eq(placements.orderId, searchOrders.id));
  const expired = and(
    inArray(searchOrders.status, ["ended", "declined"]),
    notExists(placement),
    sql`coalesce(${endedAt}, ${searchOrders.updatedAt}) < ${before.toISOString()}`,
  ) as SQL;
  return (await deleteInBatches(db, searchOrders, searchOrders.id, expired)).length;
}

/** The audit log's entries 3 years after the end of their year. */
export async function deleteOldAuditEntries(db: Database, now: Date): Promise<number> {
  const keptFrom = startOfBusinessDay(keptFromYearStart(now, AUDIT_LOG_RETENTION_YEARS));
  return (await deleteInBatches(db, auditLog, auditLog.id, lt(auditLog.createdAt, keptFrom)))
    .length;
}

/** What a throttled login's entry says instead of a typed address that has no account. */
export const UNKNOWN_ADDRESS_ACTOR = "unknown-address";

/**
 * A throttled login keeps neither the typed address (when no account has it) nor the IP
 * beyond the throttle's window (a day without failure ends a series, decision 0031), as
 * the privacy policy says: the entry stays, with the address's hash as its target (or
 * the account's address, which goes with the account), so the operator still sees how
 * often it happened.
 */
export async function forgetUnknownLoginAddresses(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - SERIES_RESET_MS);
  let forgotten = 0;
  for (;;) {
    const ids = db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, "login.throttled"),
          or(
            and(isNull(auditLog.actorId), ne(auditLog.actorEmail, UNKNOWN_ADDRESS_ACTOR)),
            sql`${auditLog.details} ? 'ip'`,
          ),
          lt(auditLog.createdAt, before),
        ),
      )
      .limit(RETENTION_BATCH);
    const rows = await db
      .update(auditLog)
      .set({
        actorEmail: sql`case when ${auditLog.actorId} is null then ${UNKNOWN_ADDRESS_ACTOR} else ${auditLog.actorEmail} end`,
        details: sql`${auditLog.details} - 'ip'`,
      })
      .where(inArray(auditLog.id, ids))
      .returning({ id: auditLog.id });
    forgotten += rows.length;
    if (rows.length < RETENTION_BATCH) return forgotten;
  }
}

/**
 * Mails 6 months after they were sent (or given up, or - never delivered, as without
 * SMTP - queued): their content is personal data the platform no longer needs once the
 * step they belonged to is done.
 */
export async function deleteOldOutboxMails(db: Database, now: Date): Promise<number> {
  const before = monthsBefore(now, OUTBOX_RETENTION_MONTHS);
  const expired = or(
    and(eq(outboxEmails.status, "sent"), lt(outboxEmails.sentAt, before)),
    and(ne(outboxEmails.status, "sent"), lt(outboxEmails.createdAt, before)),
  ) as SQL;
  return (await deleteInBatches(db, outboxEmails, outboxEmails.id, expired)).length;
}

/** The mails an account's deletion sends to the person it deleted. */
export const FAREWELL_TEMPLATES = [
  ACCOUNT_DELETED_TEMPLATE,
  STAFF_REGISTRATION_REFUSED_TEMPLATE,
] as const;

/**
 * Mails to a deleted person go with the account (decisions: "Ten years of data"); the
 * deletion's own confirmation, queued after the account went, leaves the outbox once it
 * is sent or given up, and 7 days after it was queued if it never went out (no SMTP).
 * Runs hourly over the last 30 days (the index on `created_at`); the outbox retention
 * takes anything older.
 */
export async function deleteFarewellMails(db: Database, now: Date): Promise<number> {
  const day = 24 * 60 * 60_000;
  const expired = and(
    inArray(outboxEmails.template, [...FAREWELL_TEMPLATES]),
    gte(outboxEmails.createdAt, new Date(now.getTime() - 30 * day)),
    or(
      ne(outboxEmails.status, "pending"),
      lt(outboxEmails.createdAt, new Date(now.getTime() - FAREWELL_MAIL_MAX_DAYS * day)),
    ),
  ) as SQL;
  return (await deleteInBatches(db, outboxEmails, outboxEmails.id, expired)).length;
}
