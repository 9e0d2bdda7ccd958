import { and, eq, type SQL, sql } from "drizzle-orm";
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

type Db = Parameters<AdminList<InvoiceQuery, InvoiceItem>["fetch"]>[0];

/** The list's order, and where a following page starts (keyset). */
function listOrder(query: InvoiceQuery, window: ListWindow) {
  const sortColumn = {
    issue_date: invoices.createdAt,
    number: invoices.number,
    due_date: invoices.dueDate,
    gross: invoices.grossCents,
  }[query.sort ?? "issue_date"];
  return {
    sortColumn,
    order: orderBy(sortColumn, query.dir, invoices.id),
    after: keysetAfter(invoices, sortColumn, invoices.id, query.dir, window.after),
  };
}

type Row = Awaited<ReturnType<typeof selectRows>>[number];
function selectRows(db: Db, filters: SQL | undefined, query: InvoiceQuery, window: ListWindow) {
  const { order, after } = listOrder(query, window);
  return db
    .select(invoiceColumns())
    .from(invoices)
    .leftJoin(cancellations, withCancellation)
    .where(and(filters, after))
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
}

/**
 * How many of the following rows, in the list's order, a search's page looks through
 * first (docs/decisions/0062-keyset-pages-and-streams.md, eleventh session).
 */
export const SEARCH_NEAREST_ROWS = 2_000;

/**
 * A page of a search (a keyset page: the window's offset is 0). First among the next
 * SEARCH_NEAREST_ROWS rows in the list's order, where a common word fills a page at once.
 * When fewer match there, among all matches, found by the trigram index (migration 0034)
 * and then sorted. Asked for the first matches in the list's order in one query, the
 * planner walks the order's index and tests row after row, through most of the table
 * when the matches are old ones, such as an earlier year's numbers (RE-2021: 60,000
 * invoices read for 50, 0.2 s).
 */
async function selectSearchRows(
  db: Db,
  filters: SQL | undefined,
  search: SQL,
  query: InvoiceQuery,
  window: ListWindow,
): Promise<Row[]> {
  const { sortColumn, order, after } = listOrder(query, window);
  const pageAmong = (candidates: SQL, condition?: SQL) =>
    db
      .select(invoiceColumns())
      .from(sql`${candidates} "candidates"`)
      .innerJoin(invoices, eq(invoices.id, sql`"candidates"."id"`))
      .leftJoin(cancellations, withCancellation)
      .where(condition)
      .orderBy(...order)
      .limit(window.limit);
  const nearest = db
    .select({ id: invoices.id })
    .from(invoices)
    .leftJoin(cancellations, withCancellation)
    .where(and(filters, after))
    .orderBy(...order)
    .limit(SEARCH_NEAREST_ROWS);
  const near = await pageAmong(sql`(${nearest})`, search);
  if (near.length === window.limit) return near;
  const matches = db
    .select({ id: invoices.id, sort: sql`${sortColumn}`.as("sort") })
    .from(invoices)
    .leftJoin(cancellations, withCancellation)
    .where(and(filters, search, after));
  // OFFSET 0 keeps the matches a query of their own, planned without the page's order
  // (drizzle's offset(0) writes none); the page is sorted from them.
  const direction = sql.raw(query.dir === "asc" ? "asc" : "desc");
  return pageAmong(sql`(select "matches"."id" from (${matches} offset 0) "matches"
    order by "matches"."sort" ${direction}, "matches"."id" ${direction} limit ${window.limit})`);
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
    const filters = query.status ? statusIs(query.status) : undefined;
    const search = searchAcross(invoiceSearchColumns, query.q);
    const where = and(filters, search);
    const [rows, { total, exact }] = await Promise.all([
      search
        ? selectSearchRows(db, filters, search, query, window)
        : selectRows(db, filters, query, window),
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
