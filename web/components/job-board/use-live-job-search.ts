import { useCallback, useEffect, useState } from "react";
import type { FoundOrder, foundOrdersAnswer } from "../../../domain/api/job-board";
import { type JobSearch, jobSearchParams } from "../../../domain/job-search";
import type { z } from "../../../domain/zod";
import { apiRequest } from "../../lib/api";

/** Typing pauses this long before the list is asked again. */
const LIVE_SEARCH_DELAY_MS = 300;

export type LiveSearchStatus = "loading" | "ready" | "error";
/** Offers open to the person per type, under the other filters. */
export type TypeCounts = z.infer<typeof foundOrdersAnswer>["typeCounts"];

/**
 * The published orders matching `filters`, read again (GET, nothing stored) shortly after
 * the filters stop changing; an answer to older filters is dropped. `setOrders` takes a
 * fresher list (the answer of "Suchen", an application).
 */
export function useLiveJobSearch(filters: JobSearch) {
  const [orders, setOrders] = useState<FoundOrder[]>();
  const [typeCounts, setTypeCounts] = useState<TypeCounts>();
  const [status, setStatus] = useState<LiveSearchStatus>("loading");
  const [attempt, setAttempt] = useState(0);
  const query = jobSearchParams(filters).toString();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt asks again after an error
  useEffect(() => {
    let current = true;
    setStatus("loading");
    const timer = setTimeout(async () => {
      const result = await apiRequest("GET /arbeitsangebote-suchen", {
        query: new URLSearchParams(query),
      });
      if (!current) return;
      if (result.kind === "ok") {
        setOrders(result.body.orders);
        setTypeCounts(result.body.typeCounts);
        setStatus("ready");
      } else setStatus("error");
    }, LIVE_SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { orders, typeCounts, status, setOrders, retry };
}
