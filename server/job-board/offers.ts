import { and, asc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { availabilityHorizon, daysOfPeriods, isUrgent } from "../../domain/availability";
import { formatGermanPeriods, startOfBusinessDay, todayIsoDate } from "../../domain/dates";
import { HAVE_TIME_PARAM, OFFER_PARAM } from "../../domain/job-search";
import { paths } from "../../domain/paths";
import { publicLink } from "../accounts/account-records";
import { type OrderWithPeriods, orderSummary, withPeriods } from "../brokerage/order-records";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { orderOffers, searchOrders, staffAvailability, users } from "../db/schema";
import { enqueueEmail } from "../mail/outbox";
import { orderOfferEmail } from "../mail/templates/order-offer";
import { postcodeDistanceKm } from "../postcodes/postcode-directory";
import { enqueuePush } from "../push/push-queue";

/**
 * Offers of a published order to the people who can take it
 * (docs/decisions/0056-urgent-cover-offers.md): chosen when the order is published,
 * queued in `order_offers` (favourites due at once, the others after the agency's delay
 * unless the first day is within three days), delivered by the offer worker.
 */

export interface OfferCandidate {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  salutation: string | null;
  postalCode: string;
  favourite: boolean;
  distanceKm: number | null;
}

/** The order's days a person could still be offered: today up to the 12-month horizon. */
export function offerableDays(order: OrderWithPeriods, now: Date): string[] {
  const today = todayIsoDate(now);
  const horizon = availabilityHorizon(today);
  return daysOfPeriods(order.periods).filter((day) => day >= today && day <= horizon);
}

/**
 * Whether the order is within the person's reach: the straight line between the
 * postcodes within their travel distance; beyond it, an order of several days when they
 * take overnight placements. An unknown postcode is out of reach.
 */
export function withinReach(
  distanceKm: number | null,
  travelKm: number,
  overnight: boolean,
  orderDays: number,
): boolean {
  if (distanceKm === null) return false;
  return distanceKm <= travelKm || (overnight && orderDays > 1);
}

/**
 * The people `order` may be offered to now: active staff of its profession with
 * availability on one of its days (marked day, else weekday; not on a confirmed
 * placement), a certificate on file, not blocked by the pharmacy, not yet offered it,
 * within reach. One statement chooses them; the distance is checked here (the postcode
 * directory is in memory).
 */
export async function eligibleForOffer(
  db: Database,
  order: OrderWithPeriods,
  now: Date,
): Promise<OfferCandidate[]> {
  const days = offerableDays(order, now);
  if (days.length === 0) return [];
  const dayList = sql.join(
    days.map((day) => sql`${day}::date`),
    sql`, `,
  );
  type Row = {
    id: string;
    email: string;
    first_name: string;
    last_name: string;
    salutation: string | null;
    postal_code: string;
    travel_km: number;
    overnight: boolean;
    favourite: boolean;
  };
  const result = await db.execute(sql`
    select u.id, u.email, u.first_name, u.last_name, u.salutation, sp.postal_code,
      sa.travel_km, sa.overnight, coalesce(m.mark = 'favourite', false) as favourite
    from users u
    join staff_profiles sp on sp.user_id = u.id
    join staff_availability sa on sa.user_id = u.id
    left join pharmacy_staff_marks m on m.owner_id = ${order.ownerId} and m.staff_id = u.id
    where u.role = 'pharmacist' and u.status = 'active'
      and sp.profession = ${order.role}
      and (m.mark is null or m.mark <> 'blocked')
      and exists (select 1 from user_documents d where d.user_id = u.id and d.kind = 'certificate')
      and not exists (select 1 from order_offers o where o.order_id = ${order.id} and o.staff_id = u.id)
      and exists (
        select 1 from unnest(array[${dayList}]) as wanted(day)
        left join staff_availability_days ad on ad.user_id = u.id and ad.day = wanted.day
        where coalesce(ad.available, extract(isodow from wanted.day)::int = any(sa.weekdays))
          and not exists (
            select 1 from confirmed_assignments ca
            where ca.staff_id = u.id and ca.period @> wanted.day and ca.order_id <> ${order.id}
          )
      )
  `);
  const orderDays = daysOfPeriods(order.periods).length;
  const { rows } = result as unknown as { rows: Row[] };
  return rows.flatMap((row) => {
    const distanceKm = postcodeDistanceKm(order.postalCode, row.postal_code) ?? null;
    if (!withinReach(distanceKm, row.travel_km, row.overnight, orderDays)) return [];
    return [
      {
        id: row.id,
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        salutation: row.salutation,
        postalCode: row.postal_code,
        favourite: row.favourite,
        distanceKm,
      },
    ];
  });
}

const INSERT_CHUNK = 1000;

/**
 * Queues the offers of a just-published order, in the publishing transaction:
 * favourites due now; the others after `delayMinutes`, or now when the first day is
 * within three days. A person already offered the order (published before) is skipped.
 * Answers how many were queued.
 */
export async function queueOrderOffers(
  db: Database,
  order: OrderWithPeriods,
  delayMinutes: number,
  now = new Date(),
): Promise<number> {
  const people = await eligibleForOffer(db, order, now);
  const later = isUrgent(order, now) ? now : new Date(now.getTime() + delayMinutes * 60_000);
  let queued = 0;
  for (let start = 0; start < people.length; start += INSERT_CHUNK) {
    const rows = await db
      .insert(orderOffers)
      .values(
        people.slice(start, start + INSERT_CHUNK).map((person) => ({
          orderId: order.id,
          staffId: person.id,
          favourite: person.favourite,
          dueAt: person.favourite ? now : later,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: orderOffers.id });
    queued += rows.length;
  }
  return queued;
}

/** Queues a push per device of the person and answers how many (server/push/push-queue.ts). */
export type PushSender = typeof enqueuePush;

type LinkConfig = Pick<Config, "publicUrl">;

/** The page an offer opens: the job search with the order first and "Ich habe Zeit". */
export function orderOfferPath(orderId: string): string {
  return `${paths.jobSearch}?${new URLSearchParams({ [OFFER_PARAM]: orderId, [HAVE_TIME_PARAM]: "1" })}`;
}

/**
 * Tells one person of one order by the channel they chose: push to each device that
 * allows it (mail instead when none does) for "push", mail for "mail", both for "both".
 * The one place an offer goes out; answers how it went ("push", "mail", "push+mail").
 */
export async function deliverOffer(
  db: Database,
  config: LinkConfig,
  person: {
    id: string;
    email: string;
    firstName: string;
    lastName: string;
    salutation: string | null;
  },
  order: OrderWithPeriods,
  channel: "push" | "mail" | "both",
  sendPush: PushSender = enqueuePush,
): Promise<string> {
  const summary = orderSummary(order);
  const path = orderOfferPath(order.id);
  let pushed = 0;
  if (channel !== "mail") {
    pushed = await sendPush(db, {
      accountId: person.id,
      eventKey: `offer:${order.id}`,
      payload: {
        title: `Einsatz frei: ${summary.role} in ${summary.city}`,
        body: `${order.type}, ${formatGermanPeriods(order.periods)}, ${summary.workingHours}. Haben Sie Zeit?`,
        // A path of this site: the push queue refuses any other address.
        url: path,
      },
    });
  }
  const mail = channel === "mail" || channel === "both" || pushed === 0;
  if (mail) {
    await enqueueEmail(
      db,
      orderOfferEmail(
        person.email,
        person,
        summary,
        publicLink(config, path),
        publicLink(config, paths.account),
      ),
    );
  }
  return [pushed > 0 ? "push" : undefined, mail ? "mail" : undefined].filter(Boolean).join("+");
}

/** How many offers one pass of the worker delivers in one transaction. */
const DELIVERY_BATCH = 200;

export interface DeliveredOffers {
  sent: number;
  /** Offers that went by push to at least one device (the push worker sends them). */
  pushes: number;
  /** Skipped: daily cap reached, channel "none", order no longer open or person inactive. */
  skipped: number;
  mails: number;
}

/**
 * Delivers due offers, one batch (`batchSize` offers) per transaction: the rows are
 * claimed with FOR UPDATE SKIP LOCKED, so several processes share the queue and each
 * offer goes out once (a delivery only writes rows: the mail to the outbox, the push to
 * its queue, so the claim, the delivery and the mark are one transaction). Answers what
 * it did; loops until nothing is due.
 */
export async function deliverDueOffers(
  db: Database,
  config: LinkConfig,
  now = new Date(),
  sendPush: PushSender = enqueuePush,
  batchSize = DELIVERY_BATCH,
): Promise<DeliveredOffers> {
  const total: DeliveredOffers = { sent: 0, pushes: 0, skipped: 0, mails: 0 };
  for (;;) {
    const pass = await db.transaction((tx) => deliverBatch(tx, config, now, sendPush, batchSize));
    total.sent += pass.sent;
    total.skipped += pass.skipped;
    total.mails += pass.mails;
    total.pushes += pass.pushes;
    if (pass.sent + pass.skipped < batchSize) return total;
  }
}

async function deliverBatch(
  tx: Database,
  config: LinkConfig,
  now: Date,
  sendPush: PushSender,
  batchSize: number,
): Promise<DeliveredOffers> {
  const claimed = await tx
    .select({ id: orderOffers.id, orderId: orderOffers.orderId, staffId: orderOffers.staffId })
    .from(orderOffers)
    .where(and(eq(orderOffers.status, "pending"), lte(orderOffers.dueAt, now)))
    .orderBy(asc(orderOffers.dueAt))
    .limit(batchSize)
    .for("update", { skipLocked: true });
  const result: DeliveredOffers = { sent: 0, pushes: 0, skipped: 0, mails: 0 };
  if (claimed.length === 0) return result;

  const orderIds = [...new Set(claimed.map((row) => row.orderId))];
  const staffIds = [...new Set(claimed.map((row) => row.staffId))];
  const orders = new Map(
    (
      await withPeriods(
        tx,
        await tx.select().from(searchOrders).where(inArray(searchOrders.id, orderIds)),
      )
    ).map((order) => [order.id, order]),
  );
  // Each person's settings row is locked until this transaction ends, so the daily cap
  // holds across processes: a batch counts the offers sent today only for the people it
  // holds. A person another transaction holds (another batch, a settings change, the
  // account's deletion) is skipped, not waited for, so no two transactions ever wait for
  // each other in a circle: their offers stay due for the next pass, which counts what
  // the other batch sent.
  const held = new Set(
    (
      await tx
        .select({ id: staffAvailability.userId })
        .from(staffAvailability)
        .where(inArray(staffAvailability.userId, staffIds))
        .for("no key update", { skipLocked: true })
    ).map((row) => row.id),
  );
  const people = new Map(
    (
      await tx
        .select({ user: users, settings: staffAvailability })
        .from(users)
        .innerJoin(staffAvailability, eq(staffAvailability.userId, users.id))
        .where(inArray(users.id, staffIds))
    ).map((row) => [row.user.id, row]),
  );
  // The daily cap counts the offers sent since midnight in Köln (read after the lock).
  const dayStart = startOfBusinessDay(todayIsoDate(now));
  const sentToday = new Map(
    (
      await tx
        .select({ staffId: orderOffers.staffId, count: sql<number>`count(*)::int` })
        .from(orderOffers)
        .where(
          and(
            inArray(orderOffers.staffId, staffIds),
            eq(orderOffers.status, "sent"),
            gte(orderOffers.sentAt, dayStart),
          ),
        )
        .groupBy(orderOffers.staffId)
    ).map((row) => [row.staffId, row.count]),
  );

  const outcomes = new Map<string, { status: string; channel: string | null }>();
  for (const offer of claimed) {
    const order = orders.get(offer.orderId);
    const person = people.get(offer.staffId);
    // Held by another transaction: left due, for the next pass.
    if (person && !held.has(offer.staffId)) continue;
    if (order?.status !== "published" || person?.user.status !== "active") {
      outcomes.set(offer.id, { status: "void", channel: null });
      continue;
    }
    const channel = person.settings.offerChannel as "push" | "mail" | "both" | "none";
    if (channel === "none") {
      outcomes.set(offer.id, { status: "silent", channel: null });
      continue;
    }
    const count = sentToday.get(offer.staffId) ?? 0;
    if (count >= person.settings.dailyOfferCap) {
      outcomes.set(offer.id, { status: "capped", channel: null });
      continue;
    }
    sentToday.set(offer.staffId, count + 1);
    const how = await deliverOffer(tx, config, person.user, order, channel, sendPush);
    if (how.includes("mail")) result.mails += 1;
    if (how.includes("push")) result.pushes += 1;
    outcomes.set(offer.id, { status: "sent", channel: how });
  }
  // One update per outcome kind and channel, not one per row.
  const groups = new Map<string, string[]>();
  for (const [id, outcome] of outcomes) {
    const key = `${outcome.status}|${outcome.channel ?? ""}`;
    groups.set(key, [...(groups.get(key) ?? []), id]);
  }
  for (const [key, ids] of groups) {
    const [status = "void", channel = ""] = key.split("|");
    await tx
      .update(orderOffers)
      .set({ status, channel: channel || null, sentAt: status === "sent" ? now : null })
      .where(inArray(orderOffers.id, ids));
    if (status === "sent") result.sent += ids.length;
    else result.skipped += ids.length;
  }
  return result;
}
