import { eq } from "drizzle-orm";
import type { StaffProfileValues } from "../../domain/staff-profile";
import type { Database } from "../db/client";
import { staffProfiles } from "../db/schema";

/** Stores the staff profile form (/konto/profil) of `userId`; empty optional fields as null. */
export async function saveStaffProfile(
  db: Database,
  userId: string,
  values: StaffProfileValues,
): Promise<void> {
  await db
    .update(staffProfiles)
    .set({
      street: values.street,
      streetNumber: values.street_number,
      postalCode: values.postal_code,
      city: values.city,
      vatId: values.vat_id || null,
      capacityDaysPerWeek:
        values.capacity_days_per_week === "" ? null : values.capacity_days_per_week,
      availability: values.availability || null,
    })
    .where(eq(staffProfiles.userId, userId));
}
