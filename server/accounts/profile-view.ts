import { eq } from "drizzle-orm";
import type { AccountView } from "../../domain/api/accounts";
import { missingProfileItems, profileCompleteness } from "../../domain/profile-completeness";
import type { Database } from "../db/client";
import { pharmacyProfiles, staffProfiles, userDocuments, users } from "../db/schema";
import { activeBranches, branchView } from "./pharmacy-branches";

/** What the logged-in person sees on /konto: their account, profile and documents. */
export async function loadAccountView(db: Database, userId: string): Promise<AccountView | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const [[pharmacy], [staff], documents, branches] = await Promise.all([
    db.select().from(pharmacyProfiles).where(eq(pharmacyProfiles.userId, userId)),
    db.select().from(staffProfiles).where(eq(staffProfiles.userId, userId)),
    db
      .select()
      .from(userDocuments)
      .where(eq(userDocuments.userId, userId))
      .orderBy(userDocuments.createdAt),
    user.role === "pharmacy_owner" ? activeBranches(db, userId) : [],
  ]);
  const facts = staff && {
    phone: user.phone,
    street: staff.street,
    streetNumber: staff.streetNumber,
    postalCode: staff.postalCode,
    city: staff.city,
    experienceSince: staff.experienceSince,
    wwsSoftware: staff.wwsSoftware,
    vatId: staff.vatId,
    capacityDaysPerWeek: staff.capacityDaysPerWeek,
    availability: staff.availability,
    certificateCount: documents.filter((document) => document.kind === "certificate").length,
    cvCount: documents.filter((document) => document.kind === "cv").length,
  };
  return {
    account: {
      id: user.id,
      email: user.email,
      role: user.role,
      status: user.status,
      salutation: user.salutation,
      first_name: user.firstName,
      last_name: user.lastName,
      phone: user.phone,
      created_at: user.createdAt.toISOString(),
      last_login_at: user.lastLoginAt?.toISOString() ?? null,
    },
    pharmacy: pharmacy
      ? {
          pharmacy_name: pharmacy.pharmacyName,
          street: pharmacy.street,
          street_number: pharmacy.streetNumber,
          postal_code: pharmacy.postalCode,
          city: pharmacy.city,
          wws_software: pharmacy.wwsSoftware,
          message: pharmacy.message,
        }
      : null,
    /** The owner's branches besides the main pharmacy (docs/decisions/0035). */
    branches: branches.map(branchView),
    staff:
      staff && facts
        ? {
            iam: staff.profession,
            street: staff.street,
            street_number: staff.streetNumber,
            postal_code: staff.postalCode,
            city: staff.city,
            experience_since: staff.experienceSince,
            wws_software: staff.wwsSoftware,
            vat_id: staff.vatId,
            capacity_days_per_week: staff.capacityDaysPerWeek,
            availability: staff.availability,
            completeness: profileCompleteness(facts),
            missing: missingProfileItems(facts),
          }
        : null,
    documents: documents.map((document) => ({
      id: document.id,
      kind: document.kind,
      original_name: document.originalName,
      byte_size: document.byteSize,
      created_at: document.createdAt.toISOString(),
    })),
  };
}

/**
 * A staff member's profile completeness in percent, or null for other accounts; for
 * routes that must check the 80 % rule (applying to a search order).
 */
export async function staffProfileCompleteness(db: Database, userId: string) {
  const view = await loadAccountView(db, userId);
  return view?.staff?.completeness ?? null;
}
