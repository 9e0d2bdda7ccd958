import { sql } from "drizzle-orm";
import {
  check,
  customType,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { DUNNING_LEVELS } from "../../../domain/billing/dunning";
import { invoices } from "./billing";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

export const paymentSource = pgEnum("payment_source", ["manual", "camt053"]);
export const dunningLevel = pgEnum("dunning_level", DUNNING_LEVELS);

/**
 * Payments received for an invoice (issue 28, item 4): recorded by the operator or
 * imported from a CAMT.053 bank statement; several partial payments per invoice. The
 * invoice's `paid_on` is set when they cover its gross amount. `bank_reference` is the
 * bank's own reference of a statement entry, so one statement imported twice books once.
 * Deleted with the invoice only (the retention job), like the invoice a booking record.
 */
export const invoicePayments = pgTable(
  "invoice_payments",
  {
    id: uuid().primaryKey().defaultRandom(),
    invoiceId: uuid()
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    paidOn: date({ mode: "string" }).notNull(),
    amountCents: integer().notNull(),
    source: paymentSource().notNull().default("manual"),
    bankReference: text(),
    payer: text(),
    recordedBy: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("invoice_payments_invoice_idx").on(table.invoiceId),
    index("invoice_payments_paid_on_idx").on(table.paidOn),
    uniqueIndex("invoice_payments_bank_reference_idx")
      .on(table.bankReference)
      .where(sql`${table.bankReference} is not null`),
    check("invoice_payments_amount_check", sql`${table.amountCents} > 0`),
  ],
);

/**
 * The reminders sent for an invoice, one per level, each with the PDF that went out, the
 * fee it charged (agency setting) and the date by which it asked for payment.
 */
export const invoiceReminders = pgTable(
  "invoice_reminders",
  {
    id: uuid().primaryKey().defaultRandom(),
    invoiceId: uuid()
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    level: dunningLevel().notNull(),
    sentOn: date({ mode: "string" }).notNull(),
    payBy: date({ mode: "string" }).notNull(),
    openCents: integer().notNull(),
    feeCents: integer().notNull().default(0),
    sentBy: text().notNull(),
    pdf: bytea().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("invoice_reminders_level_idx").on(table.invoiceId, table.level),
    check("invoice_reminders_fee_check", sql`${table.feeCents} >= 0`),
  ],
);

export type InvoicePayment = typeof invoicePayments.$inferSelect;
export type InvoiceReminder = typeof invoiceReminders.$inferSelect;
