import { desc, eq } from "drizzle-orm";
import type { OwnerOrder, ownerOrdersAnswer } from "../../domain/api/job-board";
import { todayIsoDate } from "../../domain/dates";
import { messagesEn } from "../../domain/messages/en";
import { paths } from "../../domain/paths";
import type { SearchOrderFields } from "../../domain/search-order";
import type { z } from "../../domain/zod";
import { publicLink } from "../accounts/account-records";
import { activeBranches, orderBranch, orderPharmacies } from "../accounts/pharmacy-branches";
import { type AuditActor, recordAudit } from "../audit/record-audit";
import { quoteFee } from "../billing/quote-fee";
import { bookAssignment, releaseAssignment } from "../brokerage/assignments";
import {
  findOrder,
  firstDay,
  lockOrder,
  orderSummary,
  recordEvent,
  transition,
  withPeriods,
} from "../brokerage/order-records";
import {
  cancelPlacement,
  closeOpenApplications,
  createPlacement,
  standingPlacementOf,
} from "../brokerage/placement-records";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { pharmacyProfiles, searchOrders, users } from "../db/schema";
import { HttpError } from "../http/http-error";
import { enqueueEmail } from "../mail/outbox";
import { searchOrderReceivedEmail } from "../mail/templates/search-order-received";
import { lookupPostcode } from "../postcodes/postcode-directory";
import { orderColumns, replacePeriods } from "./order-input";
import { ownerOrders } from "./order-view";

/**
 * The owner's search orders (docs/product.md, "Job board"): drafts, the binding order,
 * deletion, the confirmation of the proposed candidate. Every function works on the
 * owner's own orders only (404 for anyone else's).
 */

const ORDER_DELETED_REASON = "Der Suchauftrag wurde von der Apotheke gelöscht.";
const ORDER_DELETED_NOTE = "Vom Auftraggeber gelöscht.";

/** A statement the owner confirms before sending (kept with the order's history). */
const FEE_TERMS_NOTE =
  "Zahlungspflichtig beauftragt; Vermittlungsgebühr nur bei erfolgreicher Vermittlung nach der vereinbarten Preisliste (AGB für Apothekeninhaber/-innen).";

/** One order as its owner sees it; 404 when there is none. */
export async function ownerOrderView(db: Database, id: string): Promise<OwnerOrder> {
  const order = await findOrder(db, id);
  const [view] = await ownerOrders(db, order ? [order] : []);
  if (!view) throw new HttpError(404, messagesEn["searchOrder.notFound"]);
  return view;
}

/** The owner's orders, newest first, and the pharmacy's data to start a new one with. */
export async function ownerOrderList(
  db: Database,
  ownerId: string,
): Promise<z.infer<typeof ownerOrdersAnswer>> {
  const rows = await db
    .select()
    .from(searchOrders)
    .where(eq(searchOrders.ownerId, ownerId))
    .orderBy(desc(searchOrders.createdAt))
    .limit(200);
  const [[profile], branches] = await Promise.all([
    db.select().from(pharmacyProfiles).where(eq(pharmacyProfiles.userId, ownerId)),
    activeBranches(db, ownerId),
  ]);
  const prefill = {
    street: profile ? `${profile.street} ${profile.streetNumber}`.trim() : "",
    postalCode: profile?.postalCode ?? "",
    city: profile?.city ?? "",
    // Stored since the pharmacy is edited on /konto; older rows derive it.
    state: profile ? (profile.state ?? lookupPostcode(profile.postalCode)?.state ?? "") : "",
    wwsSoftware: profile?.wwsSoftware ?? [],
  };
  return {
    orders: await ownerOrders(db, await withPeriods(db, rows)),
    prefill,
    pharmacies: [
      { branchId: null, name: profile?.pharmacyName ?? "", main: true, prefill },
      ...branches.map((branch) => ({
        branchId: branch.id,
        name: branch.name,
        main: false,
        prefill: {
          street: `${branch.street} ${branch.streetNumber}`.trim(),
          postalCode: branch.postalCode,
          city: branch.city,
          state: branch.state,
          wwsSoftware: branch.wwsSoftware,
        },
      })),
    ],
  };
}

/** Saves a new order as a draft; answers its id. */
export async function createDraft(
  db: Database,
  ownerId: string,
  fields: SearchOrderFields,
): Promise<string> {
  return db.transaction(async (tx) => {
    await orderBranch(tx, ownerId, fields.branchId);
    const [order] = await tx
      .insert(searchOrders)
      .values({ ownerId, ...orderColumns(fields) })
      .returning({ id: searchOrders.id });
    await replacePeriods(tx, order!.id, fields.periods);
    await recordEvent(tx, order!.id, "draft", ownerId);
    return order!.id;
  });
}

/** Edits a draft; 409 once it was sent. */
export async function updateDraft(
  db: Database,
  ownerId: string,
  id: string,
  fields: SearchOrderFields,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id, ownerId);
    if (order.status !== "draft") {
      throw new HttpError(409, messagesEn["searchOrder.wrongStatus"]);
    }
    await orderBranch(tx, order.ownerId, fields.branchId);
    await tx.update(searchOrders).set(orderColumns(fields)).where(eq(searchOrders.id, order.id));
    await replacePeriods(tx, order.id, fields.periods);
  });
}

