import { useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { apiRequest } from "../../lib/api";

export interface ListPage<Item> {
  items: Item[];
  total: number;
  page: number;
  per_page: number;
}

/**
 * A console list's state lives in the address (?q=…&status=…&sort=…&page=…), so a
 * filtered view can be bookmarked and the back button works. Loads the page from the
 * list's API route whenever the address changes.
 */
export function useAdminList<Item>(apiPath: string) {
  const [params, setParams] = useSearchParams();
  const [data, setData] = useState<ListPage<Item>>();
  const [error, setError] = useState<string>();
  const query = params.toString();

  const reload = useCallback(async () => {
    const result = await apiRequest<ListPage<Item>>("GET", `${apiPath}${query ? `?${query}` : ""}`);
    if (result.kind === "ok") {
      setData(result.body);
      setError(undefined);
    } else {
      setError("Die Liste konnte nicht geladen werden. Bitte versuchen Sie es erneut.");
    }
  }, [apiPath, query]);

  useEffect(() => {
    void reload();
  }, [reload]);

  /** Sets (or, with "", removes) query values; any change but paging starts at page 1. */
  const update = useCallback(
    (changes: Record<string, string>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!("page" in changes)) next.delete("page");
        return next;
      });
    },
    [setParams],
  );

  return {
    params,
    data,
    error,
    reload,
    update,
    csvUrl: `/api${apiPath}/csv${query ? `?${query}` : ""}`,
  };
}
