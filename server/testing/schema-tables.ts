import { getTableColumns, getTableName, is } from "drizzle-orm";
import { getTableConfig, type PgColumn, PgTable } from "drizzle-orm/pg-core";
import * as schema from "../db/schema";
import type { PersonalDataEntry } from "../personal-data/registry";

/** Every table of the schema, for the checks of the registry of personal data. */
export const schemaTables = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
);

/** The property name drizzle gives `column` in a row of `table`. */
export function propertyOf(table: PgTable, column: PgColumn): string {
  // By name too: a composite primary key's columns are copies of the table's.
  const found = Object.entries(getTableColumns(table)).find(
    ([, candidate]) => candidate === column || candidate.name === column.name,
  );
  if (!found) throw new Error(`${column.name} is not a column of ${getTableName(table)}`);
  return found[0];
}

/** The columns that tell a row of `table` apart: its primary key. */
export function primaryKeyOf(table: PgTable): PgColumn[] {
  const config = getTableConfig(table);
  const single = config.columns.filter((column) => column.primary);
  return single.length > 0 ? single : (config.primaryKeys[0]?.columns ?? []);
}

/** How a failed check names a registry entry: its table and what it holds. */
export const entryLabel = (entry: PersonalDataEntry) =>
  `${getTableName(entry.table)}: ${entry.name}`;
