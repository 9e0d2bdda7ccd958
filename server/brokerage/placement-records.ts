import { and, eq, inArray, ne } from "drizzle-orm";
import type { Fee } from "../../domain/billing/fees";
import { todayIsoDate } from "../../domain/dates";
import { messagesEn } from "../../domain/messages/en";
import { paths } from "../../domain/paths";
import type { ApplicationStatus, CancelledBy } from "../../domain/placement-status";
import {
  CANCELLED_BY_LABELS,
  STANDING_PLACEMENT_STATUSES,
  WITHDRAWABLE_APPLICATION_STATUSES,
} from "../../domain/placement-status";
import { siteConfig } from "../../domain/site-config";
import { publicLink } from "../accounts/account-records";
import { branchOfOrder } from "../accounts/pharmacy-branches";
import type { Config } from "../config";
import type { Database } from "../db/client";
import {
  jobApplications,
  type Placement,
  pharmacyProfiles,
  placements,
  searchOrders,
  staffProfiles,
  users,
} from "../db/schema";
import { HttpError } from "../http/http-error";
import { enqueueEmail } from "../mail/outbox";
import { applicationNotSelectedEmail } from "../mail/templates/order-progress-mails";
import {
  placementCancelledEmail,
  placementConfirmedEmail,
} from "../mail/templates/placement-mails";
import type { PlacementFacts } from "../mail/templates/placement-summary";
import { releaseAssignment } from "./assignments";
import { calendarAttachment } from "./calendar";
import { lockOrder, type OrderWithPeriods, orderSummary, transition } from "./order-records";
import { placementParties } from "./placement-contacts";

type Links = Pick<Config, "publicUrl">;

/** What the agency reads of the order after a cancellation. */
const SEARCHING_AGAIN_NOTE =
  "Der Suchauftrag ist wieder veröffentlicht: bitte schlagen Sie eine andere Fachkraft vor.";
const SEARCH_ENDED_NOTE = "Die Apotheke sucht nicht weiter, der Suchauftrag ist beendet";

/** What the agency reads when a "vermittelt" (invoiced) placement is cancelled. */
const ARRANGED_CANCELLATION_NOTE =
  "Der Einsatz war bereits als vermittelt markiert und ist abgerechnet. Die Rechnung bleibt bestehen; bitte prüfen Sie, ob eine Stornorechnung nötig ist.";

/** What the mails say about a placement. */
export function placementFacts(placement: Placement): PlacementFacts {
  return placement;
}

/** Moves one person's application of an order to `status` (no row: nothing to do). */
export async function setApplicationStatus(
  tx: Database,
  orderId: string,
  staffId: string,
  status: ApplicationStatus,
): Promise<void> {
  await tx
    .update(jobApplications)
    .set({ status, statusChangedAt: new Date() })
    .where(and(eq(jobApplications.orderId, orderId), eq(jobApplications.staffId, staffId)));
}

/**
 * The order is filled or ended: every open application (except `exceptStaffId`'s) becomes
 * "nicht ausgewählt" and its person is told. Answers how many.
 */
export async function closeOpenApplications(
  tx: Database,
  config: Links,
  order: OrderWithPeriods,
  exceptStaffId?: string,
): Promise<number> {
  const open = await tx
    .select({ application: jobApplications, user: users })
    .from(jobApplications)
    .innerJoin(users, eq(users.id, jobApplications.staffId))
    .where(
      and(
        eq(jobApplications.orderId, order.id),
        inArray(jobApplications.status, [...WITHDRAWABLE_APPLICATION_STATUSES]),
        exceptStaffId ? ne(jobApplications.staffId, exceptStaffId) : undefined,
      ),
    );
  for (const { application, user } of open) {
    await tx
      .update(jobApplications)
      .set({ status: "not_selected", statusChangedAt: new Date() })
      .where(eq(jobApplications.id, application.id));
    await enqueueEmail(
      tx,
      applicationNotSelectedEmail(
        user.email,
        user,
        orderSummary(order),
        publicLink(config, paths.jobSearch),
      ),
    );
  }
  return open.length;
}

/**
 * The owner confirmed the candidate: fixes the placement record, marks the candidate's
 * application "bestätigt" and every other open one "nicht ausgewählt", and mails both
 * sides the other side's contact data with the calendar file. Caller's transaction.
 */
