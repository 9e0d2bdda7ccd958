import { integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The debtor account (Personenkonto) of each invoice buyer in the DATEV export (issue 28,
 * item 5): given once, from DATEV_DEBTOR_START upwards, and kept, so a pharmacy keeps
 * its account from month to month. `buyer_key` is the owner's account id, or the
 * buyer's name for an invoice without one.
 */
export const datevDebtors = pgTable(
  "datev_debtors",
  {
    buyerKey: text().primaryKey(),
    account: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("datev_debtors_account_idx").on(table.account)],
);