/**
 * Deletes a draft, or ends a running order: a confirmed placement is cancelled (the
 * person is told), the person is free again for these days, open applications close.
 */
export async function deleteOrEndOrder(
  db: Database,
  config: Config,
  ownerId: string,
  id: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id, ownerId);
    if (order.status === "draft") {
      await tx.delete(searchOrders).where(eq(searchOrders.id, order.id));
      return;
    }
    if (order.status === "confirmed" || order.status === "placed") {
      // Deleting a filled order cancels its placement (the person is told); one that
      // was "vermittelt" and has none standing any more stays as the books have it.
      const placement = await standingPlacementOf(tx, order.id);
      if (placement) {
        // The order ends with the cancellation: the deletion's note is its history.
        await cancelPlacement(tx, config, placement, {
          by: "owner",
          actorId: ownerId,
          reason: ORDER_DELETED_REASON,
          searchAgain: false,
          endNote: ORDER_DELETED_NOTE,
        });
        return;
      }
      if (order.status === "placed")
        throw new HttpError(409, messagesEn["searchOrder.wrongStatus"]);
    }
    await transition(tx, order, "ended", ownerId, { note: ORDER_DELETED_NOTE });
    // The brokerage ends: a confirmed person is free again for these days.
    await releaseAssignment(tx, order.id);
    await closeOpenApplications(tx, config, order);
  });
}

/**
 * Sends a draft as a binding order and mails the owner a receipt. The audit log keeps
 * the step with the fee the prices named then (docs/decisions/0037-readable-audit-log.md).
 */
export async function sendOrder(
  db: Database,
  config: Pick<Config, "publicUrl">,
  owner: AuditActor & { id: string },
  id: string,
): Promise<void> {
  const ownerId = owner.id;
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id, ownerId);
    // A draft may have aged since it was saved: no period may start in the past.
    const start = firstDay(order);
    if (start && start < todayIsoDate()) {
      throw new HttpError(422, messagesEn["common.validationFailed"], {
        periods: [messagesEn["periodStart.inPast"]],
      });
    }
    // The fee the owner was shown when ordering: kept, so that a fee that changed by
    // the confirmation is shown as changed (docs/decisions/0058-fee-at-ordering.md).
    const fee = await quoteFee(tx, ownerId, order);
    await transition(tx, order, "sent", ownerId, {
      note: FEE_TERMS_NOTE,
      set: { sentAt: new Date(), orderedFee: fee },
    });
    const [person] = await tx.select().from(users).where(eq(users.id, ownerId));
    const pharmacy = (await orderPharmacies(tx, [order])).get(order.id);
    await enqueueEmail(
      tx,
      searchOrderReceivedEmail(
        person!.email,
        person!,
        { ...orderSummary(order), pharmacy: pharmacy?.name || undefined },
        publicLink(config, paths.jobCreate),
        fee,
      ),
    );
    await recordAudit(tx, owner, {
      action: "order.send",
      targetType: "search_order",
      targetId: order.id,
      details: { fee_gross_cents: fee?.grossCents ?? null },
    });
  });
}

/**
 * Confirms the proposed candidate: the fee is fixed under the prices agreed now, the
 * person is booked for the days and the placement record starts. 409 when that fee is
 * not the one the owner was shown, or the person is meanwhile confirmed for an
 * overlapping order.
 */
export async function confirmCandidate(
  db: Database,
  config: Config,
  owner: AuditActor & { id: string },
  id: string,
  /** The gross fee the owner saw and accepted; null when the page said "no price agreed". */
  shownGrossCents: number | null,
): Promise<void> {
  const ownerId = owner.id;
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id, ownerId);
    if (order.status !== "candidate_proposed" || !order.candidateId) {
      throw new HttpError(409, messagesEn["searchOrder.wrongStatus"]);
    }
    const confirmedAt = new Date();
    // The fee falls due with this step: fixed now, under the prices agreed now, and only
    // when that is the fee the owner was shown (the price list may have changed since).
    const fee = await quoteFee(tx, ownerId, order);
    if ((fee?.grossCents ?? null) !== shownGrossCents) {
      throw new HttpError(409, messagesEn["confirmFee.changed"]);
    }
    await transition(tx, order, "confirmed", ownerId, { set: { confirmedAt } });
    await bookAssignment(tx, order.id, order.candidateId, order.periods);
    const placement = await createPlacement(tx, config, order, order.candidateId, confirmedAt, fee);
    // The owner's acceptance of the fee is a binding step: the log keeps it.
    await recordAudit(tx, owner, {
      action: "order.confirm",
      targetType: "search_order",
      targetId: order.id,
      details: {
        staffId: order.candidateId,
        placementId: placement.id,
        fee_gross_cents: fee?.grossCents ?? null,
      },
    });
  });
}
