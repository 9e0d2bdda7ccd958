import { eq } from "drizzle-orm";
import type { StaffProfileValues } from "../../domain/staff-profile";
import { fieldChanges, recordAudit } from "../audit/record-audit";
import type { AuthenticatedAccount } from "../auth/require-role";
import type { Database } from "../db/client";
import { staffProfiles } from "../db/schema";

/**
 * Stores the staff profile form (/konto/profil) of the account; empty optional fields as
 * null. A self-service change goes to the audit log with its old and new values
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
    vatId: values.vat_id || null,
    capacityDaysPerWeek:
      values.capacity_days_per_week === "" ? null : values.capacity_days_per_week,
    availability: values.availability || null,
  };
  /** The profile's fields under the names the audit log and the form use. */
  const named = (profile: typeof next) => ({
    street: profile.street,
    street_number: profile.streetNumber,
    postal_code: profile.postalCode,
    city: profile.city,
    vat_id: profile.vatId,
    capacity_days_per_week: profile.capacityDaysPerWeek,
    availability: profile.availability,
  });
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(staffProfiles)
      .where(eq(staffProfiles.userId, account.id))
      .for("update");
    await tx.update(staffProfiles).set(next).where(eq(staffProfiles.userId, account.id));
    const changes = before ? fieldChanges(named(before), named(next)) : {};
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
