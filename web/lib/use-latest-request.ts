import { useCallback, useRef } from "react";

/**
 * Answers can arrive out of order (a slow search, then a quick filter change). Call the
 * returned `begin` when a request starts; the `isLatest` it gives says, once the answer
 * is there, whether a later request has started since, so only the latest is shown.
 */
export function useLatestRequest(): () => () => boolean {
  const latest = useRef(0);
  return useCallback(() => {
    const request = ++latest.current;
    return () => request === latest.current;
  }, []);
}
