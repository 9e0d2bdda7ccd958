// The embedded database's own thread (docs/decisions/0027-embedded-database-in-a-worker-thread.md).
// Plain JavaScript, so the same file runs from the source tree and beside the server
// bundle without a TypeScript loader. It answers messages of embedded-database.ts:
//   { id, op: "query", sql, params, rowMode, rawTypes, tx? }  -> { id, result }
//   { id, op: "exec", sql, tx? }                              -> { id, result }
//   { id, op: "executeNamed", name, sql, params, tx? }         -> { id, result: null }
//   { id, op: "begin" }                                       -> { id, result: txId }
//   { id, op: "end", tx, commit }                             -> { id, result: null }
//   { id, op: "close" }                                       -> { id, result: null }
// Failures answer { id, error: { message, code, severity, ... } }. `budgetMs` on a query
// or exec bounds its time (below).
import { AsyncLocalStorage } from "node:async_hooks";
import { readFileSync } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, protocol } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/** The fields of a PostgreSQL error that callers read (codes, constraint names). */
const ERROR_FIELDS = ["code", "severity", "constraint", "table", "column", "schema", "routine"];

function plainError(error) {
  const plain = { message: error instanceof Error ? error.message : String(error) };
  for (const field of ERROR_FIELDS) {
    if (error && typeof error[field] === "string") plain[field] = error[field];
  }
  return plain;
}

const keepText = (value) => value;

const client = new PGlite({
  dataDir: workerData.dataDir ?? undefined,
  // Tests start from a migrated copy (a dump made once per run) instead of migrating.
  loadDataDir: workerData.templatePath
    ? new Blob([readFileSync(workerData.templatePath)])
    : undefined,
  // btree_gist: the job board's exclusion constraint on confirmed assignments; pg_trgm:
  // the console's search indexes (migration 0025).
  extensions: { btree_gist, pg_trgm },
  // A finished WAL segment is deleted, not renamed for reuse with its old contents
  // (deleted rows among them): server/db/compaction.ts, NO_WAL_RECYCLING.
  startParams: [
    ...PGlite.defaultStartParams,
    "-c",
    "wal_recycle=off",
    // PostgreSQL's 128 MB of shared buffers are zeroed, so resident, at every start: 32 MB
    // keep the server under its memory target (docs/decisions/0068-memory.md); the pages
    // beyond them come from the operating system's file cache. Tests: 16 MB.
    "-c",
    `shared_buffers=${workerData.templatePath ? "16MB" : "32MB"}`,
  ],
  // A test's database: the engine its process compiled once (embedded-database.ts).
  pgliteWasmModule: workerData.engine ?? undefined,
});

/**
 * A time budget per statement (docs/decisions/0046-statement-time-budget.md).
 * PostgreSQL's statement_timeout does nothing here: its timer is a signal that WebAssembly
 * never receives while a statement runs. What a statement does call while it runs is the
 * file system (every page it reads past the buffer cache, every temporary file of a large
 * sort or result), and those calls run JavaScript on this thread. Past the deadline they
 * raise PostgreSQL's own cancel flags, as its signal handler would; the statement ends at
 * its next interrupt check with 57014, and everything it did is rolled back.
 */
const statementBudget = new AsyncLocalStorage();
let deadline = Number.POSITIVE_INFINITY;

function cancelStatementsPastTheirBudget(pglite) {
  const mod = pglite.Module;
  const setFlag = (address, value) =>
    new DataView(mod.HEAPU8.buffer).setInt32(address, value, true);
  const cancelIfLate = () => {
    if (performance.now() <= deadline) return;
    setFlag(mod._QueryCancelPending, 1);
    setFlag(mod._InterruptPending, 1);
  };
  for (const name of ["read", "write"]) {
    const original = mod.FS[name];
    mod.FS[name] = function watched(...args) {
      cancelIfLate();
      return original.apply(this, args);
    };
  }
  // Every statement runs inside one synchronous call: its budget starts there, and a
  // cancel it did not reach in time is withdrawn so it cannot hit the next statement.
  const execute = pglite.execProtocolRawSync.bind(pglite);
  pglite.execProtocolRawSync = (...args) => {
    const budgetMs = statementBudget.getStore();
    deadline = budgetMs ? performance.now() + budgetMs : Number.POSITIVE_INFINITY;
    try {
      return execute(...args);
    } finally {
      deadline = Number.POSITIVE_INFINITY;
      setFlag(mod._QueryCancelPending, 0);
    }
  };
}

