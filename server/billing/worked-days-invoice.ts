import { and, asc, eq, exists, inArray, isNotNull, ne, notExists, sql } from "drizzle-orm";
import { feeForWorkedDays } from "../../domain/billing/fees";
import { messagesEn } from "../../domain/messages/en";
import { reportPeriods, type WorkedDay } from "../../domain/worked-days";
import { branchOfOrder } from "../accounts/pharmacy-branches";
import type { AuditActor } from "../audit/record-audit";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { type Invoice, invoices, type Placement, placements, workReports } from "../db/schema";
import { HttpError } from "../http/http-error";
import { issueFeeInvoice, validInvoiceOf } from "./order-invoice";
import { placementBuyer } from "./placement-invoice";

/**
 * The invoice from the confirmed days (issue 28, item 2;
 * docs/decisions/0057-worked-days-and-corrections.md): once every period of a placement
 * is confirmed (by the owner, by silence or by the operator), its fee counts the days
 * worked: per placement day each confirmed day, per placement at least one.
 */

const CONFIRMED = ["confirmed", "resolved"] as const;

type WorkReport = typeof workReports.$inferSelect;

/** confirmedDaysOf on reports already read (those of the placement, by period start). */
function confirmedDaysFrom(
  placement: Pick<Placement, "firstDay" | "lastDay">,
  reports: readonly WorkReport[],
): WorkedDay[] | null {
  const periods = reportPeriods(placement.firstDay, placement.lastDay);
  const complete = periods.every((period) =>
    reports.some(
      (report) =>
        report.periodStart === period.start &&
        (CONFIRMED as readonly string[]).includes(report.status),
    ),
  );
  if (!complete) return null;
  return reports.flatMap((report) => report.confirmedDays ?? []);
}

/** The days that count, once every period of the placement is confirmed; else null. */
export async function confirmedDaysOf(
  db: Database,
  placement: Pick<Placement, "id" | "firstDay" | "lastDay">,
): Promise<WorkedDay[] | null> {
  const reports = await db
    .select()
    .from(workReports)
    .where(eq(workReports.placementId, placement.id))
    .orderBy(asc(workReports.periodStart));
  return confirmedDaysFrom(placement, reports);
}

/**
 * confirmedDaysOf for many placements in one query (the operator's work list; issue 29:
 * one query per placement made that page take over a second on a large agency).
 */
export async function confirmedDaysOfMany(
  db: Database,
  of: readonly Pick<Placement, "id" | "firstDay" | "lastDay">[],
): Promise<Map<string, WorkedDay[] | null>> {
  const reports = of.length
    ? await db
        .select()
        .from(workReports)
        .where(
          inArray(
            workReports.placementId,
            of.map((placement) => placement.id),
          ),
        )
        .orderBy(asc(workReports.periodStart))
    : [];
  const byPlacement = new Map<string, WorkReport[]>();
  for (const report of reports) {
    const list = byPlacement.get(report.placementId) ?? [];
    list.push(report);
    byPlacement.set(report.placementId, list);
  }
  return new Map(
    of.map((placement) => [
      placement.id,
      confirmedDaysFrom(placement, byPlacement.get(placement.id) ?? []),
    ]),
  );
}

/**
 * Issues the placement's invoice for its confirmed days in the caller's transaction;
 * undefined when nothing is to be invoiced (no fee agreed, not all days confirmed, no
 * day worked, or a valid invoice exists already). `strict` turns those into 409s for
 * the operator's button.
 */
export async function issueWorkedDaysInvoice(
  tx: Database,
  placement: Placement,
  actor: AuditActor,
  config: Pick<Config, "company" | "publicUrl">,
  strict = false,
): Promise<Invoice | undefined> {
  const refuse = (message: string) => {
    if (strict) throw new HttpError(409, message);
    return undefined;
  };
  if (placement.status === "cancelled") return refuse(messagesEn["invoice.placementCancelled"]);
  if (!placement.fee) return refuse(messagesEn["invoice.noFee"]);
  const days = await confirmedDaysOf(tx, placement);
  if (!days) return refuse(messagesEn["invoice.daysNotConfirmed"]);
  const worked = days.filter((day) => day.worked).map((day) => day.date);
  const fee = feeForWorkedDays(placement.fee, worked.length);
  if (!fee) return refuse(messagesEn["invoice.noDayWorked"]);
  if (await validInvoiceOf(tx, placement)) return refuse(messagesEn["invoice.alreadyInvoiced"]);
  const branch = placement.orderId ? await branchOfOrder(tx, placement.orderId) : null;
  return issueFeeInvoice(tx, {
    fee,
    ...(branch ? { branch: placement.pharmacyName } : {}),
    buyerId: placement.ownerId,
    buyer: await placementBuyer(tx, placement),
    servicePeriod: { start: worked[0]!, end: worked[worked.length - 1]! },
    orderId: placement.orderId,
    placementId: placement.id,
    actor,
    config,
  });
}

/**
 * The operator's review (the default setting): placements whose days are all
 * reported and none waits or is disputed, with a fee and without a valid invoice
 * (`validInvoiceOf`, as a condition), each with its confirmed days; the `limit`
 * oldest.
 */
export async function placementsToInvoice(
  db: Database,
  limit = 500,
): Promise<{ placement: Placement; days: WorkedDay[] }[]> {
  const candidates = await db
    .select()
    .from(placements)
    .where(
      and(
        ne(placements.status, "cancelled"),
        isNotNull(placements.fee),
        exists(
          db
            .select({ id: workReports.id })
            .from(workReports)
            .where(eq(workReports.placementId, placements.id)),
        ),
        // Years of invoiced placements must not crowd out the ones to invoice.
        sql`not exists (select 1 from ${invoices} where ${invoices.placementId} = ${placements.id}
          and ${invoices.kind} = 'invoice'
          and not exists (select 1 from ${invoices} c where c.cancels_invoice_id = ${invoices.id}))`,
        // Nor one the console issued for the order before invoices named placements.
        sql`not exists (select 1 from ${invoices} where ${invoices.orderId} = ${placements.orderId}
          and ${invoices.placementId} is null and ${invoices.kind} = 'invoice'
          and not exists (select 1 from ${invoices} c where c.cancels_invoice_id = ${invoices.id}))`,
        notExists(
          db
            .select({ id: workReports.id })
            .from(workReports)
            .where(
              and(
                eq(workReports.placementId, placements.id),
                inArray(workReports.status, ["submitted", "disputed"]),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(placements.lastDay))
    .limit(limit);
  const days = await confirmedDaysOfMany(db, candidates);
  const due: { placement: Placement; days: WorkedDay[] }[] = [];
  for (const placement of candidates) {
    const confirmed = days.get(placement.id);
    if (!confirmed?.some((day) => day.worked)) continue;
    due.push({ placement, days: confirmed });
  }
  return due;
}
