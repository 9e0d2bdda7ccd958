import { useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import type { ApiRoute } from "../../../domain/api/routes";
import { messagesDe } from "../../../domain/messages/de";
import { messagesEn } from "../../../domain/messages/en";
import { type AnswerOf, apiRequest } from "../../lib/api";
import { useLatestRequest } from "../../lib/use-latest-request";

/** The console's list routes: those answering a page of items (domain/api/admin.ts). */
export type AdminListRoute = {
  [Route in ApiRoute]: AnswerOf<Route> extends { items: unknown[]; total: number } ? Route : never;
}[ApiRoute];

/** One row of a list route's answer. */
export type ItemOf<Route extends AdminListRoute> = AnswerOf<Route>["items"][number];

export interface ListPage<Item> {
  items: Item[];
  /** Counted up to the server's cap; `total_exact` false when more rows match. */
  total: number;
  total_exact: boolean;
  page: number;
  per_page: number;
}

/** What a console page and its DataTable share. */
export interface AdminListState<Item> {
  params: URLSearchParams;
  data: ListPage<Item> | undefined;
  error: string | undefined;
  reload(): Promise<void>;
  update(changes: Record<string, string>): void;
  csvUrl: string;
}

/**
 * A console list's state lives in the address (?q=…&status=…&sort=…&page=…), so a
 * filtered view can be bookmarked and the back button works. Loads the page from the
 * list's API route whenever the address changes.
 */
export function useAdminList<Route extends AdminListRoute>(
  route: Route,
): AdminListState<ItemOf<Route>> {
  const [params, setParams] = useSearchParams();
  const [data, setData] = useState<ListPage<ItemOf<Route>>>();
  const [error, setError] = useState<string>();
  const query = params.toString();
  const beginRequest = useLatestRequest();

  /**
   * Sets (or, with "", removes) query values; any change but paging starts at page 1.
   * `replace` changes the address without a new history entry.
   */
  const update = useCallback(
    (changes: Record<string, string>, { replace = false } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          if (!("page" in changes)) next.delete("page");
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );

  const reload = useCallback(async () => {
    const isLatest = beginRequest();
    const result = await apiRequest(route as AdminListRoute, {
      query: new URLSearchParams(query),
    });
    if (!isLatest()) return;
    if (result.kind === "ok") {
      const page = result.body as ListPage<ItemOf<Route>>;
      const lastPage = Math.max(1, Math.ceil(page.total / page.per_page));
      if (page.page > lastPage) {
        // Past the end (the last page's rows left the filter, an old link): go to the
        // last page instead of "Seite 3 von 2" over an empty table.
        update({ page: String(lastPage) }, { replace: true });
        return;
      }
      setData(page);
      setError(undefined);
    } else {
      // A search the server cut for its time asks to be narrowed down (decision 46).
      const tooSlow =
        result.kind === "error" && result.body.message === messagesEn["common.requestTooSlow"];
      setError(
        tooSlow
          ? messagesDe["common.requestTooSlow"]
          : "Die Liste konnte nicht geladen werden. Bitte versuchen Sie es erneut.",
      );
    }
  }, [route, query, update, beginRequest]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const path = route.split(" ")[1];
  return {
    params,
    data,
    error,
    reload,
    update,
    csvUrl: `/api${path}/csv${query ? `?${query}` : ""}`,
  };
}
