import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Failed password checks per account, over all addresses (docs/decisions/
 * 0031-login-throttle-per-account.md). The key is a hash of the typed e-mail, so
 * unknown addresses are counted like real ones and no address is stored. A correct
 * password, or a password reset, removes the row. `checking` counts the checks still
 * running (not failures): as many may run at once as failures are still free.
 */
export const loginThrottle = pgTable("login_throttle", {
  accountKey: text().primaryKey(),
  failures: integer().notNull().default(0),
  lastFailureAt: timestamp({ withTimezone: true }),
  checking: integer().notNull().default(0),
  /** The latest check's start; a count older than a check can last is from a dead process. */
  checkingSince: timestamp({ withTimezone: true }),
});
