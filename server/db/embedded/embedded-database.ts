import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { Worker } from "node:worker_threads";

/** What a PGlite query answers; drizzle reads `rows`, `fields` and `affectedRows`. */
interface QueryResults {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

interface QueryOptions {
  rowMode?: "array" | "object";
  /** Per type OID: how to turn PostgreSQL's text into a value (drizzle keeps some as text). */
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
}

/** The part of PGlite's interface that drizzle-orm/pglite uses, inside a transaction too. */
export interface EmbeddedQueries {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResults>;
  exec(sql: string): Promise<QueryResults[]>;
  /**
   * Runs a statement whose rows nobody reads as a named prepared statement: parsed and
   * planned once per database, then only bound and executed (named-statements.ts).
   */
  executeNamed(name: string, sql: string, params: unknown[]): Promise<void>;
}

export interface EmbeddedClient extends EmbeddedQueries {
  transaction<T>(callback: (tx: EmbeddedQueries) => Promise<T>): Promise<T>;
  /**
   * The same database whose every statement, in a transaction too, is cut after
   * `budgetMs` (docs/decisions/0046-statement-time-budget.md): what requests use.
   */
  withStatementBudget(budgetMs: number): EmbeddedClient;
  close(): Promise<void>;
}

/** The database thread stopped for good (a PANIC such as a full disk, or it died). */
export class EmbeddedDatabaseStoppedError extends Error {
  override name = "EmbeddedDatabaseStoppedError";
  readonly code = "EMBEDDED_DATABASE_STOPPED";
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/** After this, a PostgreSQL backend has given up: nothing it answers can be trusted. */
const FATAL_SEVERITIES = new Set(["PANIC", "FATAL"]);
const CLOSE_WAIT_MS = 5000;

function errorFrom(plain: { message: string; [field: string]: unknown }): Error {
  const { message, ...fields } = plain;
  return Object.assign(new Error(message), fields);
}

/** Drizzle passes text-keeping parsers; other parsers run here, on the worker's text. */
function applyParsers(result: QueryResults, options: QueryOptions | undefined): QueryResults {
  const parsers = options?.parsers;
  if (!parsers) return result;
  const columns = result.fields
    .map((field, index) => ({ field, index, parse: parsers[field.dataTypeID] }))
    .filter((column) => column.parse !== undefined);
  if (columns.length === 0) return result;
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const { field, index, parse } of columns) {
      const key = options?.rowMode === "array" ? index : field.name;
      const value = row[key];
      if (typeof value === "string") row[key] = parse?.(value, field.dataTypeID);
    }
  }
  return result;
}

let compiledEngine: Promise<WebAssembly.Module> | undefined;

/**
 * PGlite's WebAssembly, compiled once per process for the tests' many databases (each
 * opens a thread of its own; compiling there cost each start about 0.6 CPU-seconds).
 */
function testEngine(): Promise<WebAssembly.Module> {
  compiledEngine ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
    return WebAssembly.compile(await readFile(path.join(dist, "pglite.wasm")));
  })();
  return compiledEngine;
}

/**
 * A folder without a database gets one made by a short-lived process of its own
 * (pglite-init.mjs): the memory PGlite's initdb takes is never given back, and a server
 * that made its database would carry about 500 MB more until its next restart
 * (docs/decisions/0068-memory.md).
 */
async function createDatabaseInFolder(folder: string): Promise<void> {
  if (existsSync(path.join(folder, "PG_VERSION"))) return;
  const script = fileURLToPath(new URL("./pglite-init.mjs", import.meta.url));
  // No inherited --import (tsx, a test's preload): the script is plain JavaScript.
  await promisify(execFile)(process.execPath, [script, folder], {
    env: { ...process.env, NODE_OPTIONS: "" },
  }).catch((error: { stderr?: string; message: string }) => {
    throw new Error(
      `the embedded database could not be created in ${folder}: ${error.stderr || error.message}`,
    );
  });
}

/**
 * PGlite in a worker thread (docs/decisions/0027-embedded-database-in-a-worker-thread.md):
 * a slow query, or a database stuck after a PANIC, no longer stops the event loop, so
 * `/healthz` and every request that needs no database keep answering. Speaks the
 * subset of PGlite's interface that drizzle uses; transactions keep PGlite's own
 * rule that other statements wait until they end.
 */
