import { and, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { BILLABLE_ORDERS_PAGE, type billableOrdersAnswer } from "../../domain/api/billing";
import type { Fee, FeeOrder } from "../../domain/billing/fees";
import { FEE_UNIT_LABELS } from "../../domain/billing/price-list";
import { formatGermanPeriod } from "../../domain/dates";
import { STANDING_PLACEMENT_STATUSES } from "../../domain/placement-status";
import type { z } from "../../domain/zod";
import { branchOfOrder } from "../accounts/pharmacy-branches";
import { type AuditActor, recordAudit } from "../audit/record-audit";
import { lockOrder, withPeriods } from "../brokerage/order-records";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { keysetAfter } from "../db/keyset";
import {
  type InvoiceLine,
  type InvoiceParty,
  invoices,
  type Placement,
  pharmacyProfiles,
  placements,
  searchOrders,
  users,
} from "../db/schema";
import { HttpError } from "../http/http-error";
import { sellerFacts } from "./company";
import { cancellations } from "./invoice-queries";
import { issueInvoice } from "./issue-invoice";
import { quoteFee } from "./quote-fee";

/** Orders whose fee is due: the owner confirmed the candidate (or the agency placed them). */
export const BILLABLE_ORDER_STATUSES = ["confirmed", "placed"] as const;

/**
 * The invoice line of a fee, e.g. "Vermittlungsgebühr Apotheker/in, Vertretungsangebot
 * (12 Einsatztage), Einsatz 01.12.2026 – 12.12.2026"; `period` holds ISO dates. `branch`
 * names the branch the placement was for; the buyer stays the owner's main pharmacy
 * (docs/decisions/0035-pharmacy-branches.md).
 */
export function feeLine(
  fee: Fee,
  period: { start: string; end: string },
  branch?: string,
): InvoiceLine {
  const days = fee.placementDays === 1 ? "1 Einsatztag" : `${fee.placementDays} Einsatztage`;
  return {
    description: `Vermittlungsgebühr ${fee.role}, ${fee.kind} (${days}, ${FEE_UNIT_LABELS[fee.unit]}), Einsatz ${formatGermanPeriod(period.start, period.end)}${branch ? ` in der Filiale ${branch}` : ""}`,
    quantity: fee.quantity,
    unitCode: fee.unit === "per_day" ? "DAY" : "C62",
    unitNetCents: fee.unitNetCents,
    netCents: fee.netCents,
    vatRate: fee.vatRate,
  };
}

/**
 * The pharmacy as the buyer, from the owner's account and pharmacy profile: the main
 * pharmacy also for a branch's order, since the owner runs the whole Filialverbund
 * (docs/decisions/0035-pharmacy-branches.md).
 */
export async function buyerOf(db: Database, ownerId: string): Promise<InvoiceParty> {
  const [row] = await db
    .select({ user: users, pharmacy: pharmacyProfiles })
    .from(users)
    .leftJoin(pharmacyProfiles, eq(pharmacyProfiles.userId, users.id))
    .where(eq(users.id, ownerId));
  if (!row?.pharmacy) throw new HttpError(409, "The pharmacy's address is missing");
  const { user, pharmacy } = row;
  return {
    name: pharmacy.pharmacyName,
    contact: `${user.firstName} ${user.lastName}`,
    street: `${pharmacy.street} ${pharmacy.streetNumber}`.trim(),
    postalCode: pharmacy.postalCode,
    city: pharmacy.city,
    country: "DE",
    email: user.email,
  };
}

/**
 * The console's "Rechnung stellen" for a confirmed order: the fee fixed in its placement
 * (else the fee under the owner's agreed prices), one invoice per order unless the
 * earlier one was cancelled. A placement marked "vermittelt" afterwards issues no
 * second invoice (`validInvoiceOf`).
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
    const { fee, placement } = await billedFee(tx, order);
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
      ...(placement ? { placementId: placement.id } : {}),
      actor,
      config,
    });
  });
}

/**
 * The valid invoice (issued, not cancelled) of a placement, if any: one issued for it,
 * or one the console issued for its order before invoices named placements. A
 * placement is invoiced once, by "Rechnung stellen" or by "vermittelt", whichever
 * comes first.
 */
export async function validInvoiceOf(
  tx: Database,
  placement: Pick<Placement, "id" | "orderId">,
): Promise<{ number: string } | undefined> {
  const [open] = await tx
    .select({ number: invoices.number })
    .from(invoices)
    .leftJoin(cancellations, eq(cancellations.cancelsInvoiceId, invoices.id))
    .where(
      and(
        eq(invoices.kind, "invoice"),
        isNull(cancellations.id),
        or(
          eq(invoices.placementId, placement.id),
          placement.orderId
            ? and(eq(invoices.orderId, placement.orderId), isNull(invoices.placementId))
            : undefined,
        ),
      ),
    );
  return open;
}

/**
 * What an order is invoiced: the fee the owner accepted at confirmation, fixed in its
 * placement that stands (confirmed or vermittelt), else the fee under the owner's prices.
 */
async function billedFee(
  db: Database,
  order: FeeOrder & { id: string; ownerId: string },
): Promise<{ fee: Fee | null; placement: Placement | undefined }> {
  const [placement] = await db
    .select()
    .from(placements)
    .where(
      and(
        eq(placements.orderId, order.id),
        inArray(placements.status, [...STANDING_PLACEMENT_STATUSES]),
      ),
    );
  return { fee: placement?.fee ?? (await quoteFee(db, order.ownerId, order)), placement };
}

/**
 * The invoice for one placement fee, in the caller's transaction, with its audit entry:
 * what the console's "Rechnung stellen" and a placement's "vermittelt" both issue.
 */
export async function issueFeeInvoice(
  tx: Database,
  input: {
    fee: Fee;
    /** The branch the placement was for, named in the line; absent for the main pharmacy. */
    branch?: string;
    buyerId: string | null;
    buyer: InvoiceParty;
    servicePeriod: { start: string; end: string };
    orderId: string | null;
    placementId?: string;
    actor: AuditActor;
    config: Pick<Config, "company" | "publicUrl">;
  },
) {
  const { fee, servicePeriod, actor, config } = input;
  const invoice = await issueInvoice(
    tx,
    {
      seller: sellerFacts(config),
      buyerId: input.buyerId,
      buyer: input.buyer,
      servicePeriod,
      lines: [feeLine(fee, servicePeriod, input.branch)],
      ...(input.orderId ? { orderId: input.orderId } : {}),
      ...(input.placementId ? { placementId: input.placementId } : {}),
      issuedBy: actor.email,
    },
    { publicUrl: config.publicUrl },
  );
  await recordAudit(tx, actor, {
    action: "invoice.issue",
    targetType: "invoice",
    targetId: invoice.id,
    details: {
      number: invoice.number,
      order_id: input.orderId,
      ...(input.placementId ? { placement_id: input.placementId } : {}),
      gross_cents: invoice.grossCents,
    },
  });
  return invoice;
}

/**
 * Confirmed orders without a valid invoice (none, or only cancelled ones), latest
 * confirmation first, each with the fee it would be invoiced (the placement's fixed fee
 * where the owner accepted one): a page of them after the order `after` (keyset;
 * docs/decisions/0062-keyset-pages-and-streams.md).
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
  const fees = await billedFees(db, orders);
  return {
    next: found.length > pageSize ? (open[open.length - 1]?.order.id ?? null) : null,
    orders: orders.map((order, index) => ({
      id: order.id,
      status: order.status,
      pharmacy_name: open[index]?.pharmacyName ?? "",
      role: order.role,
      type: order.ownerCover ? "Inhabervertretung" : order.type,
      periods: order.periods,
      fee: fees[index] ?? null,
    })),
  };
}

/** billedFee of many orders: their standing placements in one query. */
async function billedFees(
  db: Database,
  orders: readonly (FeeOrder & { id: string; ownerId: string })[],
): Promise<(Fee | null)[]> {
  const standing = orders.length
    ? await db
        .select({ orderId: placements.orderId, fee: placements.fee })
        .from(placements)
        .where(
          and(
            inArray(
              placements.orderId,
              orders.map((order) => order.id),
            ),
            inArray(placements.status, [...STANDING_PLACEMENT_STATUSES]),
          ),
        )
    : [];
  const fixed = new Map(standing.map((row) => [row.orderId, row.fee]));
  const fees: (Fee | null)[] = [];
  for (const order of orders) {
    fees.push(fixed.get(order.id) ?? (await quoteFee(db, order.ownerId, order)));
  }
  return fees;
}
