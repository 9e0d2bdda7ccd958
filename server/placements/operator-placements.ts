import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import {
  ADMIN_PLACEMENTS_PAGE,
  type AdminPlacementView,
  type operatorWorkAnswer,
  WORK_SECTION_ROWS,
} from "../../domain/api/placements";
import { URGENT_WITHIN_DAYS } from "../../domain/availability";
import { feeForWorkedDays } from "../../domain/billing/fees";
import { addDaysToIsoDate, todayIsoDate } from "../../domain/dates";
import type { PlacementStatus } from "../../domain/placement-status";
import { acceptanceDeadline, isOverdue } from "../../domain/working-days";
import type { z } from "../../domain/zod";
import { recordAudit } from "../audit/record-audit";
import type { AuthenticatedAccount } from "../auth/require-role";
import { arrangeWorkedPlacement } from "../billing/placement-invoice";
import { issueWorkedDaysInvoice, placementsToInvoice } from "../billing/worked-days-invoice";
import { lockPlacement } from "../brokerage/placement-records";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { keysetAfter } from "../db/keyset";
import {
  type Placement,
  pharmacyBranches,
  pharmacyProfiles,
  placements,
  searchOrderPeriods,
  searchOrders,
} from "../db/schema";
import { invoiceCopyDue, placementView } from "./placement-view";
import { disputedWorkReports } from "./worked-days";

/**
 * The operator's placements (docs/decisions/0015-placement-record.md): every record,
 * whatever happened to the accounts, and the day's work.
 */

const countAll = sql<number>`count(*)::int`;
function adminView(placement: Placement, now: Date): AdminPlacementView {
  const today = todayIsoDate(now);
  // A copy whose staff member deleted the account can never come: not "missing" work
  // for the operator (issue 26); the row says so instead.
  const missing =
    placement.status !== "cancelled" &&
    !placement.invoiceCopyKey &&
    placement.staffId !== null &&
    placement.lastDay < today;
  return {
    ...placementView(placement, null, now),
    ownerAccount: placement.ownerId !== null,
    staffAccount: placement.staffId !== null,
    invoiceCopyMissing: missing,
    invoiceCopyOverdue: missing && invoiceCopyDue(placement) < today,
  };
}

/** adminView's `invoiceCopyMissing` as a condition (its partial index: migration 0025). */
function invoiceCopyMissingSql(now: Date): SQL {
  return sql`${placements.status} <> 'cancelled' and ${placements.invoiceCopyKey} is null
    and ${placements.staffId} is not null and ${placements.lastDay} < ${todayIsoDate(now)}`;
}

/**
 * Placement records, latest first day first; optionally of one status, or only those
 * missing the copy. A page of them after the placement `after` (keyset; docs/decisions/0062).
 */
export async function adminPlacements(
  db: Database,
  filter: {
    status?: PlacementStatus | undefined;
    invoiceCopyMissing?: boolean;
    after?: string | undefined;
  },
  pageSize = ADMIN_PLACEMENTS_PAGE,
) {
  const now = new Date();
  const found = await db
    .select()
    .from(placements)
    .where(
      and(
        filter.status ? eq(placements.status, filter.status) : undefined,
        filter.invoiceCopyMissing ? invoiceCopyMissingSql(now) : undefined,
        keysetAfter(placements, placements.firstDay, placements.id, "desc", filter.after),
      ),
    )
    .orderBy(desc(placements.firstDay), desc(placements.id))
    .limit(pageSize + 1);
  const rows = found.slice(0, pageSize);
  return {
    placements: rows.map((row) => adminView(row, now)),
    next: found.length > pageSize ? (rows[rows.length - 1]?.id ?? null) : null,
  };
}

/** The operator's day: orders to accept (overdue first), placements to settle. */
export async function operatorWork(
  db: Database,
  now: Date = new Date(),
): Promise<
  Omit<z.infer<typeof operatorWorkAnswer>, "remindersDue" | "totals"> & {
    totals: { placementsToArrange: number; invoiceCopiesMissing: number };
  }
