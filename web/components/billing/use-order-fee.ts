import type { FeeResponse } from "../../../domain/api/billing";
import { useApiData } from "../../lib/use-api-data";

/**
 * The fee of a saved order of the logged-in owner: undefined while loading, null without
 * a price. `reload` asks again, e.g. when the server says the price changed meanwhile;
 * only the latest answer counts.
 */
export function useOrderFee(orderId: string): {
  fee: FeeResponse | null | undefined;
  reload: () => Promise<void>;
} {
  const { data, failed, reload } = useApiData("GET /search-orders/:id/fee", {
    params: { id: orderId },
  });
  return { fee: failed ? null : data?.fee, reload };
}
