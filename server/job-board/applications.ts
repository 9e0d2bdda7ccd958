import { and, desc, eq, ne } from "drizzle-orm";
import type { Application } from "../../domain/api/job-board";
import { orderOpenTo } from "../../domain/job-search";
import { PROFILE_COMPLETENESS_FOR_CONTACT_PERCENT } from "../../domain/limits";
import { messagesEn } from "../../domain/messages/en";
import {
  APPLICATION_STATUS_LABELS,
  WITHDRAWABLE_APPLICATION_STATUSES,
} from "../../domain/placement-status";
import { staffProfileCompleteness } from "../accounts/profile-view";
import { lockOrder, transition, withPeriods } from "../brokerage/order-records";
import type { Database } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { jobApplications, searchOrders, staffProfiles } from "../db/schema";
import { HttpError } from "../http/http-error";
import { publicOrder } from "./order-view";

/**
 * Staff apply to published orders after the data-consent opt-in (docs/product.md, "Job
 * board"; the time of consent is stored with the application), list their own and
 * withdraw one, which revokes its consent.
 */

/**
 * `staffId` applies to `orderId`: only to a published order (404), for the profession it
 * asks for (422), with a profile at least 80 % complete (403), once (409). A withdrawn
 * application may be given again, with a new consent.
 */
export async function applyToOrder(db: Database, staffId: string, orderId: string): Promise<void> {
  const [order] = await db.select().from(searchOrders).where(eq(searchOrders.id, orderId));
  if (order?.status !== "published") {
    throw new HttpError(404, messagesEn["application.notOpen"]);
  }
  // Only the profession the order asks for (an Inhabervertretung: only Apotheker/in,
  // which the order's own check already implies).
  const [profile] = await db
    .select({ profession: staffProfiles.profession })
    .from(staffProfiles)
    .where(eq(staffProfiles.userId, staffId));
  if (!orderOpenTo(profile?.profession, order)) {
    throw new HttpError(422, messagesEn["application.roleMismatch"]);
  }
  // The terms: contacting a pharmacy needs a profile at least 80 % complete.
  const completeness = await staffProfileCompleteness(db, staffId);
  if (completeness === null || completeness < PROFILE_COMPLETENESS_FOR_CONTACT_PERCENT) {
    throw new HttpError(403, messagesEn["application.profileIncomplete"]);
  }
  try {
    const now = new Date();
    // A withdrawn application may be given again (with a new consent).
    const renewed = await db
      .update(jobApplications)
      .set({ status: "applied", dataConsentAt: now, statusChangedAt: now, createdAt: now })
      .where(
        and(
          eq(jobApplications.orderId, orderId),
          eq(jobApplications.staffId, staffId),
          eq(jobApplications.status, "withdrawn"),
        ),
      )
      .returning({ id: jobApplications.id });
    if (renewed.length === 0) {
      await db.insert(jobApplications).values({ orderId, staffId, dataConsentAt: now });
    }
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, messagesEn["application.duplicate"]);
    throw error;
  }
}

/** The staff member's own applications (not the withdrawn ones), newest first. */
export async function ownApplications(db: Database, staffId: string): Promise<Application[]> {
  const rows = await db
    .select({ application: jobApplications, order: searchOrders })
    .from(jobApplications)
    .innerJoin(searchOrders, eq(searchOrders.id, jobApplications.orderId))
    .where(and(eq(jobApplications.staffId, staffId), ne(jobApplications.status, "withdrawn")))
    .orderBy(desc(jobApplications.createdAt));
  const orders = await withPeriods(
    db,
    rows.map((row) => row.order),
  );
  return rows.map(({ application, order }, index) => ({
    id: application.id,
    createdAt: application.createdAt.toISOString(),
    dataConsentAt: application.dataConsentAt.toISOString(),
    open: order.status === "published",
    status: application.status,
    statusLabel: APPLICATION_STATUS_LABELS[application.status],
    order: publicOrder(orders[index]!),
  }));
}

/**
 * Withdraws an own application (404 for anyone else's), which revokes its consent;
 * a confirmed one is cancelled as a placement instead (409). A proposed candidate who
 * withdraws puts the order back on the job board.
 */
export async function withdrawApplication(
  db: Database,
  staffId: string,
  id: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [application] = await tx
      .select()
      .from(jobApplications)
      .where(and(eq(jobApplications.id, id), eq(jobApplications.staffId, staffId)));
    if (!application || application.status === "withdrawn") {
      throw new HttpError(404, messagesEn["application.notFound"]);
    }
    // Locked, so that the operator or the owner cannot act on the order meanwhile.
    const order = await lockOrder(tx, application.orderId);
    if (!WITHDRAWABLE_APPLICATION_STATUSES.includes(application.status)) {
      throw new HttpError(409, messagesEn["application.confirmed"]);
    }
    // Proposed but not yet confirmed: the order goes back to the job board.
    if (order.status === "candidate_proposed" && order.candidateId === staffId) {
      await transition(tx, order, "published", staffId, {
        note: "Die vorgeschlagene Fachkraft hat ihre Bewerbung zurückgezogen.",
        set: { candidateId: null },
      });
    }
    await tx
      .update(jobApplications)
      .set({ status: "withdrawn", statusChangedAt: new Date() })
      .where(eq(jobApplications.id, application.id));
  });
}

/**
 * Before a staff account is deleted (by the person, an operator or the inactivity job):
 * an order that proposes the person and waits for the owner's confirmation goes back on
 * the job board, as when the person withdraws; else it would wait on a candidate that
 * no longer exists. A confirmed placement ahead refuses the deletion earlier.
 */
export async function releaseProposalsOf(tx: Database, staffId: string): Promise<void> {
  const proposed = await tx
    .select({ id: searchOrders.id })
    .from(searchOrders)
    .where(
      and(eq(searchOrders.status, "candidate_proposed"), eq(searchOrders.candidateId, staffId)),
    );
  for (const { id } of proposed) {
    const order = await lockOrder(tx, id);
    if (order.status !== "candidate_proposed" || order.candidateId !== staffId) continue;
    await transition(tx, order, "published", null, {
      note: "Das Konto der vorgeschlagenen Fachkraft wurde gelöscht.",
      set: { candidateId: null },
    });
  }
}
