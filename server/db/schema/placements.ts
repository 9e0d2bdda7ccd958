import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
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
import type { Fee } from "../../../domain/billing/fees";
import { CANCELLED_BY, PLACEMENT_STATUSES } from "../../../domain/placement-status";
import {
  WORK_REPORT_CONFIRMED_BY,
  WORK_REPORT_STATUSES,
  type WorkedDay,
} from "../../../domain/worked-days";
import { staffProfession, users } from "./accounts";
import { federalState, jobOfferType, searchOrders } from "./search-orders";

export const placementStatus = pgEnum("placement_status", PLACEMENT_STATUSES);
export const placementCancelledBy = pgEnum("placement_cancelled_by", CANCELLED_BY);

/**
 * The placement record (docs/decisions/0015-placement-record.md): written when the owner
 * confirms a candidate, its facts never change afterwards. It does not depend on the
 * accounts or the order: their ids become null when they are deleted, and the record
 * stays 8 years after the end of the year of its last day (booking documents,
 * docs/product.md "Data protection"; server/jobs/retention.ts).
 * Only the bookkeeping columns below the facts change (status, cancellation, invoice
 * copy, reminders).
 */
export const placements = pgTable(
  "placements",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid().references(() => searchOrders.id, { onDelete: "set null" }),
    ownerId: uuid().references(() => users.id, { onDelete: "set null" }),
    staffId: uuid().references(() => users.id, { onDelete: "set null" }),
    // The facts, fixed at confirmation.
    type: jobOfferType().notNull(),
    role: staffProfession().notNull(),
    ownerCover: boolean().notNull(),
    periods: jsonb().$type<{ startDate: string; endDate: string }[]>().notNull(),
    firstDay: date({ mode: "string" }).notNull(),
    lastDay: date({ mode: "string" }).notNull(),
    workingHours: text().notNull(),
    pharmacyName: text().notNull(),
    street: text().notNull(),
    postalCode: text().notNull(),
    city: text().notNull(),
    state: federalState().notNull(),
    ownerName: text().notNull(),
    staffName: text().notNull(),
    staffProfession: staffProfession().notNull(),
    hourlyRate: numeric({ precision: 7, scale: 2, mode: "number" }),
    confirmedAt: timestamp({ withTimezone: true }).notNull(),
    /**
     * The fee the owner accepted in the confirmation step, under the prices agreed then
     * (docs/decisions/0019-fees-and-price-lists.md); null when no price was agreed for
     * the order's role and kind, or for placements confirmed before fees existed.
     */
    fee: jsonb().$type<Fee>(),
    // Bookkeeping.
    status: placementStatus().notNull().default("confirmed"),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelledBy: placementCancelledBy(),
    cancelReason: text(),
    arrangedAt: timestamp({ withTimezone: true }),
    /** The provider's invoice copy (terms: within 14 days after the last day), a stored file. */
    invoiceCopyKey: text().unique(),
    invoiceCopyName: text(),
    invoiceCopyBytes: bigint({ mode: "number" }),
    invoiceCopyAt: timestamp({ withTimezone: true }),
    /**
     * The calendar events' SEQUENCE (RFC 5545 3.8.7.4): raised by every change a calendar
     * must follow (a cancellation), so subscribed calendars and mailed files replace the
     * event (docs/decisions/0054-calendar-feeds.md).
     */
    calendarSequence: integer().notNull().default(0),
    startReminderSentAt: timestamp({ withTimezone: true }),
    invoiceReminderSentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    index("placements_order_idx").on(table.orderId),
    index("placements_owner_idx").on(table.ownerId),
    index("placements_staff_idx").on(table.staffId),
    index("placements_status_first_day_idx").on(table.status, table.firstDay),
    // The console's placement list, latest first day first (issue 29).
    index("placements_first_day_idx").on(table.firstDay),
    // The operator's work: standing placements still without the provider's invoice copy.
    index("placements_invoice_copy_missing_idx")
      .on(table.firstDay)
      .where(sql`${table.invoiceCopyKey} is null and ${table.status} <> 'cancelled'`),
  ],
);

export type Placement = typeof placements.$inferSelect;

/**
 * A person's private calendar subscription (docs/decisions/0054-calendar-feeds.md): the
 * feed's address carries a random token, stored here only as its SHA-256 hash. One per
 * person; a new one replaces it (the old address stops at once); deleted when the person
 * switches it off and with the account (ON DELETE CASCADE).
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** When a calendar program last fetched it: shows the person that it is in use. */
  lastFetchedAt: timestamp({ withTimezone: true }),
});
export const workReportStatus = pgEnum("work_report_status", WORK_REPORT_STATUSES);
export const workReportConfirmedBy = pgEnum("work_report_confirmed_by", WORK_REPORT_CONFIRMED_BY);

/**
 * Worked days (docs/decisions/0057-worked-days-and-corrections.md): one report per
 * placement and period (the whole placement, or a week of a longer one). Part of the
 * placement record: the planned days as the record fixed them, the staff member's
 * days, the owner's version in a dispute and the days that count (`confirmed_days`).
 * Deleted with its placement (8 years after the end of the last day's year).
 */
export const workReports = pgTable(
  "work_reports",
  {
    id: uuid().primaryKey().defaultRandom(),
    placementId: uuid()
      .notNull()
      .references(() => placements.id, { onDelete: "cascade" }),
    periodStart: date({ mode: "string" }).notNull(),
    periodEnd: date({ mode: "string" }).notNull(),
    planned: jsonb().$type<WorkedDay[]>().notNull(),
    staffDays: jsonb().$type<WorkedDay[]>().notNull(),
    submittedAt: timestamp({ withTimezone: true }).notNull(),
    status: workReportStatus().notNull().default("submitted"),
    ownerReminderSentAt: timestamp({ withTimezone: true }),
    ownerDays: jsonb().$type<WorkedDay[]>(),
    ownerNote: text(),
    disputedAt: timestamp({ withTimezone: true }),
    confirmedDays: jsonb().$type<WorkedDay[]>(),
    confirmedBy: workReportConfirmedBy(),
    confirmedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex("work_reports_period_idx").on(table.placementId, table.periodStart),
    index("work_reports_waiting_idx")
      .on(table.submittedAt)
      .where(sql`${table.status} = 'submitted'`),
  ],
);

export type WorkReport = typeof workReports.$inferSelect;
