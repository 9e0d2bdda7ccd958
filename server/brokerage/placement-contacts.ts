import { eq, inArray } from "drizzle-orm";
import { branchOfOrder } from "../accounts/pharmacy-branches";
import type { Database } from "../db/client";
import { type Placement, pharmacyBranches, searchOrders, staffProfiles, users } from "../db/schema";
import type { ContactData } from "../mail/templates/placement-summary";

// A placement's two parties and what each may read of the other: the contact data the
// confirmation mails, the reminders and "Meine Einsätze" give (docs/decisions/0035 for
// the branch's phone). The placement record itself is placement-records.ts.

/**
 * The owner's contact data for the placed person (pharmacy name, address, phone): the
 * phone of the branch the order is for, else the owner's (docs/decisions/0035).
 */
async function ownerContact(tx: Database, placement: Placement): Promise<ContactData | null> {
  if (!placement.ownerId) return null;
  const [owner] = await tx.select().from(users).where(eq(users.id, placement.ownerId));
  if (!owner) return null;
  const branch = placement.orderId ? await branchOfOrder(tx, placement.orderId) : null;
  return ownerContactOf(placement, owner, branch?.phone);
}

function ownerContactOf(
  placement: Placement,
  owner: typeof users.$inferSelect,
  branchPhone: string | null | undefined,
): ContactData {
  return {
    name: `${placement.pharmacyName} (${owner.firstName} ${owner.lastName})`,
    address: `${placement.street}, ${placement.postalCode} ${placement.city}`,
    phone: branchPhone ?? owner.phone,
    email: owner.email,
  };
}

/** The staff member's contact data for the owner: name, address, phone, e-mail. */
async function staffContact(tx: Database, placement: Placement): Promise<ContactData | null> {
  if (!placement.staffId) return null;
  const [row] = await tx
    .select({ person: users, profile: staffProfiles })
    .from(users)
    .leftJoin(staffProfiles, eq(staffProfiles.userId, users.id))
    .where(eq(users.id, placement.staffId));
  return row ? staffContactOf(placement, row) : null;
}

function staffContactOf(
  placement: Placement,
  {
    person,
    profile,
  }: { person: typeof users.$inferSelect; profile: typeof staffProfiles.$inferSelect | null },
): ContactData {
  return {
    name: `${placement.staffName} (${placement.staffProfession})`,
    ...(profile
      ? {
          address: `${profile.street} ${profile.streetNumber}, ${profile.postalCode} ${profile.city}`,
        }
      : {}),
    phone: person.phone,
    email: person.email,
  };
}

/**
 * The other side's contact data of many placements at once, as placementParties gives it
 * one by one ("Meine Einsätze": one query per placement took seconds for an owner of
 * years; issue 29): the staff member's for an owner, the owner's for a staff member.
 */
export async function otherSideContacts(
  db: Database,
  rows: readonly Placement[],
  viewer: "owner" | "staff",
): Promise<Map<string, ContactData | null>> {
  const contacts = new Map<string, ContactData | null>();
  if (viewer === "owner") {
    const ids = [...new Set(rows.flatMap((row) => (row.staffId ? [row.staffId] : [])))];
    const people = ids.length
      ? await db
          .select({ person: users, profile: staffProfiles })
          .from(users)
          .leftJoin(staffProfiles, eq(staffProfiles.userId, users.id))
          .where(inArray(users.id, ids))
      : [];
    const byId = new Map(people.map((row) => [row.person.id, row]));
    for (const placement of rows) {
      const found = placement.staffId ? byId.get(placement.staffId) : undefined;
      contacts.set(placement.id, found ? staffContactOf(placement, found) : null);
    }
    return contacts;
  }
  const ownerIds = [...new Set(rows.flatMap((row) => (row.ownerId ? [row.ownerId] : [])))];
  const orderIds = [...new Set(rows.flatMap((row) => (row.orderId ? [row.orderId] : [])))];
  const [owners, branches] = await Promise.all([
    ownerIds.length ? db.select().from(users).where(inArray(users.id, ownerIds)) : [],
    orderIds.length
      ? db
          .select({ orderId: searchOrders.id, phone: pharmacyBranches.phone })
          .from(searchOrders)
          .innerJoin(pharmacyBranches, eq(pharmacyBranches.id, searchOrders.branchId))
          .where(inArray(searchOrders.id, orderIds))
      : [],
  ]);
  const ownerById = new Map(owners.map((owner) => [owner.id, owner]));
  const branchPhone = new Map(branches.map((row) => [row.orderId, row.phone]));
  for (const placement of rows) {
    const owner = placement.ownerId ? ownerById.get(placement.ownerId) : undefined;
    contacts.set(
      placement.id,
      owner
        ? ownerContactOf(
            placement,
            owner,
            placement.orderId ? branchPhone.get(placement.orderId) : undefined,
          )
        : null,
    );
  }
  return contacts;
}

/** Both sides' accounts and contact data; null where an account is gone. */
export async function placementParties(tx: Database, placement: Placement) {
  const ids = [placement.ownerId, placement.staffId].filter((id): id is string => !!id);
  const accounts = ids.length ? await tx.select().from(users).where(inArray(users.id, ids)) : [];
  return {
    owner: accounts.find((user) => user.id === placement.ownerId) ?? null,
    staff: accounts.find((user) => user.id === placement.staffId) ?? null,
    ownerContact: await ownerContact(tx, placement),
    staffContact: await staffContact(tx, placement),
  };
}
