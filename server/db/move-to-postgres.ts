import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database } from "./client";
import { openDatabase } from "./client";
import { applyMigrations } from "./migrate";
import { TABLES_KEPT_BY_TRIGGERS } from "./schema/figures";

/** Rows per statement; document chunks are 256 KiB each (about 13 MB of JSON per batch). */
const BATCH_ROWS = 25;

export class TargetNotEmpty extends Error {
  override name = "TargetNotEmpty";
}

export interface MovedTable {
  table: string;
  rows: number;
}

type Rows<T> = { rows: T[] };

/** The tables of the public schema, parents before the tables that refer to them. */
async function tablesInOrder(client: pg.Client): Promise<string[]> {
  const tables = (
    await client.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
    )
  ).rows.map((row) => row.name);
  const references = (
    await client.query<{ child: string; parent: string }>(`
      select child.relname as child, parent.relname as parent
        from pg_constraint c
        join pg_class child on child.oid = c.conrelid
        join pg_class parent on parent.oid = c.confrelid
       where c.contype = 'f' and c.connamespace = 'public'::regnamespace
         and c.conrelid <> c.confrelid`)
  ).rows;
  const ordered: string[] = [];
  const pending = new Set(tables);
  while (pending.size > 0) {
    const ready = [...pending].filter((table) =>
      references.every((ref) => ref.child !== table || !pending.has(ref.parent)),
    );
    // A cycle of references (none today) would be copied in name order and fail loudly.
    for (const table of ready.length > 0 ? ready : [...pending]) {
      ordered.push(table);
      pending.delete(table);
    }
  }
  return ordered;
}

/** The columns a row may be inserted with (not generated ones), in table order. */
async function insertableColumns(client: pg.Client, table: string): Promise<string[]> {
  const result = await client.query<{ name: string }>(
    `select column_name as name from information_schema.columns
      where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'
      order by ordinal_position`,
    [table],
  );
  return result.rows.map((row) => row.name);
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Row count and a digest of every row (order-independent), the same text on both sides. */
const DIGEST_SQL = (table: string) => `
  select count(*)::int as rows,
         coalesce(md5(string_agg(h, '' order by h)), '') as digest
    from (select md5(row_to_json(t)::text) as h from ${quoted(table)} t) hashed`;

/**
 * Copies every row of the embedded database in `dataDir` into the empty PostgreSQL
 * database at `databaseUrl` (docs/operations.md, "From the embedded database to
 * PostgreSQL"): migrates both to this version, copies table by table in one transaction
 * (all or nothing), then compares each table's row count and digest. The embedded
 * database is only read (and migrated); it stays as it was.
 */
export async function moveToPostgres(options: {
  dataDir: string;
  databaseUrl: string;
  log?: (line: string) => void;
}): Promise<MovedTable[]> {
  const log = options.log ?? (() => {});
  const target = new pg.Client({ connectionString: options.databaseUrl });
  await target.connect();
  try {
    const existing = await target.query<{ count: number }>(
      "select count(*)::int as count from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    if ((existing.rows[0]?.count ?? 0) > 0) {
      throw new TargetNotEmpty(
        "The PostgreSQL database is not empty: it has tables already. Create an empty one " +
          "(createdb apostaff) and name it in DATABASE_URL; nothing was changed.",
      );
    }
    const source = await openDatabase({ dataDir: options.dataDir });
    try {
      await applyMigrations(source);
      const migrated = await openDatabase({ databaseUrl: options.databaseUrl });
      try {
        await applyMigrations(migrated);
      } finally {
        await migrated.close();
      }
      return await copyAll(source.db, target, log);
    } finally {
      await source.close();
    }
  } finally {
    await target.end();
  }
}

async function copyAll(source: Database, target: pg.Client, log: (line: string) => void) {
  const tables = await tablesInOrder(target);
  await source.execute(sql.raw("set timezone to 'UTC'"));
  await target.query("begin");
  try {
    await target.query("set local statement_timeout = 0");
    await target.query("set local timezone to 'UTC'");
    // What the migrations inserted (the default price list, settings) comes from the source.
    for (const table of [...tables].reverse()) await target.query(`delete from ${quoted(table)}`);
    const moved: MovedTable[] = [];
    for (const table of tables) {
      // Written by the triggers as the tables they follow are copied; the digests below
      // check they came out the same (docs/decisions/0064-figures-kept-ready.md).
      if (TABLES_KEPT_BY_TRIGGERS.includes(table)) continue;
      const columns = (await insertableColumns(target, table)).map(quoted).join(", ");
      let after = "(0,0)";
      let rows = 0;
      for (;;) {
        const batch = (await source.execute(
          sql.raw(
            `select ctid::text as tid, row_to_json(t)::text as row from ${quoted(table)} t
              where ctid > '${after}'::tid order by ctid limit ${BATCH_ROWS}`,
          ),
        )) as unknown as Rows<{ tid: string; row: string }>;
        if (batch.rows.length === 0) break;
        await target.query(
          `insert into ${quoted(table)} (${columns})
           select ${columns} from json_populate_recordset(null::${quoted(table)}, $1::json)`,
          [`[${batch.rows.map((row) => row.row).join(",")}]`],
        );
        rows += batch.rows.length;
        after = batch.rows[batch.rows.length - 1]?.tid ?? after;
      }
      moved.push({ table, rows });
      if (rows > 0) log(`${table}: ${rows} rows`);
    }
    for (const table of tables) {
      const [mine] = (
        (await source.execute(sql.raw(DIGEST_SQL(table)))) as unknown as Rows<{
          rows: number;
          digest: string;
        }>
      ).rows;
      const [theirs] = (await target.query<{ rows: number; digest: string }>(DIGEST_SQL(table)))
        .rows;
      if (mine?.rows !== theirs?.rows || mine?.digest !== theirs?.digest) {
        throw new Error(
          `${table} differs after the copy (${mine?.rows} rows here, ${theirs?.rows} there); nothing was committed.`,
        );
      }
    }
    await target.query("commit");
    return moved;
  } catch (error) {
    await target.query("rollback").catch(() => {});
    throw error;
  }
}
