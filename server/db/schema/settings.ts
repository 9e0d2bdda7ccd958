import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Values the server generates once and every process must share, e.g. the ALTCHA HMAC
 * key when ALTCHA_HMAC_KEY is not configured. Secrets here are as safe as the database.
 */
export const appSettings = pgTable("app_settings", {
  key: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