> {
  // The pharmacy the order is for: its branch, else the main pharmacy.
  const sent = await db
    .select({
      order: searchOrders,
      pharmacyName: sql<
        string | null
      >`coalesce(${pharmacyBranches.name}, ${pharmacyProfiles.pharmacyName})`,
    })
    .from(searchOrders)
    .leftJoin(pharmacyProfiles, eq(pharmacyProfiles.userId, searchOrders.ownerId))
    .leftJoin(pharmacyBranches, eq(pharmacyBranches.id, searchOrders.branchId))
    .where(eq(searchOrders.status, "sent"))
    .orderBy(asc(searchOrders.sentAt))
    .limit(200);
  const ordersToAccept = sent
    .map(({ order, pharmacyName }) => {
      const deadline = acceptanceDeadline(order.sentAt ?? order.createdAt);
      return {
        id: order.id,
        pharmacyName: pharmacyName ?? "",
        city: order.city,
        role: order.role,
        deadline,
        overdue: isOverdue(deadline, now),
      };
    })
    .sort((a, b) => Number(b.overdue) - Number(a.overdue) || a.deadline.localeCompare(b.deadline));
  // Open orders starting within three days, soonest first (docs/decisions/0056).
  const urgentRows = await db
    .select({
      order: searchOrders,
      pharmacyName: sql<
        string | null
      >`coalesce(${pharmacyBranches.name}, ${pharmacyProfiles.pharmacyName})`,
      firstDay: sql<string>`(select min(${searchOrderPeriods.startDate})::text from ${searchOrderPeriods} where ${searchOrderPeriods.orderId} = ${searchOrders.id})`,
    })
    .from(searchOrders)
    .leftJoin(pharmacyProfiles, eq(pharmacyProfiles.userId, searchOrders.ownerId))
    .leftJoin(pharmacyBranches, eq(pharmacyBranches.id, searchOrders.branchId))
    .where(
      and(
        inArray(searchOrders.status, ["sent", "accepted", "published", "candidate_proposed"]),
        sql`exists (select 1 from ${searchOrderPeriods} where ${searchOrderPeriods.orderId} = ${searchOrders.id}
          and ${searchOrderPeriods.startDate} <= ${addDaysToIsoDate(todayIsoDate(now), URGENT_WITHIN_DAYS)}::date
          and ${searchOrderPeriods.endDate} >= ${todayIsoDate(now)}::date)`,
      ),
    )
    .limit(200);
  const urgentOrders = urgentRows
    .map(({ order, pharmacyName, firstDay }) => ({
      id: order.id,
      pharmacyName: pharmacyName ?? "",
      city: order.city,
      role: order.role,
      status: order.status,
      firstDay,
    }))
    .sort((a, b) => a.firstDay.localeCompare(b.firstDay));
  // Each its own query: years of settled placements must not crowd out today's work.
  // The oldest first, a page of them, and how many there are (issue 29).
  const [toArrange, copiesMissing, [arrangeCount], [missingCount]] = await Promise.all([
    db
      .select()
      .from(placements)
      .where(eq(placements.status, "confirmed"))
      .orderBy(asc(placements.firstDay))
      .limit(WORK_SECTION_ROWS),
    db
      .select()
      .from(placements)
      .where(invoiceCopyMissingSql(now))
      .orderBy(asc(placements.firstDay))
      .limit(WORK_SECTION_ROWS),
    db.select({ total: countAll }).from(placements).where(eq(placements.status, "confirmed")),
    db.select({ total: countAll }).from(placements).where(invoiceCopyMissingSql(now)),
  ]);
  const toInvoice = await placementsToInvoice(db);
  const invoiceRows = [];
  for (const { placement, days } of toInvoice) {
    const fee =
      placement.fee && feeForWorkedDays(placement.fee, days.filter((d) => d.worked).length);
    if (!fee) continue;
    invoiceRows.push({
      placementId: placement.id,
      pharmacyName: placement.pharmacyName,
      staffName: placement.staffName,
      firstDay: placement.firstDay,
      lastDay: placement.lastDay,
      workedDays: fee.placementDays,
      unit: fee.unit,
      grossCents: fee.grossCents,
    });
  }
  return {
    totals: {
      placementsToArrange: arrangeCount?.total ?? 0,
      invoiceCopiesMissing: missingCount?.total ?? 0,
    },
    urgentOrders,
    ordersToAccept,
    placementsToArrange: toArrange.map((row) => adminView(row, now)),
    workReportsDisputed: await disputedWorkReports(db),
    placementsToInvoice: invoiceRows,
    invoiceCopiesMissing: copiesMissing.map((row) => adminView(row, now)),
  };
}

/**
 * The operator's invoice for a placement's confirmed days (the "review" setting, the
 * default), with its audit entry; 409 when there is nothing to invoice.
 */
export async function invoiceWorkedDays(
  db: Database,
  operator: AuthenticatedAccount,
  placementId: string,
  config: Pick<Config, "company" | "publicUrl">,
) {
  return db.transaction(async (tx) => {
    const placement = await lockPlacement(tx, placementId);
    const invoice = await issueWorkedDaysInvoice(tx, placement, operator, config, true);
    if (!invoice) throw new Error("strict issue answered nothing");
    return invoice;
  });
}

/** "Vermittelt": marks the placement and records the audit entry. */
export async function arrangePlacement(
  db: Database,
  operator: AuthenticatedAccount,
  placementId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const placement = await arrangeWorkedPlacement(tx, placementId, operator);
    await recordAudit(tx, operator, {
      action: "placement.arrange",
      targetType: "placement",
      targetId: placement.id,
      details: { orderId: placement.orderId },
    });
  });
}
