import { and, eq, inArray } from "drizzle-orm";
import { todayIsoDate } from "../../domain/dates";
import { BROKERAGE_MAX_MONTHS } from "../../domain/limits";
import { RUNNING_STATUSES } from "../../domain/search-order-status";
import { releaseAssignment } from "../brokerage/assignments";
import { firstDay, lockOrder, orderSummary, transition } from "../brokerage/order-records";
import { closeOpenApplications } from "../brokerage/placement-records";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { searchOrders, users } from "../db/schema";
import { enqueueEmail } from "../mail/outbox";
import { searchOrderEndedEmail } from "../mail/templates/search-order-ended";

/** Statuses still without a confirmed person: these end on the start day. */
const UNMATCHED = new Set(["sent", "accepted", "published", "candidate_proposed"]);

function monthsAfter(date: Date, months: number): Date {
  const result = new Date(date);
  result.setUTCMonth(result.getUTCMonth() + months);
  return result;
}

/**
 * Why the brokerage of this order ends at `now`, or undefined while it runs. Only a
 * search still without a confirmed person ends here: once the owner has confirmed one,
 * the brokerage has succeeded (terms for owners), and the placement record carries the
 * rest (marked "vermittelt", or cancelled by a side; docs/product.md).
 */
export function endReason(
  order: { status: string; sentAt: Date | null; periods: { startDate: string }[] },
  now: Date,
): string | undefined {
  if (!UNMATCHED.has(order.status)) return undefined;
  if (order.sentAt && monthsAfter(order.sentAt, BROKERAGE_MAX_MONTHS) <= now) {
    return `Der Vermittlungsvertrag endet spätestens nach ${BROKERAGE_MAX_MONTHS} Monaten.`;
  }
  const start = firstDay(order);
  if (start && start <= todayIsoDate(now)) {
    return "Bis zum Einsatzbeginn kam keine Vermittlung zustande.";
  }
  return undefined;
}

/**
 * Ends brokerages still without a confirmed person (terms): after 12 months at the
 * latest, or on the start day. Each order in its own transaction: status `ended`, a history event,
 * a mail to the owner; open applications become "nicht ausgewählt". Answers how many ended. The scheduler calls it daily; calling it
 * twice changes nothing the second time.
 */
export async function endExpiredBrokerages(
  db: Database,
  config: Pick<Config, "publicUrl">,
  now: Date = new Date(),
): Promise<number> {
  const running = await db
    .select({ id: searchOrders.id })
    .from(searchOrders)
    .where(inArray(searchOrders.status, [...RUNNING_STATUSES]));
  let ended = 0;
  for (const { id } of running) {
    const done = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, id);
      const reason = RUNNING_STATUSES.includes(order.status) ? endReason(order, now) : undefined;
      if (!reason) return false;
      await transition(tx, order, "ended", null, { note: reason });
      await releaseAssignment(tx, order.id);
      await closeOpenApplications(tx, config, order);
      const [owner] = await tx
        .select()
        .from(users)
        .where(and(eq(users.id, order.ownerId)));
      if (owner) {
        await enqueueEmail(
          tx,
          searchOrderEndedEmail(owner.email, owner, orderSummary(order), reason),
        );
      }
      return true;
    });
    if (done) ended += 1;
  }
  return ended;
}
