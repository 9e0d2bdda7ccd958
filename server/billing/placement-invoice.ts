import { todayIsoDate } from "../../domain/dates";
import { messagesEn } from "../../domain/messages/en";
import type { AuditActor } from "../audit/record-audit";
import { lockPlacement, markPlacementArranged } from "../brokerage/placement-records";
import type { Database } from "../db/client";
import type { InvoiceParty, Placement } from "../db/schema";
import { HttpError } from "../http/http-error";
import { buyerOf } from "./order-invoice";

/**
 * The buyer of a placement's invoice: the owner's pharmacy as it is now, or, when the
 * account is gone, the pharmacy as the placement record keeps it.
 */
export async function placementBuyer(tx: Database, placement: Placement): Promise<InvoiceParty> {
  if (placement.ownerId) {
    try {
      return await buyerOf(tx, placement.ownerId);
    } catch (error) {
      // No pharmacy profile any more (409): fall back to the record below.
      if (!(error instanceof HttpError)) throw error;
    }
  }
  return {
    name: placement.pharmacyName,
    contact: placement.ownerName,
    street: placement.street,
    postalCode: placement.postalCode,
    city: placement.city,
    country: "DE",
  };
}

/**
 * The operator's "vermittelt" (docs/decisions/0057-worked-days-and-corrections.md): a
 * manual step that marks the placement, refused before its first day has come, since
 * nothing can have been worked before it. It issues no invoice: the invoice follows
 * the confirmed worked days (worked-days-invoice.ts).
 */
export async function arrangeWorkedPlacement(
  tx: Database,
  placementId: string,
  actor: AuditActor,
  now: Date = new Date(),
): Promise<Placement> {
  const placement = await lockPlacement(tx, placementId);
  if (placement.status === "confirmed" && todayIsoDate(now) < placement.firstDay) {
    throw new HttpError(409, messagesEn["placement.notWorkedYet"]);
  }
  return markPlacementArranged(tx, placementId, actor.id, now);
}
