import { and, desc, eq, inArray } from "drizzle-orm";
import type { FoundOrder } from "../../domain/api/job-board";
import { JOB_OFFER_TYPES, type JobOfferType, type StaffProfession } from "../../domain/enums";
import { type JobSearch, locationWords, orderOpenTo } from "../../domain/job-search";
import type { AuthenticatedAccount } from "../auth/require-role";
import { type OrderWithPeriods, withPeriods } from "../brokerage/order-records";
import type { Database } from "../db/client";
import { jobApplications, searchOrders, staffProfiles } from "../db/schema";
import { publicOrder } from "./order-view";

/** A saved or submitted search; "" or null means "any". */
export interface SearchCriteria {
  type: string;
  startDate: string | null;
  endDate: string | null;
  location: string;
  state: string | null;
}

export function criteriaOf(search: JobSearch): SearchCriteria {
  return {
    type: search.type,
    startDate: search.startDate || null,
    endDate: search.endDate || null,
    location: search.location ?? "",
    state: search.state || null,
  };
}

/**
 * Whether a published order fits a search: same type; same federal state if one is
 * given; the location matches the city (part of the name) or the postcode (prefix); a
 * period touches the searched dates. One rule for the search list and the e-mail alert.
 */
export function orderMatchesSearch(order: OrderWithPeriods, search: SearchCriteria): boolean {
  return order.type === search.type && fitsPlaceAndDates(order, search);
}

/** The search's rule without its type (for the counts per type). */
function fitsPlaceAndDates(order: OrderWithPeriods, search: SearchCriteria): boolean {
  if (search.state && order.state !== search.state) return false;
  const fitsPlace = locationWords(search.location).every(
    (word) =>
      (/^\d+$/.test(word) && order.postalCode.startsWith(word)) ||
      order.city.toLowerCase().includes(word),
  );
  if (!fitsPlace) return false;
  return order.periods.some(
    (period) =>
      (!search.startDate || period.endDate >= search.startDate) &&
      (!search.endDate || period.startDate <= search.endDate),
  );
}

/** Published orders matching the search, newest first. */
export async function findPublishedOrders(
  db: Database,
  search: SearchCriteria,
): Promise<OrderWithPeriods[]> {
  return (await publishedOrders(db)).filter((order) => orderMatchesSearch(order, search));
}

async function publishedOrders(db: Database): Promise<OrderWithPeriods[]> {
  const published = await db
    .select()
    .from(searchOrders)
    .where(eq(searchOrders.status, "published"))
    .orderBy(desc(searchOrders.publishedAt))
    .limit(1000);
  return withPeriods(db, published);
}

/** The staff member's profession; undefined for owners and operators. */
async function professionOf(
  db: Database,
  account: AuthenticatedAccount,
): Promise<StaffProfession | null | undefined> {
  if (account.role !== "pharmacist") return undefined;
  const [profile] = await db
    .select({ profession: staffProfiles.profession })
    .from(staffProfiles)
    .where(eq(staffProfiles.userId, account.id));
  return profile?.profession ?? null;
}

/**
 * The live search's answer: the matching orders as `foundOrders` marks them, and per
 * type how many offers open to the person fit the other filters (a staff member counts
 * only the orders of their profession; docs/decisions/0018-search-alerts.md).
 */
export async function searchPublishedOrders(
  db: Database,
  account: AuthenticatedAccount,
  search: SearchCriteria,
): Promise<{ orders: FoundOrder[]; typeCounts: Record<JobOfferType, number> }> {
  const all = await publishedOrders(db);
  const profession = await professionOf(db, account);
  const typeCounts = Object.fromEntries(JOB_OFFER_TYPES.map((type) => [type, 0])) as Record<
    JobOfferType,
    number
  >;
  for (const order of all) {
    if (!fitsPlaceAndDates(order, search)) continue;
    if (profession !== undefined && !orderOpenTo(profession, order)) continue;
    typeCounts[order.type] += 1;
  }
  const matching = all.filter((order) => orderMatchesSearch(order, search));
  return { orders: await foundOrders(db, account, matching, profession), typeCounts };
}

/**
 * The orders as the search answers them, each marked when `account` applied to it and
 * whether it is open to them (their profession).
 */
export async function foundOrders(
  db: Database,
  account: AuthenticatedAccount,
  orders: OrderWithPeriods[],
  knownProfession?: StaffProfession | null,
): Promise<FoundOrder[]> {
  const profession =
    knownProfession !== undefined ? knownProfession : await professionOf(db, account);
  const applied = new Set<string>();
  if (account.role === "pharmacist" && orders.length > 0) {
    const rows = await db
      .select({ orderId: jobApplications.orderId })
      .from(jobApplications)
      .where(
        and(
          eq(jobApplications.staffId, account.id),
          inArray(
            jobApplications.orderId,
            orders.map((order) => order.id),
          ),
        ),
      );
    for (const row of rows) applied.add(row.orderId);
  }
  return orders.map((order) => ({
    ...publicOrder(order),
    applied: applied.has(order.id),
    openToYou: profession === undefined || orderOpenTo(profession, order),
  }));
}
