import type { onRequestHookHandler } from "fastify";
import { z } from "zod";
import { errorResponse } from "../../domain/api/common";
import { todayIsoDate } from "../../domain/dates";
import type { Database } from "../db/client";
import type { RouteApp } from "../route-context";
import { type CsvCell, toCsv } from "./csv";
import { CSV_MAX_ROWS, pageWindow } from "./list-query";

interface ListPage<Item> {
  items: Item[];
  total: number;
  total_exact: boolean;
  page: number;
  per_page: number;
}

/** The paging part every list query carries. */
interface PagedQuery {
  page: number;
  per_page: number;
}

/**
 * One console list: its JSON route (a page of items and the total) and its CSV route
 * (every matching row, German header). Each list says how to fetch; the routes,
 * schemas and CSV handling are the same for all.
 */
export interface AdminList<Query extends PagedQuery, Item> {
  /** e.g. "/api/admin/owners"; the CSV lives at `${path}/csv`. */
  path: string;
  summary: string;
  /** Base name of the downloaded file, e.g. "apotheken". */
  fileName: string;
  query: z.ZodType<Query>;
  /** The JSON answer: a page of items and the total (`listPage` in domain/api/admin.ts). */
  page: z.ZodType<ListPage<Item>>;
  fetch(
    db: Database,
    query: Query,
    window: { limit: number; offset: number },
  ): Promise<{ items: Item[]; total: number; exact: boolean }>;
  csvHeader: readonly string[];
  csvRow(item: Item): CsvCell[];
}

export const operatorErrors = {
  401: errorResponse.describe("Not logged in"),
  403: errorResponse.describe("Logged in, but not as an operator"),
};

export function registerAdminList<Query extends PagedQuery, Item>(
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
      const { items, total, exact } = await list.fetch(db, query, pageWindow(query));
      return { items, total, total_exact: exact, page: query.page, per_page: query.per_page };
    },
  );

  app.get(
    `${list.path}/csv`,
    {
      onRequest: adminOnly,
      schema: {
        tags: ["operator"],
        summary: `${list.summary} as CSV`,
        description: `Every matching row (at most ${CSV_MAX_ROWS}), same filters and order as the list; paging is ignored.`,
        security: [{ session: [] }],
        querystring: list.query,
        produces: ["text/csv"],
        response: { 200: z.string(), ...operatorErrors },
      },
    },
    async (request, reply) => {
      const query = request.query as Query;
      const { items } = await list.fetch(db, query, { limit: CSV_MAX_ROWS, offset: 0 });
      const day = todayIsoDate();
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${list.fileName}-${day}.csv"`)
        .header("cache-control", "no-store")
        .send(toCsv(list.csvHeader, items.map(list.csvRow)));
    },
  );
}
