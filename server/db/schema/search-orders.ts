import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  index,
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
import { FEDERAL_STATES, JOB_OFFER_TYPES } from "../../../domain/enums";
import { APPLICATION_STATUSES } from "../../../domain/placement-status";
import { SEARCH_ORDER_STATUSES } from "../../../domain/search-order-status";
import { pharmacyBranches, staffProfession, users } from "./accounts";

export const searchOrderStatus = pgEnum("search_order_status", SEARCH_ORDER_STATUSES);
export const jobOfferType = pgEnum("job_offer_type", JOB_OFFER_TYPES);
export const federalState = pgEnum("federal_state", FEDERAL_STATES);
export const applicationStatus = pgEnum("application_status", APPLICATION_STATUSES);

/** PostgreSQL's `daterange`, read and written as its text form "[2026-07-01,2026-07-15]". */
const dateRange = customType<{ data: string }>({ dataType: () => "daterange" });

/** A pharmacy owner's search order (docs/product.md, "Job board"; docs/decisions/0009). */
export const searchOrders = pgTable(
  "search_orders",
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /**
     * The pharmacy the order is for: a branch of the owner, or null for the main
     * pharmacy (docs/decisions/0035-pharmacy-branches.md).
     */
    branchId: uuid().references(() => pharmacyBranches.id, { onDelete: "set null" }),
    status: searchOrderStatus().notNull().default("draft"),
    type: jobOfferType().notNull(),
    role: staffProfession().notNull(),
    /** Inhabervertretung: covers the owner, so only an Apotheker/in fits. */
    ownerCover: boolean().notNull().default(false),
    workingHours: text().notNull(),
    street: text().notNull(),
    postalCode: text().notNull(),
    city: text().notNull(),
    state: federalState().notNull(),
    wwsSoftware: text().array().notNull(),
    hourlyRate: numeric({ precision: 7, scale: 2, mode: "number" }),
    note: text().notNull().default(""),
    /** The person proposed by the operator (status candidate_proposed and later). */
    candidateId: uuid().references(() => users.id, { onDelete: "set null" }),
    declineReason: text(),
    sentAt: timestamp({ withTimezone: true }),
    /**
     * The fee the owner was shown when sending the order ("Zahlungspflichtig
     * beauftragen"), so the confirmation can show a changed fee as old and new amount
     * (issue 28, item 3). Null for orders sent before it was kept, or without a price.
     */
    orderedFee: jsonb().$type<Fee>(),
    publishedAt: timestamp({ withTimezone: true }),
    confirmedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    index("search_orders_owner_idx").on(table.ownerId),
    index("search_orders_status_idx").on(table.status),
    index("search_orders_branch_idx").on(table.branchId),
    // The console's order list, newest sent first (issue 29).
    index("search_orders_sent_at_idx").on(table.sentAt),
    // The console's order list of one status, newest first, paged by keyset (docs/decisions/0062).
    index("search_orders_status_sent_at_idx").on(table.status, table.sentAt),
    // Billable orders, latest confirmation first (docs/decisions/0062).
    index("search_orders_billable_idx")
      .on(table.confirmedAt, table.id)
      .where(sql`${table.status} in ('confirmed', 'placed')`),
    check(
      "search_orders_owner_cover_check",
      sql`not ${table.ownerCover} or ${table.role} = 'Apotheker/in'`,
    ),
  ],
);

/** The date periods of an order: several for a holiday cover in parts. */
export const searchOrderPeriods = pgTable(
  "search_order_periods",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => searchOrders.id, { onDelete: "cascade" }),
    startDate: date({ mode: "string" }).notNull(),
    endDate: date({ mode: "string" }).notNull(),
  },
  (table) => [
    index("search_order_periods_order_idx").on(table.orderId),
    check("search_order_periods_range_check", sql`${table.endDate} >= ${table.startDate}`),
  ],
);

/** The history the owner sees: every status change, with who and an optional note. */
export const searchOrderEvents = pgTable(
  "search_order_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => searchOrders.id, { onDelete: "cascade" }),
    status: searchOrderStatus().notNull(),
    actorId: uuid().references(() => users.id, { onDelete: "set null" }),
    /**
     * The person the event is about, whom its note names (the candidate of
     * `candidate_proposed`): the note is blanked when that account is deleted.
     */
    subjectId: uuid().references(() => users.id, { onDelete: "set null" }),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("search_order_events_order_idx").on(table.orderId, table.createdAt),
    index("search_order_events_subject_idx").on(table.subjectId),
  ],
);

/** A staff member's application, given after the data-consent opt-in (stored with time). */
export const jobApplications = pgTable(
  "job_applications",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => searchOrders.id, { onDelete: "cascade" }),
    staffId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    dataConsentAt: timestamp({ withTimezone: true }).notNull(),
    /** Where it stands, in the one vocabulary of domain/placement-status.ts. */
    status: applicationStatus().notNull().default("applied"),
    statusChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("job_applications_order_staff_idx").on(table.orderId, table.staffId),
    index("job_applications_staff_idx").on(table.staffId),
  ],
);

/**
 * One row per period of an order whose candidate the owner confirmed. The migration adds
 * an exclusion constraint (btree_gist): one person, no two overlapping ranges.
 */
export const confirmedAssignments = pgTable(
  "confirmed_assignments",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => searchOrders.id, { onDelete: "cascade" }),
    staffId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Inclusive range of days, "[start,end]". */
    period: dateRange().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("confirmed_assignments_order_idx").on(table.orderId)],
);

/**
 * A search alert, stored with "Suchen" at /arbeitsangebote-suchen/2: new matching orders
 * are mailed until it is paused or deleted (docs/decisions/0018-search-alerts.md). One
 * person keeps each set of filters once; the check runs under a lock on the person's row.
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: jobOfferType().notNull(),
    startDate: date({ mode: "string" }),
    endDate: date({ mode: "string" }),
    location: text().notNull().default(""),
    state: federalState(),
    /** Set while the person has paused the alert: nothing is mailed. */
    pausedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("saved_searches_user_idx").on(table.userId)],
);

export type SearchOrder = typeof searchOrders.$inferSelect;
export type SearchOrderPeriod = typeof searchOrderPeriods.$inferSelect;
export type SearchOrderEvent = typeof searchOrderEvents.$inferSelect;
export type SavedSearch = typeof savedSearches.$inferSelect;
export type JobApplication = typeof jobApplications.$inferSelect;
