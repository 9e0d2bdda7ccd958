import { Readable } from "node:stream";
import type { onRequestHookHandler } from "fastify";
import { z } from "zod";
import { errorResponse } from "../../domain/api/common";
import { todayIsoDate } from "../../domain/dates";
import type { Database } from "../db/client";
import type { RouteApp } from "../route-context";
import { type CsvCell, csvLine } from "./csv";
import { CSV_BATCH_ROWS, type ListWindow, pageWindow } from "./list-query";

interface ListPage<Item> {
  items: Item[];
  total: number;
  total_exact: boolean;
  page: number;
  per_page: number;
  next?: string | null | undefined;
}

/** The paging part every list query carries. */
interface PagedQuery {
  page: number;
  per_page: number;
  after?: string | undefined;
}

/**
 * One console list: its JSON route (a page of items and the total) and its CSV route
 * (every matching row, German header). Each list says how to fetch; the routes,
 * schemas and CSV handling are the same for all.
 */
export interface AdminList<Query extends PagedQuery, Item extends { id: string }> {
  /** e.g. "/api/admin/owners"; the CSV lives at `${path}/csv`. */
  path: string;
  summary: string;
  /** Base name of the downloaded file, e.g. "apotheken". */
  fileName: string;
  query: z.ZodType<Query>;
  /** The JSON answer: a page of items and the total (`listPage` in domain/api/admin.ts). */
  page: z.ZodType<ListPage<Item>>;
  /**
   * Long lists (mails, audit log, requests, invoices) page by keyset: the answer names
   * the row to continue `after` (`next`), the console loads more below. Their `fetch`
   * honours `window.after` (keysetAfter in list-query.ts). Short lists (a few thousand
   * accounts) keep numbered pages (docs/decisions/0062-keyset-pages-and-streams.md).
   */
  keyset?: boolean;
  fetch(
    db: Database,
    query: Query,
    window: ListWindow,
  ): Promise<{ items: Item[]; total: number; exact: boolean }>;
  csvHeader: readonly string[];
  csvRow(item: Item): CsvCell[];
}

export const operatorErrors = {
  401: errorResponse.describe("Not logged in"),
  403: errorResponse.describe("Logged in, but not as an operator"),
};

/**
 * Every matching row of a list, in the list's order, one batch at a time: keyset batches
 * for the long lists, offset batches for the short ones. `batchRows` is for tests.
 */
export async function* listRows<Query extends PagedQuery, Item extends { id: string }>(
  db: Database,
  list: AdminList<Query, Item>,
  query: Query,
  batchRows = CSV_BATCH_ROWS,
): AsyncGenerator<Item[]> {
  let after: string | undefined;
  let offset = 0;
  for (;;) {
    const { items } = await list.fetch(db, query, {
      limit: batchRows,
      offset: list.keyset ? 0 : offset,
      after: list.keyset ? after : undefined,
      count: false,
    });
    if (items.length > 0) yield items;
    if (items.length < batchRows) return;
    after = items[items.length - 1]?.id;
    offset += items.length;
  }
}

/**
 * A list as a CSV stream (UTF-8 with BOM, see csv.ts): written while it is read, so it
 * holds one batch whatever its size. Each batch's statement has the request's budget
 * (docs/decisions/0046-statement-time-budget.md) through the routes' `db`, however long
 * the download takes.
 */
export function csvStream<Query extends PagedQuery, Item extends { id: string }>(
  db: Database,
  list: AdminList<Query, Item>,
  query: Query,
  batchRows = CSV_BATCH_ROWS,
): Readable {
  const batches = listRows(db, list, query, batchRows);
  async function* lines(): AsyncGenerator<string> {
    yield `\uFEFF${csvLine(list.csvHeader)}`;
    for (;;) {
      const next = await batches.next();
      if (next.done) return;
      yield next.value.map((item) => csvLine(list.csvRow(item))).join("");
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

export function registerAdminList<Query extends PagedQuery, Item extends { id: string }>(
  app: RouteApp,
  { db, adminOnly }: { db: Database; adminOnly: onRequestHookHandler },
  list: AdminList<Query, Item>,
): void {
  app.get(
    list.path,
    {
      onRequest: adminOnly,
      schema: {
        tags: ["operator"],
        summary: list.summary,
        security: [{ session: [] }],
        querystring: list.query,
        response: {
          200: list.page,
          ...operatorErrors,
        },
      },
    },
    async (request) => {
      const query = request.query as Query;
      if (!list.keyset) {
        const window = { ...pageWindow(query), count: true };
        const { items, total, exact } = await list.fetch(db, query, window);
        return { items, total, total_exact: exact, page: query.page, per_page: query.per_page };
      }
      // One row more than the page tells whether another page follows; the total is
      // counted (up to its cap) for the first page only.
      const { items, total, exact } = await list.fetch(db, query, {
        limit: query.per_page + 1,
        offset: 0,
        after: query.after,
        count: !query.after,
      });
      const more = items.length > query.per_page;
      const shown = more ? items.slice(0, query.per_page) : items;
      return {
        items: shown,
        total,
        total_exact: exact,
        page: 1,
        per_page: query.per_page,
        next: more ? (shown[shown.length - 1]?.id ?? null) : null,
      };
    },
  );

  app.get(
    `${list.path}/csv`,
    {
      onRequest: adminOnly,
      schema: {
        tags: ["operator"],
        summary: `${list.summary} as CSV`,
        description:
          "Every matching row, same filters and order as the list; paging is ignored. Streamed: written while it is read.",
        security: [{ session: [] }],
        querystring: list.query,
        produces: ["text/csv"],
        response: { 200: z.string(), ...operatorErrors },
      },
    },
    async (request, reply) => {
      const query = request.query as Query;
      const day = todayIsoDate();
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${list.fileName}-${day}.csv"`)
        .header("cache-control", "no-store")
        .send(csvStream(db, list, query) as never);
    },
  );
}
