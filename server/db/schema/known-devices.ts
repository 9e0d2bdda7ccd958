import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * Browsers that logged in to an account, for the login throttle's exemption
 * (docs/decisions/0031-login-throttle-per-account.md): each has its own random token in
 * the `apostaff_device` cookie, stored here only as its SHA-256 hash, valid until
 * `expiresAt`. A password change or reset deletes an account's rows; so does deleting
 * the account (ON DELETE CASCADE). Personal data: in the account's data export.
 */
export const knownDevices = pgTable(
  "known_devices",
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull().unique(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index("known_devices_user_idx").on(table.userId)],
);
