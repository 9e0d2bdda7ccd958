import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { openEmbeddedClient } from "./embedded/embedded-database";
import { lockEmbeddedFolder } from "./embedded/folder-lock";
import * as schema from "./schema";

export type Schema = typeof schema;
/** How property names become column names, for the clients and for SQL built by hand. */
export const CASING = "snake_case";
/**
 * A database or an open transaction: both drivers speak the same PostgreSQL dialect, and
 * drizzle's transaction is a database too. Every query function takes one as its first
 * argument (`db`, or `tx` inside `db.transaction`); no other name for it exists.
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** The PostgreSQL connection string (postgres only), for dedicated connections. */
  url?: string;
  /** PostgreSQL only: the pool's connections now (metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** Runs a plain SQL statement; used for health checks, locks and test set-up. */
  execute(sql: string): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder for the embedded database; `undefined` keeps it in memory (tests). */
  dataDir?: string | undefined;
  /** Embedded only: a dump of an already migrated database to start from (tests). */
  templatePath?: string | undefined;
  /**
   * Told when the embedded database stopped for good (a PANIC, e.g. its disk is full):
   * every later statement fails at once; the process should log it and exit.
   */
  onStopped?: (error: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // A server that cannot be reached fails a request after 5 s instead of holding it.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
    });
    // A connection that PostgreSQL ends (a restart, a failover: 57P01) emits 'error' on
    // its client, and an 'error' nobody listens to ends the process. The pool listens only
    // to idle clients; this listens to every client for its whole life, checked out too
    // (a transaction between two statements). The statement in flight, or the next one,
    // fails with the error itself, and the pool replaces the broken connection.
    pool.on("error", () => {});
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = drizzlePostgres({ client: pool, schema, casing: CASING });
    return {
      db: db as unknown as Database,
      kind: "postgres",
      url: options.databaseUrl,
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      execute: async (sql) => {
        await pool.query(sql);
      },
      close: () => pool.end(),
    };
  }
  let dataPath: string | undefined;
  let unlock = () => {};
  if (options.dataDir) {
    dataPath = path.join(options.dataDir, "pglite");
    await mkdir(dataPath, { recursive: true });
    unlock = lockEmbeddedFolder(options.dataDir);
  }
  // In a thread of its own: a slow statement cannot stop the event loop (decision 27).
  const client = await openEmbeddedClient({
    dataDir: dataPath,
    templatePath: options.templatePath,
    onStopped: options.onStopped,
  }).catch((error: unknown) => {
    unlock();
    throw error;
  });
  const db = drizzlePglite({ client: client as unknown as PGlite, schema, casing: CASING });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    execute: async (sql) => {
      await client.exec(sql);
    },
    close: () => client.close().finally(unlock),
  };
}
