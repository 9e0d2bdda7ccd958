import { useCallback, useEffect, useRef, useState } from "react";
import type { FeeResponse } from "../../../domain/api/billing";
import { apiRequest } from "../../lib/api";

/**
 * The fee of a saved order of the logged-in owner: undefined while loading, null without
 * a price. `reload` asks again, e.g. when the server says the price changed meanwhile;
 * only the latest answer counts.
 */
export function useOrderFee(orderId: string) {
  const [fee, setFee] = useState<FeeResponse | null>();
  const latest = useRef(0);
  const reload = useCallback(() => {
    const asked = ++latest.current;
    setFee(undefined);
    void apiRequest("GET /search-orders/:id/fee", { params: { id: orderId } }).then((result) => {
      if (latest.current === asked) setFee(result.kind === "ok" ? result.body.fee : null);
    });
  }, [orderId]);
  useEffect(() => {
    reload();
    return () => {
      latest.current += 1;
    };
  }, [reload]);
  return { fee, reload };
}
