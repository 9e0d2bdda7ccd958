import { branchOfOrder } from "../accounts/pharmacy-branches";
import type { AuditActor } from "../audit/record-audit";
import { markPlacementArranged } from "../brokerage/placement-records";
import type { Config } from "../config";
import type { Database } from "../db/client";
import type { InvoiceParty, Placement } from "../db/schema";
import { HttpError } from "../http/http-error";
import { buyerOf, issueFeeInvoice, validInvoiceOf } from "./order-invoice";

/**
 * The buyer of a placement's invoice: the owner's pharmacy as it is now, or, when the
 * account is gone, the pharmacy as the placement record keeps it.
 */
async function placementBuyer(tx: Database, placement: Placement): Promise<InvoiceParty> {
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
 * The operator's "vermittelt" (docs/decisions/0020-invoices.md): marks the placement and,
 * in the same transaction, issues the agency's invoice for the fee the owner accepted
 * at confirmation, mailed with its PDF. A placement without an agreed fee is marked
 * only; the operator invoices it from the console. Answers the invoice, if any.
 */
export async function arrangePlacementAndInvoice(
  tx: Database,
  placementId: string,
  actor: AuditActor,
  config: Pick<Config, "company" | "publicUrl">,
) {
  const placement = await markPlacementArranged(tx, placementId, actor.id);
  if (!placement.fee) return { placement, invoice: undefined };
  // Invoiced already from the console ("Rechnung stellen"): never a second invoice.
  if (await validInvoiceOf(tx, placement)) return { placement, invoice: undefined };
  // A branch's placement names the branch (as the record fixed it) in the invoice line.
  const branch = placement.orderId ? await branchOfOrder(tx, placement.orderId) : null;
  const invoice = await issueFeeInvoice(tx, {
    fee: placement.fee,
    ...(branch ? { branch: placement.pharmacyName } : {}),
    buyerId: placement.ownerId,
    buyer: await placementBuyer(tx, placement),
    servicePeriod: { start: placement.firstDay, end: placement.lastDay },
    orderId: placement.orderId,
    placementId: placement.id,
    actor,
    config,
  });
  return { placement, invoice };
}
