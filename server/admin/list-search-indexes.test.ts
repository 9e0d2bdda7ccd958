import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { cleaningRequests, courierRequests } from "../db/schema";
import { testDatabaseKinds } from "../testing/test-database";
import { searchAcross } from "./list-query";
import { invoiceSearchColumns } from "./lists/invoice-list";
import { auditSearchColumns, emailSearchColumns } from "./lists/mail-and-audit-lists";
import { requestSearchColumns } from "./lists/request-lists";

/**
 * The console's searches over the large tables are served by the trigram indexes of
 * migrations 0025 and 0034 (issue 29), which index exactly the expression searchAcross builds: a
 * change to either that breaks the match shows here, not only as a slow list.
 */
const searches: [table: string, index: string, where: SQL | undefined][] = [
  ["outbox_emails", "outbox_emails_search_idx", searchAcross(emailSearchColumns, "Müller")],
  ["audit_log", "audit_log_search_idx", searchAcross(auditSearchColumns, "betrieb")],
  [
    "courier_requests",
    "courier_requests_search_idx",
    searchAcross(requestSearchColumns(courierRequests), "Löwen-Apotheke"),
  ],
  [
    "cleaning_requests",
    "cleaning_requests_search_idx",
    searchAcross(requestSearchColumns(cleaningRequests), "50667"),
  ],
  // Migration 0034.
  ["invoices", "invoices_search_idx", searchAcross(invoiceSearchColumns, "RE-2024")],
];

describe.each(testDatabaseKinds)("console search indexes ($name)", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await kind.open();
  });
  afterAll(() => handle.close());

  it.each(searches)("a search over %s uses %s", async (table, index, where) => {
    const plan = await handle.db.transaction(async (tx) => {
      // The tables are empty here: without this the planner rightly reads them whole.
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(
        sql`explain select 1 from ${sql.identifier(table)} where ${where}`,
      );
      return (result as unknown as { rows: Record<string, string>[] }).rows
        .map((row) => Object.values(row)[0])
        .join("\n");
    });
    expect(plan).toContain(index);
  });
});
