/**
 * Part of `npm run bench`: the time to issue one invoice (number from the locked counter,
 * PDF drawn, Factur-X XML embedded, row and mail stored) on a fresh embedded database,
 * in its own transaction, as the console does. Target: p95 under 200 ms
 * (docs/decisions/0020-invoices.md).
 */
import { issueInvoice } from "../../server/billing/issue-invoice";
import { openDatabase } from "../../server/db/client";
import { applyMigrations } from "../../server/db/migrate";
import { seedUser } from "../../server/testing/accounts";
import { invoiceInput } from "../../server/testing/billing-tools";

const WARM_UP = 5;
const ROUNDS = Number(process.env.BENCH_INVOICES ?? 40);

export async function invoiceIssueReport(): Promise<string[]> {
  const database = await openDatabase({});
  try {
    await applyMigrations(database);
    const buyer = await seedUser(database.db, { role: "pharmacy_owner" });
    const context = { publicUrl: "http://localhost:3000" };
    const times: number[] = [];
    for (let round = 0; round < WARM_UP + ROUNDS; round += 1) {
      const started = performance.now();
      await database.db.transaction((tx) => issueInvoice(tx, invoiceInput(buyer.id), context));
      if (round >= WARM_UP) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (share: number) =>
      times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)]!;
    return [
      `\nIssue and render one invoice (${ROUNDS} in a row, embedded database):`,
      `  median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${at(1).toFixed(1)} ms (target: p95 < 200 ms)`,
    ];
  } finally {
    await database.close();
  }
}
