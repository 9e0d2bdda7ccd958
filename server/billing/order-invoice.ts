import { and, eq, isNull, or } from "drizzle-orm";
import type { Fee } from "../../domain/billing/fees";
import { FEE_UNIT_LABELS } from "../../domain/billing/price-list";
import { formatGermanPeriod } from "../../domain/dates";
import { type AuditActor, recordAudit } from "../audit/record-audit";
import type { Config } from "../config";
import type { Database } from "../db/client";
import {
  type InvoiceLine,
  type InvoiceParty,
  invoices,
  type Placement,
  pharmacyProfiles,
  users,
} from "../db/schema";
import { HttpError } from "../http/http-error";
import { sellerFacts } from "./company";
import { cancellations } from "./invoice-queries";
import { issueInvoice } from "./issue-invoice";

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
 * The valid invoice (issued, not cancelled) of a placement, if any: one issued for it,
 * or one the console issued for its order before invoices named placements. A
 * placement is invoiced once, from the console's order list or from the operator's
 * to-do, whichever comes first.
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
 * The invoice for one placement fee, in the caller's transaction, with its audit entry:
 * what the console's "Rechnung stellen" and the invoice from confirmed worked days both
 * issue.
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
