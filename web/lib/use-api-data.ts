import { useCallback, useEffect, useState } from "react";
import type { ApiRoute } from "../../domain/api/routes";
import { type AnswerOf, apiRequest, type OptionsArgument } from "./api";
import { useLatestRequest } from "./use-latest-request";

/**
 * Loads a route's answer in the browser (the prerendered HTML shows the loading state);
 * no route: nothing is loaded (e.g. until the session is known). `reload` after a change;
 * an answer to an older request is dropped.
 */
export function useApiData<R extends ApiRoute>(
  route: R | undefined,
  ...options: OptionsArgument<R>
) {
  const [data, setData] = useState<AnswerOf<R>>();
  const [failed, setFailed] = useState(false);
  // The request as a value, so a new options object with the same content loads nothing.
  const request = route ? JSON.stringify([route, ...options]) : undefined;
  const beginRequest = useLatestRequest();
  const reload = useCallback(async () => {
    if (!request) return;
    const isLatest = beginRequest();
    const [name, ...rest] = JSON.parse(request) as [R, ...OptionsArgument<R>];
    const result = await apiRequest(name, ...rest);
    if (!isLatest()) return;
    if (result.kind === "ok") {
      setData(result.body);
      setFailed(false);
    } else setFailed(true);
  }, [request, beginRequest]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { data, failed, reload };
}
