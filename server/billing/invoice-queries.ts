import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { OwnerInvoice } from "../../domain/api/billing";
import type { InvoiceStatus } from "../../domain/billing/invoice-status";
import { todayIsoDate } from "../../domain/dates";
import type { Database } from "../db/client";
import { type Invoice, invoices } from "../db/schema";

/** The cancellation invoice of each row, when there is one. */
export const cancellations = alias(invoices, "cancellations");

/** An invoice's status as SQL, so the console can filter and sort by it. */
export function statusSql(now: Date = new Date()): SQL<InvoiceStatus> {
  const today = todayIsoDate(now);
  return sql<InvoiceStatus>`case
    when ${invoices.kind} = 'cancellation' then 'cancellation'
    when ${cancellations.id} is not null then 'cancelled'
    when ${invoices.paidOn} is not null then 'paid'
    when ${invoices.dueDate} < ${today} then 'overdue'
    else 'open' end`;
}

/**
 * `statusSql(now) = status` as conditions an index serves: open and overdue invoices
 * are unpaid ones (their partial index, docs/decisions/0062), not a CASE over every row.
 */
export function statusIs(status: InvoiceStatus, now: Date = new Date()): SQL {
  const today = todayIsoDate(now);
  const valid = sql`${invoices.kind} = 'invoice' and ${cancellations.id} is null`;
  switch (status) {
    case "cancellation":
      return sql`${invoices.kind} = 'cancellation'`;
    case "cancelled":
      return sql`${invoices.kind} = 'invoice' and ${cancellations.id} is not null`;
    case "paid":
      return sql`${valid} and ${invoices.paidOn} is not null`;
    case "overdue":
      return sql`${valid} and ${invoices.paidOn} is null and ${invoices.dueDate} < ${today}`;
    case "open":
      return sql`${valid} and ${invoices.paidOn} is null and ${invoices.dueDate} >= ${today}`;
  }
}

/** The columns every invoice listing shows (never the PDF). */
export function invoiceColumns(now?: Date) {
  return {
    id: invoices.id,
    number: invoices.number,
    kind: invoices.kind,
    issueDate: invoices.issueDate,
    dueDate: invoices.dueDate,
    serviceStart: invoices.serviceStart,
    serviceEnd: invoices.serviceEnd,
    buyerId: invoices.buyerId,
    buyer: invoices.buyer,
    netCents: invoices.netCents,
    vatCents: invoices.vatCents,
    grossCents: invoices.grossCents,
    paidOn: invoices.paidOn,
    reminderCount: invoices.reminderCount,
    lastReminderAt: invoices.lastReminderAt,
    orderId: invoices.orderId,
    cancelsInvoiceId: invoices.cancelsInvoiceId,
    createdAt: invoices.createdAt,
    cancellationNumber: cancellations.number,
    status: statusSql(now),
  };
}

/** Joins each invoice to its cancellation invoice (at most one, by a unique index). */
export const withCancellation = eq(cancellations.cancelsInvoiceId, invoices.id);

/** One invoice; with `buyerId`, only if it was issued to that pharmacy. */
export async function findInvoice(
  db: Database,
  id: string,
  buyerId?: string,
): Promise<Invoice | undefined> {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), buyerId ? eq(invoices.buyerId, buyerId) : undefined));
  return invoice;
}

/** A pharmacy's invoices, newest first, as its billing page lists them. */
export async function ownerInvoices(db: Database, buyerId: string): Promise<OwnerInvoice[]> {
  const rows = await db
    .select(invoiceColumns())
    .from(invoices)
    .leftJoin(cancellations, withCancellation)
    .where(eq(invoices.buyerId, buyerId))
    .orderBy(desc(invoices.createdAt))
    .limit(500);
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    kind: row.kind,
    status: row.status,
    issue_date: row.issueDate,
    due_date: row.dueDate,
    service_start: row.serviceStart,
    service_end: row.serviceEnd,
    gross_cents: row.grossCents,
    paid_on: row.paidOn,
  }));
}
