import { computeFee, type Fee, type FeeOrder } from "../../domain/billing/fees";
import type { Database } from "../db/client";
import { effectivePrices } from "./price-lists";

/**
 * The fee `ownerId` pays for `order` under the prices agreed now; null when the list
 * names no price for the order's role and kind. The placement confirmation calls it to
 * fix the fee into the placement record, inside its own transaction.
 */
export async function quoteFee(
  tx: Database,
  ownerId: string,
  order: FeeOrder,
): Promise<Fee | null> {
  return computeFee(order, await effectivePrices(tx, ownerId));
}
