import { type AnyColumn, asc, desc, ilike, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";

/**
 * The query string every console list understands: `q` (search), `sort`, `dir`,
 * `page` (from 1) and `per_page`, plus the list's own filters. One set of helpers, so
 * every list searches, sorts and pages the same way on the server.
 */
export const PER_PAGE_DEFAULT = 20;
export const PER_PAGE_MAX = 100;
/** A CSV export holds at most this many rows (the filters narrow it down). */
export const CSV_MAX_ROWS = 10_000;

export function listQuerySchema<Sort extends string, Filters extends z.ZodRawShape>(
  sortKeys: readonly [Sort, ...Sort[]],
  filters: Filters,
) {
  return z.object({
    q: z.string().trim().max(100).optional(),
    sort: z.enum(sortKeys).optional(),
    dir: z.enum(["asc", "desc"]).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(PER_PAGE_MAX).default(PER_PAGE_DEFAULT),
    ...filters,
  });
}

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

export const pageInfo = z.object({
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
