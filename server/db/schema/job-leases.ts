import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per scheduled job (server/jobs): the lease that makes a job run once across
 * processes. A scheduler takes the row for one scheduled slot with a conditional
 * upsert; works the same on PostgreSQL and the embedded PGlite.
 */
export const jobLeases = pgTable("job_leases", {
  name: text().primaryKey(),
  /** The scheduled time last claimed; a slot is run by whoever claims it first. */
  lastSlot: timestamp({ withTimezone: true }).notNull(),
  /** Until when the holder may run; a crashed holder's lease runs out. */
  lockedUntil: timestamp({ withTimezone: true }).notNull(),
  holder: text().notNull(),
  /**
   * When the holder took the lease; a run finished after it (`last_finished_at`) is done,
   * one not finished by the time its lease ran out was cut short and is run again.
   */
  claimedAt: timestamp({ withTimezone: true }),
  lastFinishedAt: timestamp({ withTimezone: true }),
  /** The end of the last run without an error (metrics: apostaff_job_last_success_timestamp_seconds). */
  lastSucceededAt: timestamp({ withTimezone: true }),
  lastError: text(),
});

export type JobLease = typeof jobLeases.$inferSelect;
