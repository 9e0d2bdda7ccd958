import { useCallback, useEffect, useState } from "react";
import type { AccountView } from "../../../domain/api/accounts";
import { apiRequest } from "../../lib/api";

export type { AccountView };

/**
 * The logged-in person's account view from GET /api/account (/konto): "loading",
 * logged out (null), or the view. Not the session (`useSession`, web/lib/use-session.ts),
 * which only says who is logged in.
 */
export function useAccountView() {
  const [data, setData] = useState<AccountView | null | "loading">("loading");
  const reload = useCallback(async () => {
    const result = await apiRequest("GET /account");
    setData(result.kind === "ok" ? result.body : null);
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { data, reload };
}