export async function openEmbeddedClient(options: {
  dataDir: string | undefined;
  /**
   * A dump of a data folder (PGlite's dumpDataDir) to start from, for tests: such a
   * database also starts from the engine compiled once per process and with 16 MB of
   * shared buffers instead of 128 (a test database holds little; zeroing the buffers
   * was a third of each start's CPU).
   */
  templatePath?: string | undefined;
  /** Told once when the database stopped for good; the process should exit then. */
  onStopped?: (error: Error) => void;
}): Promise<EmbeddedClient> {
  // A template (tests) brings its database along; otherwise a new folder needs one made.
  if (options.dataDir && !options.templatePath) await createDatabaseInFolder(options.dataDir);
  const worker = new Worker(new URL("./pglite-thread.mjs", import.meta.url), {
    workerData: {
      dataDir: options.dataDir,
      templatePath: options.templatePath,
      engine: options.templatePath ? await testEngine() : undefined,
    },
  });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let stopped: Error | undefined;

  /** No statement reaches the thread any more; those waiting fail now. */
  const refuseFromNowOn = (error: EmbeddedDatabaseStoppedError) => {
    stopped = error;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };

  const stop = (error: Error) => {
    if (stopped) return;
    const failure = new EmbeddedDatabaseStoppedError(
      `embedded database stopped: ${error.message}`,
      { cause: error },
    );
    refuseFromNowOn(failure);
    // A backend after a PANIC may spin forever; the thread goes, the data stays on disk.
    void worker.terminate();
    options.onStopped?.(failure);
  };

  await new Promise<void>((resolve, reject) => {
    worker.once("message", (message: { ready: boolean; error?: { message: string } }) => {
      if (message.ready) resolve();
      else reject(errorFrom(message.error ?? { message: "embedded database did not start" }));
    });
    worker.once("error", reject);
  });

  worker.on("message", (message: { id: number; result?: unknown; error?: { message: string } }) => {
    const call = pending.get(message.id);
    if (!call) return;
    pending.delete(message.id);
    if (!message.error) return call.resolve(message.result);
    const error = errorFrom(message.error);
    call.reject(error);
    if (FATAL_SEVERITIES.has(String((error as { severity?: unknown }).severity))) stop(error);
  });
  worker.on("error", (error) => stop(error));
  worker.on("exit", (code) => stop(new Error(`database thread exited with code ${code}`)));

  const call = <T>(message: Record<string, unknown>): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...message, id });
    });
  };

  const queries = (budgetMs: number | undefined, tx?: number): EmbeddedQueries => ({
    query: async (sql, params = [], queryOptions) => {
      const result = await call<QueryResults>({
        op: "query",
        sql,
        params,
        rowMode: queryOptions?.rowMode ?? "object",
        rawTypes: Object.keys(queryOptions?.parsers ?? {}).map(Number),
        tx,
        budgetMs,
      });
      return applyParsers(result, queryOptions);
    },
    exec: (sql) => call<QueryResults[]>({ op: "exec", sql, tx, budgetMs }),
    executeNamed: (name, sql, params) =>
      call<void>({ op: "executeNamed", name, sql, params, tx, budgetMs }),
  });

  async function close() {
    if (stopped) return;
    const closing = call({ op: "close" }).catch(() => {});
    const timeout = new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref());
    // A transaction left open (its caller still waiting) would hold the close up.
    await Promise.race([closing, timeout]);
    refuseFromNowOn(new EmbeddedDatabaseStoppedError("embedded database closed"));
    await worker.terminate();
  }

  const client = (budgetMs: number | undefined): EmbeddedClient => ({
    ...queries(budgetMs),
    async transaction(callback) {
      const tx = await call<number>({ op: "begin" });
      let result: Awaited<ReturnType<typeof callback>>;
      try {
        result = await callback(queries(budgetMs, tx));
      } catch (error) {
        await call({ op: "end", tx, commit: false }).catch(() => {});
        throw error;
      }
      await call({ op: "end", tx, commit: true });
      return result;
    },
    withStatementBudget: (budget) => client(budget),
    close,
  });
  return client(undefined);
}
