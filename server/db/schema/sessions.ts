import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * Login sessions (docs/decisions/0007). The browser holds an opaque random token; only
 * its SHA-256 hash is stored, so a leaked table does not log anyone in.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull().unique(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "Ich möchte angemeldet bleiben": a 30-day cookie instead of a browser-session one. */
    persistent: boolean().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ipAddress: text(),
    userAgent: text(),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

export type Session = typeof sessions.$inferSelect;
