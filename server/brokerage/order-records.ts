import { and, asc, eq, inArray } from "drizzle-orm";
import { messagesEn } from "../../domain/messages/en";
import { canTransition, type SearchOrderStatus } from "../../domain/search-order-status";
import type { Database } from "../db/client";
import {
  type SearchOrder,
  searchOrderEvents,
  searchOrderPeriods,
  searchOrders,
} from "../db/schema";
import { HttpError } from "../http/http-error";
import type { OrderSummary } from "../mail/templates/search-order-summary";

export interface Period {
  startDate: string;
  endDate: string;
}

export type OrderWithPeriods = SearchOrder & { periods: Period[] };

/** The periods of each order, earliest first. */
export async function periodsByOrder(
  db: Database,
  orderIds: string[],
): Promise<Map<string, Period[]>> {
  const result = new Map<string, Period[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return result;
  const rows = await db
    .select()
    .from(searchOrderPeriods)
    .where(inArray(searchOrderPeriods.orderId, orderIds))
    .orderBy(asc(searchOrderPeriods.startDate));
  for (const row of rows) {
    result.get(row.orderId)?.push({ startDate: row.startDate, endDate: row.endDate });
  }
  return result;
}

export async function withPeriods(
  db: Database,
  orders: SearchOrder[],
): Promise<OrderWithPeriods[]> {
  const periods = await periodsByOrder(
    db,
    orders.map((order) => order.id),
  );
  return orders.map((order) => ({ ...order, periods: periods.get(order.id) ?? [] }));
}

/** One order with its periods; with `ownerId` or `status`, only when it matches. */
export async function findOrder(
  db: Database,
  id: string,
  only: { ownerId?: string; status?: SearchOrderStatus } = {},
): Promise<OrderWithPeriods | undefined> {
  const [row] = await db
    .select()
    .from(searchOrders)
    .where(
      and(
        eq(searchOrders.id, id),
        only.ownerId ? eq(searchOrders.ownerId, only.ownerId) : undefined,
        only.status ? eq(searchOrders.status, only.status) : undefined,
      ),
    );
  if (!row) return undefined;
  const [order] = await withPeriods(db, [row]);
  return order;
}

/** Locks one order for the rest of the transaction; 404 when missing (or not `ownerId`'s). */
export async function lockOrder(
  db: Database,
  id: string,
  ownerId?: string,
): Promise<OrderWithPeriods> {
  const [order] = await db.select().from(searchOrders).where(eq(searchOrders.id, id)).for("update");
  if (!order || (ownerId !== undefined && order.ownerId !== ownerId)) {
    throw new HttpError(404, messagesEn["searchOrder.notFound"]);
  }
  const [withDates] = await withPeriods(db, [order]);
  return withDates!;
}

/**
 * A history event's optional note, and the person it is about when the note names one
 * (`subjectId`): deleting that account blanks the note (server/personal-data/delete-account.ts).
 */
export interface EventDetails {
  note?: string;
  subjectId?: string;
}

export async function recordEvent(
  db: Database,
  orderId: string,
  status: SearchOrderStatus,
  actorId: string | null,
  details: EventDetails = {},
): Promise<void> {
  await db.insert(searchOrderEvents).values({
    orderId,
    status,
    actorId,
    note: details.note ?? null,
    subjectId: details.subjectId ?? null,
  });
}

/**
 * Moves an order to `to` (409 when the status machine does not allow it), stores the
 * extra columns and writes the history event, all in the caller's transaction.
 */
export async function transition(
  db: Database,
  order: SearchOrder,
  to: SearchOrderStatus,
  actorId: string | null,
  options: EventDetails & { set?: Partial<SearchOrder> } = {},
): Promise<void> {
  if (!canTransition(order.status, to)) {
    throw new HttpError(409, messagesEn["searchOrder.wrongStatus"]);
  }
  await db
    .update(searchOrders)
    .set({ ...options.set, status: to })
    .where(eq(searchOrders.id, order.id));
  await recordEvent(db, order.id, to, actorId, {
    note: options.note,
    subjectId: options.subjectId,
  });
}

export function orderSummary(order: OrderWithPeriods): OrderSummary {
  return {
    type: order.type,
    role: order.role,
    ownerCover: order.ownerCover,
    periods: order.periods,
    workingHours: order.workingHours,
    postalCode: order.postalCode,
    city: order.city,
    state: order.state,
  };
}

/** The first day of the order, for the "ends on the start day" rule. */
export function firstDay(order: { periods: { startDate: string }[] }): string | undefined {
  return order.periods.map((period) => period.startDate).sort()[0];
}
