import { and, desc, eq, inArray } from "drizzle-orm";
import { ADMIN_ORDERS_PAGE, type AdminOrder } from "../../domain/api/job-board";
import { isUrgent } from "../../domain/availability";
import { messagesEn } from "../../domain/messages/en";
import { paths } from "../../domain/paths";
import { OWNER_COVER_PROFESSION } from "../../domain/search-order";
import { SEARCH_ORDER_STATUSES, type SearchOrderStatus } from "../../domain/search-order-status";
import { acceptanceDeadline, isOverdue } from "../../domain/working-days";
import { publicLink } from "../accounts/account-records";
import { recordAudit } from "../audit/record-audit";
import type { AuthenticatedAccount } from "../auth/require-role";
import { arrangeWorkedPlacement } from "../billing/placement-invoice";
import { busyStaff } from "../brokerage/assignments";
import {
  lockOrder,
  type OrderWithPeriods,
  orderSummary,
  transition,
  withPeriods,
} from "../brokerage/order-records";
import { confirmedPlacementOf, setApplicationStatus } from "../brokerage/placement-records";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { keysetAfter } from "../db/keyset";
import {
  pharmacyProfiles,
  pharmacyStaffMarks,
  searchOrders,
  staffProfiles,
  type User,
  users,
} from "../db/schema";
import { HttpError } from "../http/http-error";
import { enqueueEmail } from "../mail/outbox";
import {
  applicationProposedEmail,
  searchOrderAcceptedEmail,
  searchOrderPublishedEmail,
} from "../mail/templates/order-progress-mails";
import { searchOrderCandidateEmail } from "../mail/templates/search-order-candidate";
import { searchOrderDeclinedEmail } from "../mail/templates/search-order-declined";
import { queueJobAlerts } from "./job-alerts";
import { queueOrderOffers } from "./offers";
import { ownerOrders } from "./order-view";
import { mayBeProposed } from "./ranking";

/**
 * The operator's search-order steps (docs/product.md, "Operator console"): accept,
 * publish, decline, propose a candidate, mark placed. Each locks the order, makes the
 * change, queues its mails and records the audit entry in one transaction; the caller
 * wakes the mailer after the commit.
 */

type Links = Pick<Config, "publicUrl">;

/** The statuses in which an order still waits for its person (urgent badge). */
const OPEN_STATUSES: readonly string[] = ["sent", "accepted", "published", "candidate_proposed"];

/**
 * Sent orders and later (or those of one status), with the acceptance deadline: a page
 * of them, newest sent first, after the order `after` (keyset; docs/decisions/0062).
 */
export async function adminOrders(
  db: Database,
  filter: { status?: SearchOrderStatus | undefined; after?: string | undefined } = {},
  pageSize = ADMIN_ORDERS_PAGE,
): Promise<{ orders: AdminOrder[]; next: string | null }> {
  const { status, after } = filter;
  const found = await db
    .select()
    .from(searchOrders)
    .where(
      and(
        status
          ? eq(searchOrders.status, status)
          : inArray(
              searchOrders.status,
              SEARCH_ORDER_STATUSES.filter((s) => s !== "draft"),
            ),
        keysetAfter(searchOrders, searchOrders.sentAt, searchOrders.id, "desc", after),
      ),
    )
    .orderBy(desc(searchOrders.sentAt), desc(searchOrders.id))
    .limit(pageSize + 1);
  const rows = found.slice(0, pageSize);
  const next = found.length > pageSize ? (rows[rows.length - 1]?.id ?? null) : null;
  const views = await ownerOrders(db, await withPeriods(db, rows));
  const ownerIds = [...new Set(rows.map((row) => row.ownerId))];
  const owners = ownerIds.length
    ? await db
        .select({ user: users, pharmacyName: pharmacyProfiles.pharmacyName })
        .from(users)
        .leftJoin(pharmacyProfiles, eq(pharmacyProfiles.userId, users.id))
        .where(inArray(users.id, ownerIds))
    : [];
  const now = new Date();
  const ownerById = new Map(owners.map((owner) => [owner.user.id, owner]));
  const orders = views.map((view, index) => {
    const row = rows[index]!;
    const owner = ownerById.get(row.ownerId);
    const deadline = row.sentAt ? acceptanceDeadline(row.sentAt) : null;
    return {
      ...view,
      owner: {
        email: owner?.user.email ?? "",
        name: owner ? `${owner.user.firstName} ${owner.user.lastName}` : "",
        pharmacyName: owner?.pharmacyName ?? "",
      },
      deadline,
      overdue: row.status === "sent" && deadline !== null && isOverdue(deadline, now),
      urgent: OPEN_STATUSES.includes(row.status) && isUrgent(view, now),
    };
  });
  return { orders, next };
}

/** Locks the order, runs the change and the audit entry in one transaction. */
async function act(
  db: Database,
  operator: AuthenticatedAccount,
  id: string,
  action: string,
  change: (order: OrderWithPeriods, tx: Database) => Promise<Record<string, unknown> | undefined>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    const details = await change(order, tx);
    await recordAudit(tx, operator, {
      action,
      targetType: "search_order",
      targetId: order.id,
      details: { from: order.status, ...(details ?? {}) },
    });
  });
}

async function ownerOf(tx: Database, order: OrderWithPeriods): Promise<User> {
  const [owner] = await tx.select().from(users).where(eq(users.id, order.ownerId));
  return owner!;
}

/**
 * Accepts a sent order or publishes an accepted one; the owner hears of each step,
 * and publishing mails the matching saved searches.
 */
