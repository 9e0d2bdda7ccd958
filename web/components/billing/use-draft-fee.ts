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
 * change (`POST /api/search-orders/fee-quote`, which stores nothing). `complete` false
 * while the order lacks what the fee depends on; `fee` undefined until the answer for
 * the current choices is in (an earlier choice's fee is never shown), null when no
 * price is agreed; `failed` when the server could not be asked (the binding step later
 * reads the fee again).
 */
export function useDraftFee(order: DraftOrder): {
  complete: boolean;
  fee: FeeResponse | null | undefined;
  failed: boolean;
} {
  // The answer for `key`; its fee undefined when the server could not be asked.
  const [answer, setAnswer] = useState<{ key: string; fee: FeeResponse | null | undefined }>();
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
    if (!key) return;
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
        if (current) setAnswer({ key, fee: result.kind === "ok" ? result.body.fee : undefined });
      });
    }, 400);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key]);
  const current = answer?.key === key ? answer : undefined;
  return {
    complete,
    fee: current?.fee,
    failed: current !== undefined && current.fee === undefined,
  };
}
