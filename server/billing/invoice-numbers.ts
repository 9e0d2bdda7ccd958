import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { invoiceCounters } from "../db/schema";

/**
 * The next invoice number of `year`, "RE-2026-00042" (docs/decisions/0020-invoices.md).
 * One statement increments the year's counter row and thereby locks it until the
 * caller's transaction ends: a concurrent issue, in this process or another, waits, and
 * a rolled-back issue gives its number back. So numbers are gapless and unique. Call it
 * last before inserting the invoice, inside the same transaction.
 */
export async function nextInvoiceNumber(tx: Database, year: number): Promise<string> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.year,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  if (!row) throw new Error("invoice counter returned no row");
  return formatInvoiceNumber(year, row.lastNumber);
}

export function formatInvoiceNumber(year: number, sequence: number): string {
  return `RE-${year}-${String(sequence).padStart(5, "0")}`;
}
