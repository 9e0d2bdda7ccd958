import { type AnyColumn, asc, desc, ilike, or, type SQL, sql } from "drizzle-orm";

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

/** Case-insensitive "contains" over several text columns; undefined without a search. */
export function searchAcross(columns: readonly AnyColumn[], search: string | undefined) {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(...columns.map((column) => ilike(column, pattern)));
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
