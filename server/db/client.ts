import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** How property names become column names, for the clients and for SQL built by hand. */
export const CASING = "snake_case";
/** Both drivers speak the same PostgreSQL dialect; code only sees this type. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** The PostgreSQL connection string (postgres only), for dedicated connections. */
  url?: string;
  /** Runs a plain SQL statement; used for health checks, locks and test set-up. */
  execute(sql: string): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder for the embedded database; `undefined` keeps it in memory (tests). */
  dataDir?: string | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client losing its connection must not crash the process.
    pool.on("error", () => {});
    const db = drizzlePostgres({ client: pool, schema, casing: CASING });
    return {
      db: db as unknown as Database,
      kind: "postgres",
      url: options.databaseUrl,
      execute: async (sql) => {
        await pool.query(sql);
      },
      close: () => pool.end(),
    };
  }
  let dataPath: string | undefined;
  if (options.dataDir) {
    dataPath = path.join(options.dataDir, "pglite");
    await mkdir(dataPath, { recursive: true });
  }
  // btree_gist: the job board's exclusion constraint on confirmed assignments.
  const client = new PGlite({ dataDir: dataPath, extensions: { btree_gist } });
  await client.waitReady;
  const db = drizzlePglite({ client, schema, casing: CASING });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    execute: async (sql) => {
      await client.exec(sql);
    },
    close: () => client.close(),
  };
}
