import { useCallback, useEffect, useState } from "react";
import type { Role } from "../../domain/enums";
import { apiRequest } from "./api";

export interface Account {
  id: string;
  email: string;
  role: Role;
  first_name: string;
  last_name: string;
}

/** "loading" in the prerendered HTML and until /api/auth/me answered. */
export type AccountState =
  | { kind: "loading" }
  | { kind: "anonymous" }
  | { kind: "error" }
  | { kind: "ready"; account: Account };

/** The logged-in account, asked from the API in the browser (pages are prerendered). */
export function useAccount(): AccountState {
  const [state, setState] = useState<AccountState>({ kind: "loading" });
  useEffect(() => {
    let cancelled = false;
    apiRequest<{ user: Account }>("GET", "/auth/me").then((result) => {
      if (cancelled) return;
      if (result.kind === "ok") setState({ kind: "ready", account: result.body.user });
      else if (result.kind === "error" && result.status === 401) setState({ kind: "anonymous" });
      else setState({ kind: "error" });
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return state;
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
