import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { staffProfession } from "./accounts";
import { invoiceKind, invoices } from "./billing";
import { placements } from "./placements";
import { federalState, searchOrders } from "./search-orders";

/**
 * The figures of /admin/kennzahlen, kept ready by the database itself
 * (docs/decisions/0064-figures-kept-ready.md): triggers of migration 0031 rewrite the rows
 * of an order or placement whenever it, its history, its applications or its placements
 * change, in the same transaction. Nothing in the application writes these tables.
 */

/** One row per order: its milestones from its history (search_order_events). */
export const figuresOrderFacts = pgTable(
  "figures_order_facts",
  {
    orderId: uuid()
      .primaryKey()
      .references(() => searchOrders.id, { onDelete: "cascade" }),
    state: federalState().notNull(),
    role: staffProfession().notNull(),
    /** First sent, first published, first confirmed, last ended. */
    sentAt: timestamp({ withTimezone: true }),
    publishedAt: timestamp({ withTimezone: true }),
    confirmedAt: timestamp({ withTimezone: true }),
    endedAt: timestamp({ withTimezone: true }),
    /** The first application to the order. */
    firstAppliedAt: timestamp({ withTimezone: true }),
    /** The order ended and holds no standing (not cancelled) placement. */
    endedUnfilled: boolean().notNull().default(false),
    /**
     * Time to fill, once published: days from the first publication to the first
     * confirmation and to the first application, with the month (Berlin) each counts in.
     */
    confirmationDays: doublePrecision(),
    confirmationMonth: text(),
    firstApplicantDays: doublePrecision(),
    firstApplicantMonth: text(),
  },
  (table) => [
    index("figures_order_facts_sent_idx").on(table.sentAt),
    index("figures_order_facts_published_idx").on(table.publishedAt),
    index("figures_order_facts_confirmed_idx").on(table.confirmedAt),
    index("figures_order_facts_ended_idx").on(table.endedAt),
    index("figures_order_facts_applied_idx").on(table.firstAppliedAt),
  ],
);

/** A standing placement's calendar days, per month it touches ("YYYY-MM"). */
export const figuresPlacementMonths = pgTable(
  "figures_placement_months",
  {
    placementId: uuid()
      .notNull()
      .references(() => placements.id, { onDelete: "cascade" }),
    month: text().notNull(),
    state: federalState().notNull(),
    role: staffProfession().notNull(),
    days: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.placementId, table.month] }),
    index("figures_placement_months_month_idx").on(table.month),
  ],
);

/**
 * Each invoice's figures, narrow: its region and role (its placement's, else its
 * order's; neither for an invoice that names none), amounts, dates, and the day a
 * cancellation invoice cancelled it.
 */
export const figuresInvoiceFacts = pgTable(
  "figures_invoice_facts",
  {
    invoiceId: uuid()
      .primaryKey()
      .references(() => invoices.id, { onDelete: "cascade" }),
    kind: invoiceKind().notNull(),
    state: federalState(),
    role: staffProfession(),
    issueDate: date({ mode: "string" }).notNull(),
    dueDate: date({ mode: "string" }).notNull(),
    paidOn: date({ mode: "string" }),
    cancelledOn: date({ mode: "string" }),
    netCents: integer().notNull(),
    grossCents: integer().notNull(),
  },
  (table) => [
    index("figures_invoice_facts_issue_idx").on(table.issueDate),
    index("figures_invoice_facts_paid_idx").on(table.paidOn),
  ],
);

/**
 * Orders received, published, filled and ended unfilled per month (Berlin), region and
 * role: the sums of figures_order_facts, kept by a trigger on it.
 */
export const figuresOrderMonths = pgTable(
  "figures_order_months",
  {
    month: text().notNull(),
    state: federalState().notNull(),
    role: staffProfession().notNull(),
    received: integer().notNull().default(0),
    published: integer().notNull().default(0),
    filled: integer().notNull().default(0),
    endedUnfilled: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.month, table.state, table.role] })],
);

/** The tables above: the database writes them, nothing copies or restores them row by row. */
export const TABLES_KEPT_BY_TRIGGERS: readonly string[] = [
  "figures_order_facts",
  "figures_order_months",
  "figures_placement_months",
  "figures_invoice_facts",
];
