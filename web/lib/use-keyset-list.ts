import { useCallback, useEffect, useState } from "react";
import type { ApiRoute } from "../../domain/api/routes";
import { type AnswerOf, apiRequest } from "./api";
import { useLatestRequest } from "./use-latest-request";

/** The routes answering a keyset page: their rows under `key` and `next`. */
type KeysetAnswer<Key extends string, Item> = { [K in Key]: Item[] } & { next: string | null };

/**
 * A list paged by keyset (docs/decisions/0062-keyset-pages-and-streams.md): the first
 * page for `query`, and `loadMore` appends the following one ("Weitere laden").
 * `reload` (after a change) starts again at the first page.
 */
export function useKeysetList<
  R extends ApiRoute,
  Key extends string & keyof AnswerOf<R>,
  Item = AnswerOf<R>[Key] extends (infer I)[] ? I : never,
>(route: R, key: Key, query: Record<string, string>) {
  const [items, setItems] = useState<Item[]>();
  const [next, setNext] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const request = JSON.stringify(query);
  const beginRequest = useLatestRequest();

  const load = useCallback(
    async (after: string | undefined) => {
      const isLatest = beginRequest();
      const search = new URLSearchParams(JSON.parse(request) as Record<string, string>);
      for (const [name, value] of [...search]) if (!value) search.delete(name);
      if (after) search.set("after", after);
      const result = await apiRequest(route as never, { query: search } as never);
      if (!isLatest()) return;
      if (result.kind === "ok") {
        const page = result.body as KeysetAnswer<Key, Item>;
        setItems((shown) => (after ? [...(shown ?? []), ...page[key]] : page[key]));
        setNext(page.next);
        setFailed(false);
      } else setFailed(true);
    },
    [route, key, request, beginRequest],
  );

  const reload = useCallback(() => load(undefined), [load]);
  useEffect(() => {
    setItems(undefined);
    void reload();
  }, [reload]);

  const loadMore = useCallback(async () => {
    if (!next) return;
    setLoadingMore(true);
    await load(next);
    setLoadingMore(false);
  }, [load, next]);

  return { items, next, failed, reload, loadMore, loadingMore };
}