export async function advanceOrder(
  db: Database,
  config: Links & Partial<Pick<Config, "offerDelayMinutes">>,
  operator: AuthenticatedAccount,
  id: string,
  verb: "accept" | "publish",
  to: "accepted" | "published",
): Promise<void> {
  await act(db, operator, id, `order.${verb}`, async (order, tx) => {
    await transition(tx, order, to, operator.id, {
      set: to === "published" ? { publishedAt: new Date() } : {},
    });
    // The owner hears of each step; a re-opened order (cancelled placement) too.
    const owner = await ownerOf(tx, order);
    const ordersUrl = publicLink(config, paths.jobCreate);
    const mail = to === "published" ? searchOrderPublishedEmail : searchOrderAcceptedEmail;
    await enqueueEmail(tx, mail(owner.email, owner, orderSummary(order), ordersUrl));
    if (to === "published") {
      const alerts = await queueJobAlerts(tx, config, { ...order, status: to });
      // The people who can take it hear of it from the offer worker within a minute
      // (docs/decisions/0056-urgent-cover-offers.md).
      const offers = await queueOrderOffers(
        tx,
        { ...order, status: to },
        config.offerDelayMinutes ?? 30,
      );
      return { to, alerts, offers };
    }
    return { to };
  });
}

/** Marks the confirmed placement of an order as placed ("vermittelt"). */
export async function placeOrder(
  db: Database,
  operator: AuthenticatedAccount,
  id: string,
): Promise<void> {
  await act(db, operator, id, "order.place", async (order, tx) => {
    const placement = await confirmedPlacementOf(tx, order.id);
    if (order.status !== "confirmed" || !placement) {
      throw new HttpError(409, messagesEn["searchOrder.wrongStatus"]);
    }
    await arrangeWorkedPlacement(tx, placement.id, operator);
    return { to: "placed", placementId: placement.id };
  });
}

/** Declines a sent order; the reason is mailed to the owner. */
export async function declineOrder(
  db: Database,
  operator: AuthenticatedAccount,
  id: string,
  reason: string,
): Promise<void> {
  await act(db, operator, id, "order.decline", async (order, tx) => {
    await transition(tx, order, "declined", operator.id, {
      note: reason,
      set: { declineReason: reason },
    });
    const owner = await ownerOf(tx, order);
    await enqueueEmail(
      tx,
      searchOrderDeclinedEmail(owner.email, owner, orderSummary(order), reason),
    );
    return { to: "declined", reason };
  });
}

/** Proposes a candidate; the person and the owner are mailed (the owner the name only). */
export async function proposeCandidate(
  db: Database,
  config: Links,
  operator: AuthenticatedAccount,
  id: string,
  staffId: string,
  /** A favourite's "Ich habe Zeit" proposed them (docs/decisions/0056): the person acts. */
  automatic = false,
): Promise<void> {
  await act(
    db,
    operator,
    id,
    automatic ? "order.auto_propose" : "order.propose",
    async (order, tx) => {
      const [person] = await tx
        .select({ user: users, profession: staffProfiles.profession })
        .from(users)
        .innerJoin(staffProfiles, eq(staffProfiles.userId, users.id))
        .where(eq(users.id, staffId));
      if (person?.user.status !== "active") {
        throw new HttpError(422, messagesEn["candidate.notFound"]);
      }
      if (order.ownerCover && person.profession !== OWNER_COVER_PROFESSION) {
        throw new HttpError(422, messagesEn["candidate.roleMismatch"]);
      }
      if ((await busyStaff(tx, order.periods, order.id)).has(staffId)) {
        throw new HttpError(409, messagesEn["candidate.unavailable"]);
      }
      // "Nicht mehr vorschlagen": the owner's block holds (docs/decisions/0056-urgent-cover-offers.md).
      const [mark] = await tx
        .select({ mark: pharmacyStaffMarks.mark })
        .from(pharmacyStaffMarks)
        .where(
          and(
            eq(pharmacyStaffMarks.ownerId, order.ownerId),
            eq(pharmacyStaffMarks.staffId, staffId),
          ),
        );
      if (mark?.mark === "blocked") {
        throw new HttpError(422, messagesEn["candidate.blockedByPharmacy"]);
      }
      // The same rule as the ranking's "eligible": no PTA for an Apotheker/in order.
      if (!mayBeProposed(order, person.profession)) {
        throw new HttpError(422, messagesEn["application.roleMismatch"]);
      }
      const name = `${person.user.firstName} ${person.user.lastName}`;
      await transition(tx, order, "candidate_proposed", operator.id, {
        note: name,
        subjectId: staffId,
        set: { candidateId: staffId },
      });
      // A person proposed before is an applicant again; the new one reads "vorgeschlagen".
      if (order.candidateId && order.candidateId !== staffId) {
        await setApplicationStatus(tx, order.id, order.candidateId, "applied");
      }
      await setApplicationStatus(tx, order.id, staffId, "proposed");
      await enqueueEmail(
        tx,
        applicationProposedEmail(
          person.user.email,
          person.user,
          orderSummary(order),
          publicLink(config, paths.jobSearch),
        ),
      );
      const owner = await ownerOf(tx, order);
      await enqueueEmail(
        tx,
        searchOrderCandidateEmail(
          owner.email,
          owner,
          orderSummary(order),
          name,
          publicLink(config, paths.jobCreate),
        ),
      );
      return { to: "candidate_proposed", staffId };
    },
  );
}
