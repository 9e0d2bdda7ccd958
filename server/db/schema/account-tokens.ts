import { index, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";

export const accountTokenPurpose = pgEnum("account_token_purpose", [
  "activation",
  "password_reset",
  "email_change",
]);

/**
 * Single-use links sent by e-mail (activation, password reset, confirming a new address). Only the SHA-256 hash
 * of the token is stored; `used_at` is set by the one request that redeems it.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull().unique(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: accountTokenPurpose().notNull(),
    /** For `email_change`: the address the link was sent to, set when it is followed. */
    newEmail: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("account_tokens_user_idx").on(table.userId, table.purpose)],
);

export type AccountTokenPurpose = (typeof accountTokenPurpose.enumValues)[number];
