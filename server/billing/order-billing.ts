import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { BILLABLE_ORDERS_PAGE, type billableOrdersAnswer } from "../../domain/api/billing";
import { type Fee, type FeeOrder, feeForWorkedDays } from "../../domain/billing/fees";
import { STANDING_PLACEMENT_STATUSES } from "../../domain/placement-status";
import type { z } from "../../domain/zod";
import { branchOfOrder } from "../accounts/pharmacy-branches";
import type { AuditActor } from "../audit/record-audit";
import { lockOrder, withPeriods } from "../brokerage/order-records";
import { lockPlacement } from "../brokerage/placement-records";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { keysetAfter } from "../db/keyset";
import { invoices, type Placement, pharmacyProfiles, placements, searchOrders } from "../db/schema";
import { HttpError } from "../http/http-error";
import { cancellations } from "./invoice-queries";
import { BILLABLE_ORDER_STATUSES, buyerOf, issueFeeInvoice } from "./order-invoice";
import { quoteFee } from "./quote-fee";
import { confirmedDaysOf, issueWorkedDaysInvoice } from "./worked-days-invoice";

/**
 * The console's billing of confirmed orders ("Abzurechnende Aufträge"). An order with a
 * placement is invoiced for the placement's confirmed worked days, like the operator's
 * to-do does it (docs/decisions/0057-worked-days-and-corrections.md), and refused
 * before they are confirmed; only an order confirmed before placements existed is
 * invoiced for its planned days.
 */

/** The order's placement: one that stands, else the latest; undefined before placements. */
async function placementOfOrder(db: Database, orderId: string): Promise<Placement | undefined> {
  const [placement] = await db
    .select()
    .from(placements)
    .where(eq(placements.orderId, orderId))
    .orderBy(
      desc(sql`${inArray(placements.status, [...STANDING_PLACEMENT_STATUSES])}`),
      desc(placements.createdAt),
    )
    .limit(1);
  return placement;
}

/**
 * "Rechnung stellen" for a confirmed order: with a placement, the invoice of its
 * confirmed worked days (409 with the reason before that); without one, the planned
 * fee under the owner's agreed prices. One valid invoice per order.
 */
export async function issueOrderInvoice(
  db: Database,
  orderId: string,
  actor: AuditActor,
  config: Pick<Config, "company" | "publicUrl">,
) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!(BILLABLE_ORDER_STATUSES as readonly string[]).includes(order.status)) {
      throw new HttpError(409, "Only a confirmed order can be invoiced");
    }
    const [open] = await tx
      .select({ number: invoices.number })
      .from(invoices)
      .leftJoin(cancellations, eq(cancellations.cancelsInvoiceId, invoices.id))
      .where(
        and(eq(invoices.orderId, order.id), eq(invoices.kind, "invoice"), isNull(cancellations.id)),
      );
    if (open) throw new HttpError(409, `This order is already invoiced (${open.number})`);
    const found = await placementOfOrder(tx, order.id);
    if (found) {
      const placement = await lockPlacement(tx, found.id);
      const invoice = await issueWorkedDaysInvoice(tx, placement, actor, config, true);
      if (!invoice) throw new Error("strict issue answered nothing");
      return invoice;
    }
    const fee = await quoteFee(tx, order.ownerId, order);
    if (!fee)
      throw new HttpError(409, "The price list has no price for this order's role and kind");
    const starts = order.periods.map((period) => period.startDate).sort();
    const ends = order.periods.map((period) => period.endDate).sort();
    const branch = order.branchId ? await branchOfOrder(tx, order.id) : null;
    return issueFeeInvoice(tx, {
      fee,
      ...(branch ? { branch: branch.name } : {}),
      buyerId: order.ownerId,
      buyer: await buyerOf(tx, order.ownerId),
      servicePeriod: { start: starts[0]!, end: ends[ends.length - 1]! },
      orderId: order.id,
      actor,
      config,
    });
  });
}

type BillableOrder = z.infer<typeof billableOrdersAnswer>["orders"][number];

/**
 * What an order would be invoiced now: with a placement, the accepted fee for the
 * confirmed worked days, or, while they wait, the accepted fee for the planned days
 * (`worked_days` says which); without one, the fee under the owner's prices.
 */
async function billingOf(
  db: Database,
  order: FeeOrder & { id: string; ownerId: string },
): Promise<Pick<BillableOrder, "fee" | "worked_days">> {
  const placement = await placementOfOrder(db, order.id);
  if (!placement) return { fee: await quoteFee(db, order.ownerId, order), worked_days: null };
  const days = placement.status === "cancelled" ? null : await confirmedDaysOf(db, placement);
  if (!days) return { fee: placement.fee, worked_days: { confirmed: false, worked: null } };
  const worked = days.filter((day) => day.worked).length;
  const fee: Fee | null = placement.fee ? feeForWorkedDays(placement.fee, worked) : null;
  return { fee, worked_days: { confirmed: true, worked } };
}

/**
 * Confirmed orders without a valid invoice (none, or only cancelled ones), latest
 * confirmation first, each with the fee it would be invoiced and, for an order with a
 * placement, whether its worked days are confirmed: a page of them after the order
 * `after` (keyset; docs/decisions/0062-keyset-pages-and-streams.md).
 */
export async function billableOrders(
  db: Database,
  after?: string,
  pageSize = BILLABLE_ORDERS_PAGE,
): Promise<z.infer<typeof billableOrdersAnswer>> {
  const found = await db
    .select({ order: searchOrders, pharmacyName: pharmacyProfiles.pharmacyName })
    .from(searchOrders)
    .leftJoin(pharmacyProfiles, eq(pharmacyProfiles.userId, searchOrders.ownerId))
    .where(
      and(
        inArray(searchOrders.status, [...BILLABLE_ORDER_STATUSES]),
        // Asked of the database: all invoiced orders read into Node took over a second
        // on a large agency, and the newest 200 confirmed orders hid older ones (issue 29).
        sql`not exists (select 1 from ${invoices} where ${invoices.orderId} = ${searchOrders.id}
          and ${invoices.kind} = 'invoice'
          and not exists (select 1 from ${invoices} c where c.cancels_invoice_id = ${invoices.id}))`,
        keysetAfter(searchOrders, searchOrders.confirmedAt, searchOrders.id, "desc", after),
      ),
    )
    .orderBy(desc(searchOrders.confirmedAt), desc(searchOrders.id))
    .limit(pageSize + 1);
  const open = found.slice(0, pageSize);
  const orders = await withPeriods(
    db,
    open.map((row) => row.order),
  );
  const rows: BillableOrder[] = [];
  for (const [index, order] of orders.entries()) {
    rows.push({
      id: order.id,
      status: order.status,
      pharmacy_name: open[index]?.pharmacyName ?? "",
      role: order.role,
      type: order.ownerCover ? "Inhabervertretung" : order.type,
      periods: order.periods,
      ...(await billingOf(db, order)),
    });
  }
  return {
    next: found.length > pageSize ? (open[open.length - 1]?.order.id ?? null) : null,
    orders: rows,
  };
}
