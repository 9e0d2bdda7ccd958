import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { accountTokenPurpose } from "./account-tokens";

/**
 * Requests for a reset or activation link, written as they come, whether or not the
 * address has an account: the answer costs the same for both, so its time tells
 * nothing (docs/decisions/0029-account-mails-answered-before-they-are-looked-up.md).
 * A worker looks the address up afterwards and queues the mail; the row is then gone.
 */
export const accountMailRequests = pgTable(
  "account_mail_requests",
  {
    id: uuid().primaryKey().defaultRandom(),
    purpose: accountTokenPurpose().notNull(),
    email: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("account_mail_requests_created_idx").on(table.createdAt)],
);