export async function createPlacement(
  tx: Database,
  config: Links,
  order: OrderWithPeriods,
  staffId: string,
  confirmedAt: Date,
  /** The fee the owner accepted, fixed into the record (null: no price agreed). */
  fee: Fee | null,
): Promise<Placement> {
  const [owner] = await tx
    .select({ user: users, profile: pharmacyProfiles })
    .from(users)
    .leftJoin(pharmacyProfiles, eq(pharmacyProfiles.userId, users.id))
    .where(eq(users.id, order.ownerId));
  const [staff] = await tx
    .select({ user: users, profile: staffProfiles })
    .from(users)
    .innerJoin(staffProfiles, eq(staffProfiles.userId, users.id))
    .where(eq(users.id, staffId));
  if (!owner || !staff) throw new HttpError(409, messagesEn["searchOrder.wrongStatus"]);
  // The order's branch, when it names one: its name goes into the record.
  const branch = order.branchId ? await branchOfOrder(tx, order.id) : null;
  const days = order.periods.flatMap((period) => [period.startDate, period.endDate]).sort();
  const [placement] = await tx
    .insert(placements)
    .values({
      orderId: order.id,
      ownerId: order.ownerId,
      staffId,
      type: order.type,
      role: order.role,
      ownerCover: order.ownerCover,
      periods: order.periods.map(({ startDate, endDate }) => ({ startDate, endDate })),
      firstDay: days[0]!,
      lastDay: days.at(-1)!,
      workingHours: order.workingHours,
      pharmacyName: branch?.name ?? owner.profile?.pharmacyName ?? "",
      street: order.street,
      postalCode: order.postalCode,
      city: order.city,
      state: order.state,
      ownerName: `${owner.user.firstName} ${owner.user.lastName}`,
      staffName: `${staff.user.firstName} ${staff.user.lastName}`,
      staffProfession: staff.profile.profession,
      hourlyRate: order.hourlyRate,
      confirmedAt,
      fee,
    })
    .returning();
  await setApplicationStatus(tx, order.id, staffId, "confirmed");
  await closeOpenApplications(tx, config, order, staffId);

  const record = placement!;
  const parties = await placementParties(tx, record);
  const url = publicLink(config, paths.accountPlacements);
  const calendar = calendarAttachment(record);
  await enqueueEmail(
    tx,
    placementConfirmedEmail(
      owner.user.email,
      owner.user,
      "owner",
      record,
      parties.staffContact!,
      calendar,
      url,
      fee,
    ),
  );
  await enqueueEmail(
    tx,
    placementConfirmedEmail(
      staff.user.email,
      staff.user,
      "staff",
      record,
      parties.ownerContact!,
      calendar,
      url,
    ),
  );
  return record;
}

/** Locks one placement for the rest of the transaction; 404 when missing. */
export async function lockPlacement(tx: Database, id: string): Promise<Placement> {
  const [placement] = await tx.select().from(placements).where(eq(placements.id, id)).for("update");
  if (!placement) throw new HttpError(404, messagesEn["placement.notFound"]);
  return placement;
}

/** How a placement is cancelled: by whom, why, and what becomes of its order. */
export interface Cancellation {
  by: CancelledBy;
  actorId: string | null;
  reason: string;
  /**
   * True: the order opens again (published, without candidate) so the operator can
   * propose another person. False: the order ends, the pharmacy searches no more (the
   * owner's choice, e.g. "intern besetzt"), with `endNote` in its history if given.
   * Undefined: the owner has not said (422 while the order could be searched again);
   * anyone else's cancellation searches again.
   */
  searchAgain?: boolean | undefined;
  endNote?: string;
  now?: Date;
}

/**
 * Cancels a standing placement with a reason (owner, staff or operator): the record
 * keeps its facts and says who cancelled and why; the order is searched again or ends
 * (`searchAgain`); the person's application reads "abgesagt"; the other side and the
 * agency are mailed, the agency with what became of the order. A placement the
 * operator marked "vermittelt" can be cancelled too until its last day, so that nobody
 * is held to days that will not be worked (and an account with one can be deleted
 * afterwards); its invoice stays for the operator to correct (docs/decisions/
 * 0015-placement-record.md).
 */
