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
  /** Keyset lists: what to load after the rows shown; null when none follow. */
  next?: string | null | undefined;
}

/** What a console page and its DataTable share. */
export interface AdminListState<Item> {
  params: URLSearchParams;
  data: ListPage<Item> | undefined;
  error: string | undefined;
  reload(): Promise<void>;
  /** Keyset lists: appends the following rows ("Weitere laden"). */
  loadMore(): Promise<void>;
  loadingMore: boolean;
  update(changes: Record<string, string>): void;
  csvUrl: string;
}

/**
 * A console list's state lives in the address (?q=…&status=…&sort=…&page=…), so a
 * filtered view can be bookmarked and the back button works. Loads the page from the
 * list's API route whenever the address changes. The long lists page by keyset
 * (docs/decisions/0062-keyset-pages-and-streams.md): more rows are appended below, the
 * address keeps the filters only.
 */
export function useAdminList<Route extends AdminListRoute>(
  route: Route,
): AdminListState<ItemOf<Route>> {
  const [params, setParams] = useSearchParams();
  const [data, setData] = useState<ListPage<ItemOf<Route>>>();
  const [error, setError] = useState<string>();
  const [loadingMore, setLoadingMore] = useState(false);
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

  const loadMore = useCallback(async () => {
    if (!data?.next) return;
    const isLatest = beginRequest();
    const more = new URLSearchParams(query);
    more.set("after", data.next);
    setLoadingMore(true);
    const result = await apiRequest(route as AdminListRoute, { query: more });
    setLoadingMore(false);
    if (!isLatest()) return;
    if (result.kind === "ok") {
      const page = result.body as ListPage<ItemOf<Route>>;
      // The first page's count stays: a following page counts nothing.
      setData({ ...data, items: [...data.items, ...page.items], next: page.next });
      setError(undefined);
    } else {
      setError("Weitere Einträge konnten nicht geladen werden. Bitte versuchen Sie es erneut.");
    }
  }, [data, query, route, beginRequest]);

  const path = route.split(" ")[1];
  return {
    params,
    data,
    error,
    reload,
    loadMore,
    loadingMore,
    update,
    csvUrl: `/api${path}/csv${query ? `?${query}` : ""}`,
  };
}
