import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { placements } from "./placements";
import { searchOrders } from "./search-orders";

/**
 * A staff member's availability settings (docs/decisions/0056-urgent-cover-offers.md):
 * the weekdays they can work every week, how far they travel, overnight placements,
 * how offers reach them and how many a day at most. Personal data (registry.ts).
 */
export const staffAvailability = pgTable(
  "staff_availability",
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** ISO weekdays (1 Monday … 7 Sunday) the person can work every week. */
    weekdays: smallint().array().notNull().default(sql`'{}'::smallint[]`),
    /** Kilometres from their address (straight line between postcode centres). */
    travelKm: integer().notNull().default(30),
    overnight: boolean().notNull().default(false),
    /** push (mail when no device allows push), mail, both, none. */
    offerChannel: text().notNull().default("push"),
    dailyOfferCap: integer().notNull().default(5),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    check(
      "staff_availability_channel_check",
      sql`${table.offerChannel} in ('push', 'mail', 'both', 'none')`,
    ),
    check("staff_availability_travel_check", sql`${table.travelKm} between 0 and 1000`),
    check("staff_availability_cap_check", sql`${table.dailyOfferCap} between 0 and 50`),
  ],
);

/** One day marked available or not, overriding the weekdays (at most 12 months ahead). */
export const staffAvailabilityDays = pgTable(
  "staff_availability_days",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date({ mode: "string" }).notNull(),
    available: boolean().notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/** An owner's favourite, or a person "nicht mehr vorschlagen" (blocked) for the pharmacy. */
export const pharmacyStaffMarks = pgTable(
  "pharmacy_staff_marks",
  {
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    staffId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mark: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.ownerId, table.staffId] }),
    index("pharmacy_staff_marks_staff_idx").on(table.staffId),
    check("pharmacy_staff_marks_mark_check", sql`${table.mark} in ('favourite', 'blocked')`),
  ],
);

/** Per pharmacy (owner account): a favourite's "Ich habe Zeit" proposes them at once. */
export const pharmacyOfferSettings = pgTable("pharmacy_offer_settings", {
  ownerId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  autoPropose: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/**
 * One offer of a published order to one person: a queue row delivered by the offer
 * worker when due (favourites at once, the others after the agency's delay). The unique
 * index keeps it to one offer per person and order.
 */
export const orderOffers = pgTable(
  "order_offers",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => searchOrders.id, { onDelete: "cascade" }),
    staffId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    favourite: boolean().notNull().default(false),
    /** pending, sent, capped (daily cap reached), silent (channel none), void (order closed). */
    status: text().notNull().default("pending"),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    /** How it went out: push, mail, push+mail. */
    channel: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("order_offers_order_staff_idx").on(table.orderId, table.staffId),
    index("order_offers_due_idx").on(table.dueAt).where(sql`${table.status} = 'pending'`),
    index("order_offers_staff_sent_idx").on(table.staffId, table.sentAt),
    check(
      "order_offers_status_check",
      sql`${table.status} in ('pending', 'sent', 'capped', 'silent', 'void')`,
    ),
  ],
);

/** A rating of a placement after its last day, by the owner (of the person) or staff (of the pharmacy). */
export const placementRatings = pgTable(
  "placement_ratings",
  {
    id: uuid().primaryKey().defaultRandom(),
    placementId: uuid()
      .notNull()
      .references(() => placements.id, { onDelete: "cascade" }),
    /** owner: the owner rates the person; staff: the person rates the pharmacy. */
    side: text().notNull(),
    raterId: uuid().references(() => users.id, { onDelete: "cascade" }),
    stars: smallint().notNull(),
    comment: text().notNull().default(""),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("placement_ratings_placement_side_idx").on(table.placementId, table.side),
    index("placement_ratings_rater_idx").on(table.raterId),
    check("placement_ratings_side_check", sql`${table.side} in ('owner', 'staff')`),
    check("placement_ratings_stars_check", sql`${table.stars} between 1 and 5`),
  ],
);

export type StaffAvailability = typeof staffAvailability.$inferSelect;
export type OrderOffer = typeof orderOffers.$inferSelect;
