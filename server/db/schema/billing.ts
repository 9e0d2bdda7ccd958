import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { FEE_ORDER_KINDS, FEE_UNITS } from "../../../domain/billing/price-list";
import { staffProfession, users } from "./accounts";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

export const feeOrderKind = pgEnum("fee_order_kind", FEE_ORDER_KINDS);
export const feeUnit = pgEnum("fee_unit", FEE_UNITS);
export const invoiceKind = pgEnum("invoice_kind", ["invoice", "cancellation"]);

/**
 * Agreed fees (docs/decisions/0019-fees-and-price-lists.md): a row per role and kind of
 * order; `owner_id` null is the default list, which every pharmacy without a price of
 * its own for that role and kind pays.
 */
export const priceEntries = pgTable(
  "price_entries",
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid().references(() => users.id, { onDelete: "cascade" }),
    role: staffProfession().notNull(),
    kind: feeOrderKind().notNull(),
    unit: feeUnit().notNull(),
    netCents: integer().notNull(),
    vatRate: numeric({ precision: 4, scale: 2, mode: "number" }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("price_entries_owner_idx")
      .on(table.ownerId, table.role, table.kind)
      .where(sql`${table.ownerId} is not null`),
    uniqueIndex("price_entries_default_idx")
      .on(table.role, table.kind)
      .where(sql`${table.ownerId} is null`),
    check("price_entries_net_check", sql`${table.netCents} >= 0`),
  ],
);

/** The last invoice number used per year; its row lock makes numbers gapless. */
export const invoiceCounters = pgTable("invoice_counters", {
  year: integer().primaryKey(),
  lastNumber: integer().notNull(),
});

/** What an invoice says about a party, copied at issue so it never changes. */
export interface InvoiceParty {
  name: string;
  /** A person to address, e.g. the owner's name under the pharmacy's. */
  contact?: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  email?: string;
  vatId?: string;
  taxNumber?: string;
}

export interface InvoiceLine {
  description: string;
  quantity: number;
  /** UN/ECE Rec 20 unit: DAY (placement days) or C62 (one placement). */
  unitCode: "DAY" | "C62";
  unitNetCents: number;
  netCents: number;
  vatRate: number;
}

/** The seller's payment details on the invoice, copied at issue. */
export interface InvoiceSeller extends InvoiceParty {
  iban: string;
  bic: string;
  bankName: string;
  phone: string;
  registerCourt: string;
  registerNumber: string;
  managingDirector: string;
}

/**
 * The agency's invoices and cancellation invoices (docs/decisions/0020-invoices.md).
 * Immutable: a trigger in the migration refuses DELETE and any UPDATE except the
 * payment and reminder columns. `buyer_id`, `order_id` and `placement_id` carry no
 * foreign key, so deleting an account or an order never touches a booking document.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid().primaryKey().defaultRandom(),
    number: text().notNull(),
    kind: invoiceKind().notNull().default("invoice"),
    /** The invoice a cancellation invoice cancels. */
    cancelsInvoiceId: uuid().references((): AnyPgColumn => invoices.id),
    /**
     * A corrected invoice: the cancellation invoice it follows, which cancelled the
     * invoice it corrects (docs/decisions/0057-worked-days-and-corrections.md).
     */
    followsCancellationId: uuid().references((): AnyPgColumn => invoices.id),
    issueDate: date({ mode: "string" }).notNull(),
    dueDate: date({ mode: "string" }).notNull(),
    serviceStart: date({ mode: "string" }).notNull(),
    serviceEnd: date({ mode: "string" }).notNull(),
    buyerId: uuid(),
    buyer: jsonb().$type<InvoiceParty>().notNull(),
    seller: jsonb().$type<InvoiceSeller>().notNull(),
    lines: jsonb().$type<InvoiceLine[]>().notNull(),
    netCents: integer().notNull(),
    vatCents: integer().notNull(),
    grossCents: integer().notNull(),
    orderId: uuid(),
    placementId: uuid(),
    note: text(),
    issuedBy: text().notNull(),
    pdf: bytea().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // Payment and reminders: the only columns that may change.
    paidOn: date({ mode: "string" }),
    paymentRecordedBy: text(),
    lastReminderAt: timestamp({ withTimezone: true }),
    reminderCount: integer().notNull().default(0),
  },
  (table) => [
    uniqueIndex("invoices_number_idx").on(table.number),
    uniqueIndex("invoices_cancels_idx").on(table.cancelsInvoiceId),
    uniqueIndex("invoices_follows_idx").on(table.followsCancellationId),
    index("invoices_buyer_idx").on(table.buyerId),
    index("invoices_order_idx").on(table.orderId),
    index("invoices_issue_date_idx").on(table.issueDate),
    // The console's invoice list, newest first, paged by keyset; a placement's invoice;
    // the unpaid ones (open, overdue, reminders due) (docs/decisions/0062).
    index("invoices_created_idx").on(table.createdAt),
    index("invoices_placement_idx").on(table.placementId),
    index("invoices_unpaid_due_idx")
      .on(table.dueDate)
      .where(sql`${table.kind} = 'invoice' and ${table.paidOn} is null`),
    check(
      "invoices_cancellation_check",
      sql`(${table.kind} = 'cancellation') = (${table.cancelsInvoiceId} is not null)`,
    ),
  ],
);

export type Invoice = typeof invoices.$inferSelect;
export type PriceEntryRow = typeof priceEntries.$inferSelect;
