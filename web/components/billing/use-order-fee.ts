import { useEffect, useState } from "react";
import type { FeeResponse } from "../../../domain/api/billing";
import { apiRequest } from "../../lib/api";

/** The fee of a saved order of the logged-in owner: undefined while loading, null without a price. */
export function useOrderFee(orderId: string) {
  const [fee, setFee] = useState<FeeResponse | null>();
  useEffect(() => {
    let current = true;
    void apiRequest("GET /search-orders/:id/fee", { params: { id: orderId } }).then((result) => {
      if (current) setFee(result.kind === "ok" ? result.body.fee : null);
    });
    return () => {
      current = false;
    };
  }, [orderId]);
  return fee;
}
