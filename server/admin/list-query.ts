import { type AnyColumn, asc, desc, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";

export { keysetAfter } from "../db/keyset";

/**
 * The server's half of the console lists: search, sort and page the same way for every
 * list. The query string's schema (`listQuerySchema`) and the page's shape are the
 * site's contract too and live in domain/api/admin.ts.
 */
/**
 * A CSV export is read in batches of this many rows and written as it is read, so it
 * holds no more than one batch whatever its size (docs/decisions/0062-keyset-pages-and-streams.md).
 */
export const CSV_BATCH_ROWS = 500;

/**
 * Which rows a list query returns. Offset pages (`offset`) for the short lists; keyset
 * pages (`after`: the id of the last row already shown) for the long ones; `count` false
 * when the total is not needed (a following page, a CSV batch).
 */
export interface ListWindow {
  limit: number;
  offset: number;
  after?: string | undefined;
  count: boolean;
}

/** Escapes LIKE wildcards, so a search for "100%" finds that text. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

/** German spellings without ß and umlauts, as typed on keyboards that lack them. */
const FOLDED_LETTERS: readonly [string, string][] = [
  ["ß", "ss"],
  ["ä", "ae"],
  ["ö", "oe"],
  ["ü", "ue"],
];

function foldGerman(text: string): string {
  return FOLDED_LETTERS.reduce(
    (folded, [letter, spelled]) => folded.replaceAll(letter, spelled),
    text.toLowerCase(),
  );
}

/**
 * The text a list searches: its columns joined by a unit separator (so a search never
 * matches across two of them), lower case, ß and umlauts spelled out. The letters are
 * literals, not parameters, so that a trigram index on the very same expression
 * (migration 0025) serves the search; searchIndexExpression gives its SQL.
 */
function searchText(columns: readonly (AnyColumn | SQL)[]): SQL {
  const joined = sql.join(
    columns.map((column) => sql`coalesce(${column}, '')`),
    sql.raw(" || E'\\x1f' || "),
  );
  return FOLDED_LETTERS.reduce<SQL>(
    (folded, [letter, spelled]) =>
      sql`replace(${folded}, ${sql.raw(`'${letter}'`)}, ${sql.raw(`'${spelled}'`)})`,
    sql`lower(${joined})`,
  );
}

/**
 * Case-insensitive "contains" over several text columns; undefined without a search.
 * "Weiss" finds "Weiß" and "Mueller" finds "Müller" (and the other way round): both
 * sides are compared with ß and umlauts spelled out.
 */
export function searchAcross(columns: readonly (AnyColumn | SQL)[], search: string | undefined) {
  if (!search) return undefined;
  return sql`${searchText(columns)} like ${likePattern(foldGerman(search))}`;
}

/**
 * The expression of searchAcross over plain columns of one table, as a migration writes
 * it in CREATE INDEX ... USING gin (... gin_trgm_ops); a test compares the two.
 */
export function searchIndexExpression(columnNames: readonly string[]): string {
  const joined = columnNames.map((name) => `coalesce("${name}", '')`).join(" || E'\\x1f' || ");
  return FOLDED_LETTERS.reduce(
    (folded, [letter, spelled]) => `replace(${folded}, '${letter}', '${spelled}')`,
    `lower(${joined})`,
  );
}

/** Lists count the matching rows up to this many; past it a page says "more than". */
export const COUNT_CAP = 10_000;

/**
 * The total of a list, counted no further than COUNT_CAP (no count over a whole large
 * table per page): `matching` selects the list's rows (any column), limited here.
 */
export async function cappedTotal(
  db: Database,
  matching: { limit(count: number): { as(alias: string): unknown } },
): Promise<{ total: number; exact: boolean }> {
  const limited = matching.limit(COUNT_CAP + 1).as("matching") as Parameters<
    ReturnType<Database["select"]>["from"]
  >[0];
  const [row] = await db.select({ total: countAll }).from(limited);
  const total = row?.total ?? 0;
  return total > COUNT_CAP ? { total: COUNT_CAP, exact: false } : { total, exact: true };
}

/** ORDER BY the chosen column, then a unique tiebreaker so pages never overlap. */
export function orderBy(
  column: AnyColumn | SQL,
  dir: "asc" | "desc" | undefined,
  tiebreaker: AnyColumn,
): SQL[] {
  const direction = dir === "asc" ? asc : desc;
  return [direction(column), direction(tiebreaker)];
}

/**
 * The rows of a page. Pages end where the count stops (COUNT_CAP): a page further on
 * (an old link; the console never offers one) gets the rows at the cap, so no request
 * skips more than COUNT_CAP rows; past there, search and filters narrow the list.
 */
export function pageWindow(query: { page: number; per_page: number }) {
  return {
    limit: query.per_page,
    offset: Math.min((query.page - 1) * query.per_page, COUNT_CAP),
  };
}

/** No total when the window does not ask for one (see ListWindow). */
export const NOT_COUNTED = { total: 0, exact: false } as const;

/** count(*) as a JavaScript number on both drivers. */
export const countAll = sql<number>`count(*)::int`;