export async function cancelPlacement(
  tx: Database,
  config: Links,
  placement: Placement,
  cancellation: Cancellation,
): Promise<void> {
  const { by, actorId, reason, now = new Date() } = cancellation;
  if (!STANDING_PLACEMENT_STATUSES.includes(placement.status)) {
    throw new HttpError(409, messagesEn["placement.wrongStatus"]);
  }
  // After the last day the work is done (or not): only the agency settles that, so a
  // side cannot cancel a placement whose fee is due, neither on "Meine Einsätze" (which
  // hides the button) nor by deleting the order. Once "vermittelt" and over, not even
  // the agency: the correction is then a cancellation invoice.
  if (placement.lastDay < todayIsoDate(now)) {
    if (by !== "operator") throw new HttpError(409, messagesEn["placement.cancelTooLate"]);
    if (placement.status === "arranged") {
      throw new HttpError(409, messagesEn["placement.wrongStatus"]);
    }
  }
  const order = placement.orderId ? await lockOrder(tx, placement.orderId) : undefined;
  const filled = order?.status === "confirmed" || order?.status === "placed";
  // The owner decides whether the pharmacy still needs someone; it is never assumed.
  if (filled && by === "owner" && cancellation.searchAgain === undefined) {
    throw new HttpError(422, messagesEn["common.validationFailed"], {
      searchAgain: [messagesEn["cancelSearchAgain.required"]],
    });
  }
  const searchAgain = cancellation.searchAgain ?? true;
  await tx
    .update(placements)
    .set({
      status: "cancelled",
      cancelledAt: now,
      cancelledBy: by,
      cancelReason: reason,
      calendarSequence: placement.calendarSequence + 1,
    })
    .where(eq(placements.id, placement.id));
  // The mails carry the cancellation for calendars (METHOD:CANCEL, the raised SEQUENCE).
  const cancelledFile = calendarAttachment(
    { ...placement, status: "cancelled", calendarSequence: placement.calendarSequence + 1 },
    "CANCEL",
  );
  const agencyNotes = placement.status === "arranged" ? [ARRANGED_CANCELLATION_NOTE] : [];
  if (order) {
    if (filled) {
      const note = `Einsatz abgesagt von ${CANCELLED_BY_LABELS[by]}: ${reason}`;
      if (searchAgain) {
        await transition(tx, order, "published", actorId, {
          note,
          set: { candidateId: null, confirmedAt: null },
        });
        agencyNotes.push(SEARCHING_AGAIN_NOTE);
      } else {
        await transition(tx, order, "ended", actorId, {
          note: cancellation.endNote ?? `${note} (${SEARCH_ENDED_NOTE})`,
        });
        await closeOpenApplications(tx, config, order);
        agencyNotes.push(`${SEARCH_ENDED_NOTE}.`);
      }
      await releaseAssignment(tx, order.id);
    }
    if (placement.staffId) await setApplicationStatus(tx, order.id, placement.staffId, "cancelled");
  }
  const parties = await placementParties(tx, placement);
  const byLabel = CANCELLED_BY_LABELS[by];
  const url = publicLink(config, paths.accountPlacements);
  if (by !== "owner" && parties.owner) {
    await enqueueEmail(
      tx,
      placementCancelledEmail(parties.owner.email, parties.owner, placement, byLabel, reason, url, {
        calendar: cancelledFile,
      }),
    );
  }
  if (by !== "staff" && parties.staff) {
    await enqueueEmail(
      tx,
      placementCancelledEmail(parties.staff.email, parties.staff, placement, byLabel, reason, url, {
        calendar: cancelledFile,
      }),
    );
  }
  await enqueueEmail(
    tx,
    placementCancelledEmail(
      siteConfig.emails.agency,
      null,
      placement,
      byLabel,
      reason,
      publicLink(config, paths.admin),
      { agencyNotes },
    ),
  );
}

/**
 * The operator's "vermittelt": the placement took place as agreed and the agency's fee
 * falls due. One function, in the caller's transaction, so that issuing the invoice can
 * join the same transaction (docs/decisions/0015-placement-record.md). The order, if it
 * still exists, becomes "Vermittelt". 409 unless the placement is confirmed.
 */
export async function markPlacementArranged(
  tx: Database,
  placementId: string,
  actorId: string | null,
  now: Date = new Date(),
): Promise<Placement> {
  const placement = await lockPlacement(tx, placementId);
  if (placement.status !== "confirmed") {
    throw new HttpError(409, messagesEn["placement.wrongStatus"]);
  }
  const [arranged] = await tx
    .update(placements)
    .set({ status: "arranged", arrangedAt: now })
    .where(eq(placements.id, placement.id))
    .returning();
  if (placement.orderId) {
    const [order] = await tx
      .select()
      .from(searchOrders)
      .where(eq(searchOrders.id, placement.orderId));
    if (order?.status === "confirmed") await transition(tx, order, "placed", actorId);
  }
  return arranged!;
}

/** The confirmed placement of an order (the one "vermittelt" acts on). */
export async function confirmedPlacementOf(
  tx: Database,
  orderId: string,
): Promise<Placement | undefined> {
  const [placement] = await tx
    .select()
    .from(placements)
    .where(and(eq(placements.orderId, orderId), eq(placements.status, "confirmed")));
  return placement;
}

/** The standing placement of an order (confirmed or "vermittelt"): the one a cancellation ends. */
export async function standingPlacementOf(
  tx: Database,
  orderId: string,
): Promise<Placement | undefined> {
  const [placement] = await tx
    .select()
    .from(placements)
    .where(
      and(
        eq(placements.orderId, orderId),
        inArray(placements.status, [...STANDING_PLACEMENT_STATUSES]),
      ),
    );
  return placement;
}
