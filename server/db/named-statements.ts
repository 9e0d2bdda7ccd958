import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { CASING, type Database } from "./client";
import type { EmbeddedQueries } from "./embedded/embedded-database";

const dialect = new PgDialect({ casing: CASING });

/** Statement text -> its name; bounded, so a caller with ever new texts cannot grow it. */
const names = new Map<string, string>();
const MAX_NAMED_STATEMENTS = 100;

/**
 * Runs a statement as a named prepared statement: PostgreSQL parses and plans it once
 * per connection and then only binds new parameters. For hot statements whose text
 * takes few forms, such as group commit's JSON inserts (json-rows.ts), whose text does
 * not change with the number of rows; for a 4-table INSERT that saves a sixth of the
 * database's time per request. On PGlite the database's thread keeps the statement
 * prepared the same way (embedded/pglite-thread.mjs): there parsing and planning it took
 * about 0.5 ms of every batch. Only for statements whose rows nobody reads.
 */
export async function executeNamed(db: Database, statement: SQL): Promise<void> {
  const query = dialect.sqlToQuery(statement);
  let name = names.get(query.sql);
  if (!name && names.size < MAX_NAMED_STATEMENTS) {
    name = `apostaff_${names.size + 1}`;
    names.set(query.sql, name);
  }
  const embedded = embeddedQueries(db);
  if (embedded && name) return embedded.executeNamed(name, query.sql, query.params);
  await db._.session.prepareQuery(query, undefined, name, false).execute();
}

/** The embedded database's client behind a drizzle database or transaction, if it is one. */
function embeddedQueries(db: Database): EmbeddedQueries | undefined {
  const client = (db._.session as unknown as { client?: Partial<EmbeddedQueries> }).client;
  return typeof client?.executeNamed === "function" ? (client as EmbeddedQueries) : undefined;
}
