import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { type EmbeddedClient, openEmbeddedClient } from "./embedded/embedded-database";
import { lockEmbeddedFolder } from "./embedded/folder-lock";
import * as schema from "./schema";
import { REQUEST_STATEMENT_BUDGET_MS } from "./statement-budget";

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
  /** For work outside a request (jobs, workers, start-up, migrations): no time bound. */
  db: Database;
  /**
   * The same database for requests: each statement is cut after a request's time
   * budget (docs/decisions/0046-statement-time-budget.md). The app hands only this one
   * to its routes.
   */
  requestDb: Database;
  kind: "pglite" | "postgres";
  /** The PostgreSQL connection string (postgres only), for dedicated connections. */
  url?: string;
  /** PostgreSQL only: the pool's connections now (metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** Runs a plain SQL statement; used for health checks, locks and test set-up. */
  execute(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** Where the embedded database keeps its files inside DATA_DIR. */
export const embeddedDatabaseFolder = (dataDir: string) => path.join(dataDir, "pglite");

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
    const url = options.databaseUrl;
    const pool = openPool(url);
    const timeouts = new WeakMap<pg.PoolClient, number>();
    const drizzleOn = (timeoutMs: number) =>
      drizzlePostgres({
        client: new StatementTimeoutPool(pool, timeouts, timeoutMs) as unknown as pg.Pool,
        schema,
        casing: CASING,
      }) as unknown as Database;
    return {
      db: drizzleOn(0),
      requestDb: drizzleOn(POSTGRES_REQUEST_STATEMENT_TIMEOUT_MS),
      kind: "postgres",
      url,
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
    dataPath = embeddedDatabaseFolder(options.dataDir);
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
  return embeddedDatabaseHandle(client, () => client.close().finally(unlock));
}

/** The handle on an embedded client; `close` ends it (tests lend one client many times). */
export function embeddedDatabaseHandle(
  client: EmbeddedClient,
  close: () => Promise<void>,
): DatabaseHandle {
  const drizzleOn = (on: EmbeddedClient) =>
    drizzlePglite({
      client: on as unknown as PGlite,
      schema,
      casing: CASING,
    }) as unknown as Database;
  return {
    db: drizzleOn(client),
    requestDb: drizzleOn(client.withStatementBudget(REQUEST_STATEMENT_BUDGET_MS)),
    kind: "pglite",
    execute: async (sql) => {
      await client.exec(sql);
    },
    close,
  };
}

/**
 * A request's statement on PostgreSQL: bounded, though a slow one holds only its own
 * connection there (docs/decisions/0046-statement-time-budget.md); the embedded
 * database's tighter budget is REQUEST_STATEMENT_BUDGET_MS. Background work (jobs, the
 * mail worker, start-up) has no bound.
 */
export const POSTGRES_REQUEST_STATEMENT_TIMEOUT_MS = 5000;

function openPool(url: string): pg.Pool {
  // A server that cannot be reached fails a request after 5 s instead of holding it.
  // New connections start with the requests' statement timeout.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    statement_timeout: POSTGRES_REQUEST_STATEMENT_TIMEOUT_MS,
  });
  // A connection that PostgreSQL ends (a restart, a failover: 57P01) emits 'error' on
  // its client, and an 'error' nobody listens to ends the process. The pool listens only
  // to idle clients; this listens to every client for its whole life, checked out too
  // (a transaction between two statements). The statement in flight, or the next one,
  // fails with the error itself, and the pool replaces the broken connection.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  return pool;
}

/**
 * What drizzle sees as its pool: every connection it gets, for one statement or for a
 * transaction, has this pool's statement timeout: the requests' bound for `requestDb`,
 * none for `db`. Both share the connections (and `timeouts`, each one's setting now); a
 * connection changes its setting only when it passes from one kind of work to the other
 * (one SET, outside any transaction). The class name ends in "Pool": drizzle checks out
 * a connection per transaction only for a client whose class name says so.
 */
class StatementTimeoutPool {
  constructor(
    private readonly pool: pg.Pool,
    private readonly timeouts: WeakMap<pg.PoolClient, number>,
    private readonly timeoutMs: number,
  ) {}

  async connect(): Promise<pg.PoolClient> {
    const client = await this.pool.connect();
    const wanted = this.timeoutMs;
    const current = this.timeouts.get(client) ?? POSTGRES_REQUEST_STATEMENT_TIMEOUT_MS;
    if (current !== wanted) {
      try {
        await client.query(`set statement_timeout = ${wanted}`);
      } catch (error) {
        client.release(error as Error);
        throw error;
      }
      this.timeouts.set(client, wanted);
    }
    return client;
  }

  /** As pg's Pool.query: a connection for one statement, given up if the statement fails. */
  async query(...args: unknown[]): Promise<unknown> {
    const client = await this.connect();
    try {
      const result = await (client.query as (...all: unknown[]) => Promise<unknown>).apply(
        client,
        args,
      );
      client.release();
      return result;
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
  }
}
