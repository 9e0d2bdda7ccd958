import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { staffProfession } from "./accounts";
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
