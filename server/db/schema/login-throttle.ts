import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Failed password checks per account, over all addresses (docs/decisions/
 * 0031-login-throttle-per-account.md). The key is a hash of the typed e-mail, so
 * unknown addresses are counted like real ones and no address is stored. A correct
 * password, or a password reset, removes the row.
 */
export const loginThrottle = pgTable("login_throttle", {
  accountKey: text().primaryKey(),
  failures: integer().notNull(),
  lastFailureAt: timestamp({ withTimezone: true }).notNull(),
});
