import { and, sql } from "drizzle-orm";
import type { z } from "zod";
import { type invoiceItem, invoicePage, invoiceQuery } from "../../../domain/api/admin";
import { INVOICE_KIND_LABELS, INVOICE_STATUS_LABELS } from "../../../domain/billing/invoice-status";
import { decimalComma } from "../../../domain/billing/money";
import { formatGermanDate } from "../../../domain/dates";
import {
  cancellations,
  invoiceColumns,
  statusIs,
  withCancellation,
} from "../../billing/invoice-queries";
import { invoices } from "../../db/schema";
import type { AdminList } from "../admin-list";
import { CsvDecimal } from "../csv";
import {
  cappedTotal,
  keysetAfter,
  type ListWindow,
  NOT_COUNTED,
  orderBy,
  searchAcross,
} from "../list-query";

type InvoiceQuery = z.infer<typeof invoiceQuery>;
export type InvoiceItem = z.infer<typeof invoiceItem>;

const berlinDateTime = new Intl.DateTimeFormat("de-DE", {
  timeZone: "Europe/Berlin",
  dateStyle: "medium",
  timeStyle: "short",
});

type Row = Awaited<ReturnType<typeof selectRows>>[number];
async function selectRows(
  db: Parameters<AdminList<InvoiceQuery, InvoiceItem>["fetch"]>[0],
  where: ReturnType<typeof and>,
  query: InvoiceQuery,
  window: ListWindow,
) {
  const sortColumn = {
    issue_date: invoices.createdAt,
    number: invoices.number,
    due_date: invoices.dueDate,
    gross: invoices.grossCents,
  }[query.sort ?? "issue_date"];
  return db
    .select(invoiceColumns())
    .from(invoices)
    .leftJoin(cancellations, withCancellation)
    .where(and(where, keysetAfter(invoices, sortColumn, invoices.id, query.dir, window.after)))
    .orderBy(...orderBy(sortColumn, query.dir, invoices.id))
    .limit(window.limit)
    .offset(window.offset);
}

export function invoiceItemOf(row: Row): InvoiceItem {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    status: row.status,
    issue_date: row.issueDate,
    due_date: row.dueDate,
    service_start: row.serviceStart,
    service_end: row.serviceEnd,
    buyer_name: row.buyer.name,
    buyer_email: row.buyer.email ?? "",
    net_cents: row.netCents,
    vat_cents: row.vatCents,
    gross_cents: row.grossCents,
    paid_on: row.paidOn,
    reminder_count: row.reminderCount,
    order_id: row.orderId,
    cancellation_number: row.cancellationNumber,
    created_at: new Date(row.createdAt).toISOString(),
  };
}

/**
 * What the invoice search looks through: number, buyer's name and e-mail. Migration 0034
 * indexes exactly the text searchAcross builds of these (trigrams), so a change here
 * needs a new index; server/admin/list-search-indexes.test.ts fails until it has one.
 */
export const invoiceSearchColumns = [
  invoices.number,
  sql`${invoices.buyer}->>'name'`,
  sql`${invoices.buyer}->>'email'`,
];

/** Receivables: every invoice and cancellation invoice, filterable by status; CSV for the accountant. */
export const invoiceList: AdminList<InvoiceQuery, InvoiceItem> = {
  path: "/api/admin/invoices",
  summary: "List invoices (receivables)",
  fileName: "rechnungen",
  query: invoiceQuery,
  page: invoicePage,
  keyset: true,
  async fetch(db, query, window) {
    const where = and(
      query.status ? statusIs(query.status) : undefined,
      searchAcross(invoiceSearchColumns, query.q),
    );
    const [rows, { total, exact }] = await Promise.all([
      selectRows(db, where, query, window),
      window.count
        ? cappedTotal(
            db,
            db
              .select({ id: invoices.id })
              .from(invoices)
              .leftJoin(cancellations, withCancellation)
              .where(where),
          )
        : NOT_COUNTED,
    ]);
    return { total, exact, items: rows.map(invoiceItemOf) };
  },
  csvHeader: [
    "Rechnungsnummer",
    "Art",
    "Rechnungsdatum",
    "Fällig am",
    "Leistung von",
    "Leistung bis",
    "Kunde",
    "E-Mail",
    "Netto (EUR)",
    "USt (EUR)",
    "Brutto (EUR)",
    "Status",
    "Bezahlt am",
    "Storno",
    "Erstellt",
  ],
  csvRow: (item) => [
    item.number,
    INVOICE_KIND_LABELS[item.kind],
    formatGermanDate(item.issue_date),
    item.kind === "invoice" ? formatGermanDate(item.due_date) : "",
    formatGermanDate(item.service_start),
    formatGermanDate(item.service_end),
    item.buyer_name,
    item.buyer_email,
    new CsvDecimal(decimalComma(item.net_cents)),
    new CsvDecimal(decimalComma(item.vat_cents)),
    new CsvDecimal(decimalComma(item.gross_cents)),
    INVOICE_STATUS_LABELS[item.status],
    item.paid_on ? formatGermanDate(item.paid_on) : "",
    item.cancellation_number ?? "",
    berlinDateTime.format(new Date(item.created_at)),
  ],
};
