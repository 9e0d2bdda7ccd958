import { asc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { FEDERAL_STATES, JOB_OFFER_TYPES, STAFF_PROFESSIONS } from "../../domain/enums";
import { SEARCH_ORDER_STATUSES } from "../../domain/search-order-status";
import { orderPharmacies } from "../account/pharmacy-branches";
import { searchOrderEvents, staffProfiles, userDocuments, users } from "../db/schema";
import type { Db, OrderWithPeriods } from "./order-records";

/** What every reader of an order sees (API response schemas). */
export const periodResponse = z.object({ startDate: z.string(), endDate: z.string() });

export const publicOrderResponse = z.object({
  id: z.string(),
  type: z.enum(JOB_OFFER_TYPES),
  role: z.enum(STAFF_PROFESSIONS),
  ownerCover: z.boolean(),
  periods: z.array(periodResponse),
  workingHours: z.string(),
  postalCode: z.string(),
  city: z.string(),
  state: z.enum(FEDERAL_STATES),
  wwsSoftware: z.array(z.string()),
  hourlyRate: z.number().nullable(),
  note: z.string(),
});

const candidateResponse = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  confirmed: z.boolean(),
  /** Only once the owner confirmed (terms): contact and documents. */
  email: z.string().optional(),
  phone: z.string().optional(),
  profession: z.enum(STAFF_PROFESSIONS).optional(),
  documents: z
    .array(z.object({ id: z.string(), kind: z.enum(["certificate", "cv"]), name: z.string() }))
    .optional(),
});

export const ownerOrderResponse = publicOrderResponse.extend({
  /** The pharmacy the order is for: a branch, or the main pharmacy (branchId null). */
  pharmacy: z.object({ branchId: z.string().nullable(), name: z.string(), main: z.boolean() }),
  status: z.enum(SEARCH_ORDER_STATUSES),
  street: z.string(),
  declineReason: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  candidate: candidateResponse.nullable(),
  events: z.array(
    z.object({
      status: z.enum(SEARCH_ORDER_STATUSES),
      note: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type OwnerOrderView = z.infer<typeof ownerOrderResponse>;

export function publicOrder(order: OrderWithPeriods): z.infer<typeof publicOrderResponse> {
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
export async function ownerOrders(db: Db, orders: OrderWithPeriods[]): Promise<OwnerOrderView[]> {
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
