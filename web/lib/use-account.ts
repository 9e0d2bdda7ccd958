import { useCallback, useEffect, useState } from "react";
import { apiRequest } from "./api";
import { type SessionUser, useSession } from "./use-session";

export type Account = SessionUser;

/** "loading" in the prerendered HTML and until /api/auth/me answered. */
export type AccountState =
  | { kind: "loading" }
  | { kind: "anonymous" }
  | { kind: "error" }
  | { kind: "ready"; account: Account };

/** The logged-in account as the job-board pages ask for it; one shared session lookup. */
export function useAccount(): AccountState {
  const session = useSession();
  if (session === "unknown") return { kind: "loading" };
  if (session === null) return { kind: "anonymous" };
  return { kind: "ready", account: session };
}

/** Loads JSON from the API in the browser; `reload` after a change. */
export function useApiData<T>(path: string | undefined) {
  const [data, setData] = useState<T>();
  const [failed, setFailed] = useState(false);
  const reload = useCallback(async () => {
    if (!path) return;
    const result = await apiRequest<T>("GET", path);
    if (result.kind === "ok") {
      setData(result.body);
      setFailed(false);
    } else setFailed(true);
  }, [path]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { data, failed, reload };
}
