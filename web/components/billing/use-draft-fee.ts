import { useEffect, useState } from "react";
import type { FeeResponse } from "../../../domain/api/billing";
import { isIsoDate } from "../../../domain/dates";
import { apiRequest, type BodyOf } from "../../lib/api";

type Quote = BodyOf<"POST /search-orders/fee-quote">;

interface DraftOrder {
  type?: string | undefined;
  role?: string | undefined;
  ownerCover?: boolean | undefined;
  periods?: { startDate?: string | undefined; endDate?: string | undefined }[] | undefined;
}

/**
 * The fee of the order being written, asked from the server 400 ms after the last
 * change (`POST /api/search-orders/fee-quote`, which stores nothing). Undefined while
 * the order lacks what the fee depends on; null when no price is agreed.
 */
export function useDraftFee(order: DraftOrder): FeeResponse | null | undefined {
  const [fee, setFee] = useState<FeeResponse | null>();
  const periods = (order.periods ?? []).filter(
    (period) =>
      isIsoDate(period.startDate ?? "") &&
      isIsoDate(period.endDate ?? "") &&
      (period.endDate ?? "") >= (period.startDate ?? ""),
  );
  const complete =
    Boolean(order.type && order.role) &&
    periods.length > 0 &&
    periods.length === (order.periods ?? []).length;
  const key = complete
    ? JSON.stringify([order.type, order.role, Boolean(order.ownerCover), periods])
    : "";

  useEffect(() => {
    if (!key) {
      setFee(undefined);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      // The server checks the choices; the form offers only valid ones.
      const [type, role, ownerCover, chosen] = JSON.parse(key) as [
        Quote["type"],
        Quote["role"],
        boolean,
        Quote["periods"],
      ];
      void apiRequest("POST /search-orders/fee-quote", {
        body: { type, role, ownerCover, periods: chosen },
      }).then((result) => {
        if (current) setFee(result.kind === "ok" ? result.body.fee : undefined);
      });
    }, 400);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key]);
  return fee;
}
