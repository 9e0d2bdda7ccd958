import pg from "pg";
import type { DatabaseHandle } from "../client";
import { billingStatements, invoiceCopyStatements } from "./seed-billing";
import { type SeedInput, seedContext } from "./seed-context";
import { finishStatements, logStatements } from "./seed-logs";
import { orderRowStatements } from "./seed-order-rows";
import { orderStatements } from "./seed-orders";
import { peopleStatements, wordTables } from "./seed-people";

export {
  SEED_ADMIN_EMAIL,
  SEED_PASSWORD,
  SEED_SIZES,
  type SeedSize,
  type SeedSizeName,
} from "./seed-context";

/** One connection for the whole seed: its temporary tables live in that session. */
interface SeedSession {
  run(sql: string): Promise<void>;
  count(sql: string): Promise<number>;
  close(): Promise<void>;
}

async function openSession(handle: DatabaseHandle): Promise<SeedSession> {
  if (handle.kind === "pglite") {
    return {
      run: (sql) => handle.execute(sql),
      count: async (sql) => {
        const result = (await handle.db.execute(sql)) as unknown as { rows: { count: unknown }[] };
        return Number(result.rows[0]?.count);
      },
      close: async () => {},
    };
  }
  const client = new pg.Client({ connectionString: handle.url });
  client.on("error", () => {});
  await client.connect();
  await client.query("set statement_timeout = 0");
  return {
    run: async (sql) => {
      await client.query(sql);
    },
    count: async (sql) => Number((await client.query(sql)).rows[0].count),
    close: () => client.end(),
  };
}

export class SeedRefused extends Error {}

/**
 * Fills an empty, migrated database with a whole agency (npm run seed; docs/decisions/0052-large-agency.md): every table in set-based INSERT ... SELECT statements computed
 * in the database from generate_series, so a million rows are one statement. Refuses a
 * database that has accounts already.
 */
export async function seedAgency(
  handle: DatabaseHandle,
  input: SeedInput,
  report: (step: string, milliseconds: number) => void = () => {},
): Promise<void> {
  const session = await openSession(handle);
  try {
    if ((await session.count("select count(*) as count from users")) > 0) {
      throw new SeedRefused("The database has accounts already: the seed fills only an empty one.");
    }
    const context = seedContext(input);
    const steps: [string, string[]][] = [
      ["words and postcodes", wordTables(context)],
      ["accounts, pharmacies, documents", peopleStatements(context)],
      ["orders (planned)", orderStatements(context)],
      ["orders, history, applications, placements", orderRowStatements(context)],
      ["invoices and payments", [...billingStatements(context), ...invoiceCopyStatements(context)]],
      ["mails, audit log, service requests", logStatements(context)],
      ["account states, statistics", finishStatements(context)],
    ];
    for (const [name, statements] of steps) {
      const started = performance.now();
      for (const statement of statements) await session.run(statement);
      report(name, performance.now() - started);
    }
  } finally {
    await session.run("discard temp").catch(() => {});
    await session.close();
  }
}
