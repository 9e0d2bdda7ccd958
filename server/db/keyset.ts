import { type AnyColumn, type SQL, sql, type Table } from "drizzle-orm";

/**
 * Keyset paging (docs/decisions/0062-keyset-pages-and-streams.md): the rows that come
 * after the row `after` in the order `orderBy(sort, dir, id)`; undefined without one.
 * The cursor is that row's id, and its sort value is read from the table itself, so it
 * keeps the column's full precision (microseconds) and type. Written as
 * "sort <= v and (sort < v or id < after)" so an index on the sort column alone serves it.
 * A cursor whose row has gone meanwhile gives an empty page.
 */
export function keysetAfter(
  table: Table,
  sort: AnyColumn,
  id: AnyColumn,
  dir: "asc" | "desc" | undefined,
  after: string | undefined,
): SQL | undefined {
  if (!after) return undefined;
  const value = sql`(select ${sort} from ${table} where ${id} = ${after})`;
  return dir === "asc"
    ? sql`(${sort} >= ${value} and (${sort} > ${value} or ${id} > ${after}))`
    : sql`(${sort} <= ${value} and (${sort} < ${value} or ${id} < ${after}))`;
}
