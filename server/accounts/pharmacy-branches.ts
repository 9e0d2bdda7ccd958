import { and, asc, count, eq, gte, inArray, isNull } from "drizzle-orm";
import type { BranchFields } from "../../domain/account-settings";
import type { BranchView } from "../../domain/api/accounts";
import { todayIsoDate } from "../../domain/dates";
import { PHARMACY_BRANCHES_MAX } from "../../domain/limits";
import { messagesEn } from "../../domain/messages/en";
import { STANDING_PLACEMENT_STATUSES } from "../../domain/placement-status";
import { RUNNING_STATUSES, type SearchOrderStatus } from "../../domain/search-order-status";
import { type AuditActor, recordAudit } from "../audit/record-audit";
import type { Database } from "../db/client";
import {
  type PharmacyBranch,
  pharmacyBranches,
  pharmacyProfiles,
  placements,
  searchOrders,
  users,
} from "../db/schema";
import { HttpError } from "../http/http-error";
import { lookupPostcode } from "../postcodes/postcode-directory";

/**
 * The branches (Filialen) of an owner's Filialverbund: the main pharmacy stays in
 * `pharmacy_profiles`, up to three branches live in `pharmacy_branches`, and a search
 * order names its branch or, with null, the main pharmacy
 * (docs/decisions/0035-pharmacy-branches.md).
 */

/** A branch as /konto and the API show it; the keys are the form's. */
export function branchView(branch: PharmacyBranch): BranchView {
  return {
    id: branch.id,
    pharmacy_name: branch.name,
    street: branch.street,
    street_number: branch.streetNumber,
    postal_code: branch.postalCode,
    city: branch.city,
    state: branch.state,
    phone: branch.phone,
    wws_software: branch.wwsSoftware,
    created_at: branch.createdAt.toISOString(),
  };
}

/** The owner's current branches (removed ones are left out), oldest first. */
export async function activeBranches(db: Database, ownerId: string): Promise<PharmacyBranch[]> {
  return db
    .select()
    .from(pharmacyBranches)
    .where(and(eq(pharmacyBranches.ownerId, ownerId), isNull(pharmacyBranches.removedAt)))
    .orderBy(asc(pharmacyBranches.createdAt), asc(pharmacyBranches.id));
}

function branchColumns(values: BranchFields) {
  const state = lookupPostcode(values.postal_code)?.state;
  // The route checked the postcode (assertKnownPostcodes) before.
  if (!state) throw new HttpError(422, messagesEn["postalCode.unknown"]);
  return {
    name: values.pharmacy_name,
    street: values.street,
    streetNumber: values.street_number,
    postalCode: values.postal_code,
    city: values.city,
    state,
    phone: values.phone,
    wwsSoftware: values.wws_software,
  };
}

/** One of the owner's current branches, locked for the transaction; 404 otherwise. */
async function lockBranch(tx: Database, ownerId: string, id: string): Promise<PharmacyBranch> {
  const [branch] = await tx
    .select()
    .from(pharmacyBranches)
    .where(
      and(
        eq(pharmacyBranches.id, id),
        eq(pharmacyBranches.ownerId, ownerId),
        isNull(pharmacyBranches.removedAt),
      ),
    )
    .for("update");
  if (!branch) throw new HttpError(404, messagesEn["branch.notFound"]);
  return branch;
}

/**
 * Adds a branch; 409 when the owner already has three. The owner's row is locked
 * first, so two requests at once cannot both pass the count.
 */
export async function addBranch(
  db: Database,
  actor: AuditActor & { id: string },
  values: BranchFields,
): Promise<PharmacyBranch> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for("update");
    const [current] = await tx
      .select({ total: count() })
      .from(pharmacyBranches)
      .where(and(eq(pharmacyBranches.ownerId, actor.id), isNull(pharmacyBranches.removedAt)));
    if ((current?.total ?? 0) >= PHARMACY_BRANCHES_MAX) {
      throw new HttpError(409, messagesEn["branch.limit"]);
    }
    const [branch] = await tx
      .insert(pharmacyBranches)
      .values({ ownerId: actor.id, ...branchColumns(values) })
      .returning();
    await recordAudit(tx, actor, {
      action: "account.branch_add",
      targetType: "pharmacy_branch",
      targetId: branch!.id,
      details: { name: branch!.name, postal_code: branch!.postalCode, city: branch!.city },
    });
    return branch!;
  });
}

/** Changes a branch's data; earlier orders keep the address they were saved with. */
export async function updateBranch(
  db: Database,
  actor: AuditActor & { id: string },
  id: string,
  values: BranchFields,
): Promise<PharmacyBranch> {
  return db.transaction(async (tx) => {
    const before = await lockBranch(tx, actor.id, id);
    const columns = branchColumns(values);
    const [branch] = await tx
      .update(pharmacyBranches)
      .set(columns)
      .where(eq(pharmacyBranches.id, id))
      .returning();
    const changed = (Object.keys(columns) as (keyof typeof columns)[]).filter(
      (column) => JSON.stringify(before[column]) !== JSON.stringify(columns[column]),
    );
    await recordAudit(tx, actor, {
      action: "account.branch_update",
      targetType: "pharmacy_branch",
      targetId: id,
      details: { name: branch!.name, changed },
    });
    return branch!;
  });
}

