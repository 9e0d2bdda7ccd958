import { eq } from "drizzle-orm";
import type { StaffProfileValues } from "../../domain/staff-profile";
import { fieldChanges, recordAudit } from "../audit/record-audit";
import type { AuthenticatedAccount } from "../auth/require-role";
import type { Database } from "../db/client";
import { staffProfiles, users } from "../db/schema";

/**
 * Stores the staff profile form (/konto/profil) of the account; empty optional fields as
 * null. The phone goes to the account (users.phone), where placements and their mails
 * read it. A self-service change goes to the audit log with its old and new values
 * (docs/decisions/0037).
 */
export async function saveStaffProfile(
  db: Database,
  account: AuthenticatedAccount,
  values: StaffProfileValues,
): Promise<void> {
  const next = {
    street: values.street,
    streetNumber: values.street_number,
    postalCode: values.postal_code,
    city: values.city,
    wwsSoftware: values.wws_software,
    experienceSince: values.experience_since,
    vatId: values.vat_id || null,
    capacityDaysPerWeek:
      values.capacity_days_per_week === "" ? null : values.capacity_days_per_week,
    availability: values.availability || null,
  };
  /** The profile's fields under the names the audit log and the form use. */
  const named = (
    profile: Omit<typeof next, "wwsSoftware"> & { wwsSoftware: string[] },
    phone: string | null,
  ) => ({
    street: profile.street,
    street_number: profile.streetNumber,
    postal_code: profile.postalCode,
    city: profile.city,
    phone,
    wws_software: profile.wwsSoftware,
    experience_since: profile.experienceSince,
    vat_id: profile.vatId,
    capacity_days_per_week: profile.capacityDaysPerWeek,
    availability: profile.availability,
  });
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ profile: staffProfiles, phone: users.phone })
      .from(staffProfiles)
      .innerJoin(users, eq(users.id, staffProfiles.userId))
      .where(eq(staffProfiles.userId, account.id))
      .for("update");
    await tx.update(staffProfiles).set(next).where(eq(staffProfiles.userId, account.id));
    // The phone is the account's (users.phone): placements give it to the pharmacy.
    await tx.update(users).set({ phone: values.phone }).where(eq(users.id, account.id));
    const changes = before
      ? fieldChanges(named(before.profile, before.phone), named(next, values.phone))
      : {};
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, account, {
        action: "account.profile_update",
        targetType: "user",
        targetId: account.id,
        details: { changes },
      });
    }
  });
}