/** Open transactions by id: their PGlite handle and how to end them. */
const transactions = new Map();
let nextTransactionId = 1;

function target(message) {
  if (message.tx === undefined) return client;
  const open = transactions.get(message.tx);
  if (!open) throw new Error("transaction is not open");
  return open.tx;
}

function begin() {
  const id = nextTransactionId++;
  return new Promise((started, failedToStart) => {
    let finish;
    const ended = new Promise((resolve) => {
      finish = resolve;
    });
    client
      .transaction(async (tx) => {
        transactions.set(id, { tx, finish });
        started(id);
        const { commit } = await ended;
        if (!commit) await tx.rollback();
      })
      .then(
        () => transactions.get(id)?.done?.resolve(),
        (error) => {
          const open = transactions.get(id);
          if (open?.done) open.done.reject(error);
          else failedToStart(error);
        },
      )
      .finally(() => transactions.delete(id));
  });
}

function end(message) {
  const open = transactions.get(message.tx);
  if (!open) throw new Error("transaction is not open");
  return new Promise((resolve, reject) => {
    open.done = { resolve, reject };
    open.finish({ commit: message.commit });
  });
}

/**
 * Named prepared statements (server/db/named-statements.ts): PGlite's `query` parses and
 * plans every statement again, which for group commit's four-table INSERT was most of a
 * small batch's time. A named statement is parsed and planned once per database and then
 * only bound and executed, through PGlite's own protocol calls as its `query` makes them.
 * Only for statements whose rows nobody reads (an INSERT without RETURNING).
 */
const preparedStatements = new Map(); // name -> { sql, parameterTypes }
const { serialize } = protocol;

/** SQLSTATE 26000: no statement of that name, e.g. after `discard all` (the tests' reset). */
const UNKNOWN_STATEMENT = "26000";

async function executeNamed({ name, sql, params, tx }) {
  const send = (bytes) => client.execProtocol(bytes, { syncToFs: false });
  const prepare = async () => {
    try {
      await send(serialize.parse({ name, text: sql, types: [] }));
      const { messages } = await send(serialize.describe({ type: "S", name }));
      const description = messages.find((reply) => reply.name === "parameterDescription");
      const prepared = { sql, parameterTypes: description?.dataTypeIDs ?? [] };
      preparedStatements.set(name, prepared);
      return prepared;
    } finally {
      await send(serialize.sync());
    }
  };
  const execute = async (prepared) => {
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = client.serializers[prepared.parameterTypes[index]];
      return serializer ? serializer(value) : value.toString();
    });
    try {
      await send(serialize.bind({ statement: name, values }));
      await send(serialize.execute({}));
    } finally {
      await send(serialize.sync());
    }
  };
  const statement = async () => {
    const known = preparedStatements.get(name);
    if (known && known.sql !== sql) throw new Error(`statement ${name} has another text`);
    if (!known) return execute(await prepare());
    try {
      return await execute(known);
    } catch (error) {
      if (error?.code !== UNKNOWN_STATEMENT || tx !== undefined) throw error;
      preparedStatements.delete(name);
      return execute(await prepare());
    }
  };
  // As PGlite's own `query`: inside a transaction only the query lock, outside it also the
  // transaction lock (a statement waits until an open transaction ends), then the files.
  if (tx !== undefined) {
    target({ tx });
    return client._runExclusiveQuery(statement);
  }
  await client._runExclusiveTransaction(() => client._runExclusiveQuery(statement));
  await client.syncToFs();
}

async function run(message) {
  switch (message.op) {
    case "query": {
      const parsers = Object.fromEntries(message.rawTypes.map((type) => [type, keepText]));
      return statementBudget.run(message.budgetMs, () =>
        target(message).query(message.sql, message.params, {
          rowMode: message.rowMode,
          parsers,
        }),
      );
    }
    case "exec":
      return statementBudget.run(message.budgetMs, () => target(message).exec(message.sql));
    case "executeNamed":
      return statementBudget.run(message.budgetMs, () => executeNamed(message)).then(() => null);
    case "begin":
      return begin();
    case "end":
      return end(message).then(() => null);
    case "close":
      await client.close();
      return null;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

parentPort.on("message", (message) => {
  run(message).then(
    (result) => parentPort.postMessage({ id: message.id, result }),
    (error) => parentPort.postMessage({ id: message.id, error: plainError(error) }),
  );
});

client.waitReady.then(
  () => {
    cancelStatementsPastTheirBudget(client);
    parentPort.postMessage({ ready: true });
  },
  (error) => parentPort.postMessage({ ready: false, error: plainError(error) }),
);
