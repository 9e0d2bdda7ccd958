import { type AnyColumn, asc, desc, or, type SQL, sql } from "drizzle-orm";

/**
 * The server's half of the console lists: search, sort and page the same way for every
 * list. The query string's schema (`listQuerySchema`) and the page's shape are the
 * site's contract too and live in domain/api/admin.ts.
 */
/** A CSV export holds at most this many rows (the filters narrow it down). */
export const CSV_MAX_ROWS = 10_000;

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

function foldedColumn(column: AnyColumn): SQL {
  return FOLDED_LETTERS.reduce<SQL>(
    (folded, [letter, spelled]) => sql`replace(${folded}, ${letter}, ${spelled})`,
    sql`lower(${column})`,
  );
}

/**
 * Case-insensitive "contains" over several text columns; undefined without a search.
 * "Weiss" finds "Weiß" and "Mueller" finds "Müller" (and the other way round): both
 * sides are compared with ß and umlauts spelled out.
 */
export function searchAcross(columns: readonly AnyColumn[], search: string | undefined) {
  if (!search) return undefined;
  const pattern = likePattern(foldGerman(search));
  return or(...columns.map((column) => sql`${foldedColumn(column)} like ${pattern}`));
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

export function pageWindow(query: { page: number; per_page: number }) {
  return { limit: query.per_page, offset: (query.page - 1) * query.per_page };
}

/** count(*) as a JavaScript number on both drivers. */
export const countAll = sql<number>`count(*)::int`;
