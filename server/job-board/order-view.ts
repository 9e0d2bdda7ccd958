import { asc, eq, inArray } from "drizzle-orm";
import type { OwnerOrder, PublicOrder } from "../../domain/api/job-board";
import { orderPharmacies } from "../accounts/pharmacy-branches";
import type { OrderWithPeriods } from "../brokerage/order-records";
import type { Database } from "../db/client";
import { searchOrderEvents, staffProfiles, userDocuments, users } from "../db/schema";

export function publicOrder(order: OrderWithPeriods): PublicOrder {
  return {
    id: order.id,
    type: order.type,
    role: order.role,
    ownerCover: order.ownerCover,
    periods: order.periods,
    workingHours: order.workingHours,
    postalCode: order.postalCode,
    city: order.city,
    state: order.state,
    wwsSoftware: order.wwsSoftware,
    hourlyRate: order.hourlyRate === null ? null : Number(order.hourlyRate),
    note: order.note,
  };
}

const CONFIRMED_STATUSES = new Set(["confirmed", "placed"]);

/**
 * The owner's (and operator's) full view: history and the candidate. The candidate's
 * name only, until the order is confirmed; then contact data and document links.
 */
export async function ownerOrders(db: Database, orders: OrderWithPeriods[]): Promise<OwnerOrder[]> {
  const ids = orders.map((order) => order.id);
  const events = ids.length
    ? await db
        .select()
        .from(searchOrderEvents)
        .where(inArray(searchOrderEvents.orderId, ids))
        .orderBy(asc(searchOrderEvents.createdAt))
    : [];
  const candidateIds = orders.flatMap((order) => (order.candidateId ? [order.candidateId] : []));
  const people = candidateIds.length
    ? await db
        .select({ user: users, profession: staffProfiles.profession })
        .from(users)
        .leftJoin(staffProfiles, eq(staffProfiles.userId, users.id))
        .where(inArray(users.id, candidateIds))
    : [];
  const documents = candidateIds.length
    ? await db.select().from(userDocuments).where(inArray(userDocuments.userId, candidateIds))
    : [];
  const pharmacies = await orderPharmacies(db, orders);

  return orders.map((order) => {
    const person = people.find((row) => row.user.id === order.candidateId);
    const confirmed = CONFIRMED_STATUSES.has(order.status);
    const candidate = person
      ? {
          id: person.user.id,
          firstName: person.user.firstName,
          lastName: person.user.lastName,
          confirmed,
          ...(confirmed
            ? {
                email: person.user.email,
                phone: person.user.phone,
                ...(person.profession ? { profession: person.profession } : {}),
                documents: documents
                  .filter((doc) => doc.userId === person.user.id)
                  .map((doc) => ({ id: doc.id, kind: doc.kind, name: doc.originalName })),
              }
            : {}),
        }
      : null;
    return {
      ...publicOrder(order),
      pharmacy: pharmacies.get(order.id) ?? { branchId: null, name: "", main: true },
      status: order.status,
      street: order.street,
      declineReason: order.declineReason,
      sentAt: order.sentAt?.toISOString() ?? null,
      createdAt: order.createdAt.toISOString(),
      candidate,
      events: events
        .filter((event) => event.orderId === order.id)
        .map((event) => ({
          status: event.status,
          note: event.note,
          createdAt: event.createdAt.toISOString(),
        })),
    };
  });
}