/** Order statuses that keep a branch in use: the draft and every running brokerage. */
const OPEN_STATUSES: SearchOrderStatus[] = ["draft", ...RUNNING_STATUSES];

/**
 * Removes a branch, unless an order for it is open or running, or one of its
 * placements stands (confirmed or "vermittelt") and is not yet over (409). The row stays, marked removed, so
 * that ended orders still name the pharmacy they were for.
 */
export async function removeBranch(
  db: Database,
  actor: AuditActor & { id: string },
  id: string,
  now: Date = new Date(),
): Promise<void> {
  return db.transaction(async (tx) => {
    const branch = await lockBranch(tx, actor.id, id);
    const [openOrder] = await tx
      .select({ id: searchOrders.id })
      .from(searchOrders)
      .where(and(eq(searchOrders.branchId, id), inArray(searchOrders.status, OPEN_STATUSES)))
      .limit(1);
    const [upcoming] = await tx
      .select({ id: placements.id })
      .from(placements)
      .innerJoin(searchOrders, eq(searchOrders.id, placements.orderId))
      .where(
        and(
          eq(searchOrders.branchId, id),
          inArray(placements.status, [...STANDING_PLACEMENT_STATUSES]),
          gte(placements.lastDay, todayIsoDate(now)),
        ),
      )
      .limit(1);
    if (openOrder || upcoming) throw new HttpError(409, messagesEn["branch.inUse"]);
    await tx.update(pharmacyBranches).set({ removedAt: now }).where(eq(pharmacyBranches.id, id));
    await recordAudit(tx, actor, {
      action: "account.branch_remove",
      targetType: "pharmacy_branch",
      targetId: id,
      details: { name: branch.name },
    });
  });
}

/**
 * The branch a search order names, checked: null for the main pharmacy, else one of the
 * owner's current branches, locked so it cannot be removed meanwhile. Anything else is
 * a 422 on `branchId` (another owner's branch looks like no branch at all).
 */
export async function orderBranch(
  tx: Database,
  ownerId: string,
  branchId: string | null,
): Promise<PharmacyBranch | null> {
  if (branchId === null) return null;
  const [branch] = await tx
    .select()
    .from(pharmacyBranches)
    .where(
      and(
        eq(pharmacyBranches.id, branchId),
        eq(pharmacyBranches.ownerId, ownerId),
        isNull(pharmacyBranches.removedAt),
      ),
    )
    .for("update");
  if (!branch) {
    throw new HttpError(422, messagesEn["common.validationFailed"], {
      branchId: [messagesEn["orderPharmacy.invalid"]],
    });
  }
  return branch;
}

/** The pharmacy an order is for, as order views show it. */
export interface OrderPharmacy {
  /** The branch's id; null for the main pharmacy. */
  branchId: string | null;
  name: string;
  main: boolean;
}

/** The pharmacy of each order (by order id): its branch, or the owner's main pharmacy. */
export async function orderPharmacies(
  db: Database,
  orders: readonly { id: string; ownerId: string; branchId: string | null }[],
): Promise<Map<string, OrderPharmacy>> {
  const branchIds = [...new Set(orders.flatMap((order) => order.branchId ?? []))];
  const ownerIds = [...new Set(orders.filter((o) => !o.branchId).map((o) => o.ownerId))];
  const [branches, mains] = await Promise.all([
    branchIds.length
      ? db
          .select({ id: pharmacyBranches.id, name: pharmacyBranches.name })
          .from(pharmacyBranches)
          .where(inArray(pharmacyBranches.id, branchIds))
      : [],
    ownerIds.length
      ? db
          .select({ ownerId: pharmacyProfiles.userId, name: pharmacyProfiles.pharmacyName })
          .from(pharmacyProfiles)
          .where(inArray(pharmacyProfiles.userId, ownerIds))
      : [],
  ]);
  return new Map<string, OrderPharmacy>(
    orders.map((order): [string, OrderPharmacy] => {
      if (order.branchId) {
        const branch = branches.find((row) => row.id === order.branchId);
        return [order.id, { branchId: order.branchId, name: branch?.name ?? "", main: false }];
      }
      const main = mains.find((row) => row.ownerId === order.ownerId);
      return [order.id, { branchId: null, name: main?.name ?? "", main: true }];
    }),
  );
}

/** The branch an order names, or null (main pharmacy, or the order is gone). */
export async function branchOfOrder(db: Database, orderId: string): Promise<PharmacyBranch | null> {
  const [row] = await db
    .select({ branch: pharmacyBranches })
    .from(searchOrders)
    .innerJoin(pharmacyBranches, eq(pharmacyBranches.id, searchOrders.branchId))
    .where(eq(searchOrders.id, orderId));
  return row?.branch ?? null;
}
