import { and, desc, eq, inArray } from "drizzle-orm";
import type { FoundOrder } from "../../domain/api/job-board";
import { type JobSearch, locationWords } from "../../domain/job-search";
import type { AuthenticatedAccount } from "../auth/require-role";
import { type OrderWithPeriods, withPeriods } from "../brokerage/order-records";
import type { Database } from "../db/client";
import { jobApplications, searchOrders } from "../db/schema";
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
  if (order.type !== search.type) return false;
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
  const published = await db
    .select()
    .from(searchOrders)
    .where(eq(searchOrders.status, "published"))
    .orderBy(desc(searchOrders.publishedAt))
    .limit(1000);
  const orders = await withPeriods(db, published);
  return orders.filter((order) => orderMatchesSearch(order, search));
}

/** The orders as the search answers them, each marked when `account` applied to it. */
export async function foundOrders(
  db: Database,
  account: AuthenticatedAccount,
  orders: OrderWithPeriods[],
): Promise<FoundOrder[]> {
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
  return orders.map((order) => ({ ...publicOrder(order), applied: applied.has(order.id) }));
}
