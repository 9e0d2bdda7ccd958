import { getTableColumns, getTableName, type SQL, sql } from "drizzle-orm";
import { CasingCache } from "drizzle-orm/casing";
import type { PgTable } from "drizzle-orm/pg-core";
import { CASING } from "./client";

/** The database's names of the columns, as the clients give them. */
const casing = new CasingCache(CASING);

/**
 * An INSERT of any number of rows that travel as one JSON parameter, which
 * `json_populate_recordset` turns back into rows of the table. For the hot path of group
 * commit (group-commit.ts): Drizzle's builder walks every value of a multi-row INSERT
 * (a sixth of an accepted request's time in a profile), while this is one
 * `JSON.stringify`, and the statement's text depends only on the table and its columns.
 *
 * Only for plain values: text, numbers, booleans, dates (sent as ISO strings), arrays
 * and JSON; not SQL expressions. The columns that any row sets are named in the INSERT
 * and the others get their defaults; a row that leaves out a column another row sets
 * gets null there.
 */
export function insertRowsAsJson<Table extends PgTable>(
  table: Table,
  rows: Table["$inferInsert"][],
): SQL {
  if (rows.length === 0) throw new Error(`no rows to insert into ${getTableName(table)}`);
  const { columns, statementStart } = insertFor(table, rows as Record<string, unknown>[]);
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const { key, name } of columns) record[name] = (row as Record<string, unknown>)[key];
    return record;
  });
  return sql`${statementStart}${JSON.stringify(records)}::json)`;
}

interface JsonInsert {
  /** Property name of each column the rows set, and its name in the database. */
  columns: { key: string; name: string }[];
  /** The statement up to its one parameter, built once per table and set of columns. */
  statementStart: SQL;
}

const inserts = new Map<PgTable, Map<string, JsonInsert>>();

function insertFor(table: PgTable, rows: Record<string, unknown>[]): JsonInsert {
  const columns = Object.entries(getTableColumns(table))
    .filter(([key]) => rows.some((row) => row[key] !== undefined))
    .map(([key, column]) => ({ key, name: casing.getColumnCasing(column) }));
  const signature = columns.map(({ name }) => name).join(",");
  const known = inserts.get(table) ?? new Map<string, JsonInsert>();
  inserts.set(table, known);
  let insert = known.get(signature);
  if (!insert) {
    const tableName = `"${getTableName(table)}"`;
    const names = columns.map(({ name }) => `"${name}"`).join(", ");
    const text = `insert into ${tableName} (${names}) select ${names} from json_populate_recordset(null::${tableName}, `;
    insert = { columns, statementStart: sql.raw(text) };
    known.set(signature, insert);
  }
  return insert;
}
