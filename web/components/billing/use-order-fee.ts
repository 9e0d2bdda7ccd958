import type { FeeResponse } from "../../../domain/api/billing";
import { useApiData } from "../../lib/use-api-data";

/**
 * The fee of a saved order of the logged-in owner: undefined while loading, null without
 * a price; `failed` when it could not be read (then there is no fee to accept). `reload`
 * asks again, e.g. when the server says the price changed meanwhile; only the latest
 * answer counts. `orderedFee` is the fee shown when the order was sent (null when not
 * kept or without a price).
 */
export function useOrderFee(orderId: string): {
  fee: FeeResponse | null | undefined;
  orderedFee: FeeResponse | null | undefined;
  failed: boolean;
  reload: () => Promise<void>;
} {
  const { data, failed, reload } = useApiData("GET /search-orders/:id/fee", {
    params: { id: orderId },
  });
  return {
    fee: failed ? undefined : data?.fee,
    orderedFee: failed ? undefined : data?.orderedFee,
    failed,
    reload,
  };
}
