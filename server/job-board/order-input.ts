import { eq } from "drizzle-orm";
import type { SearchOrderFields } from "../../domain/search-order";
import type { Database } from "../db/client";
import { searchOrderPeriods } from "../db/schema";
import { assertKnownPostcodes } from "../postcodes/postcode-check";

/** The server-only check of an order form: the postcode must exist (422 otherwise). */
export function checkKnownPostcode(fields: Pick<SearchOrderFields, "postalCode">): void {
  assertKnownPostcodes({ postalCode: fields.postalCode });
}

/** The columns of `search_orders` a form sets. */
export function orderColumns(fields: SearchOrderFields) {
  return {
    branchId: fields.branchId,
    type: fields.type,
    role: fields.role,
    ownerCover: fields.ownerCover,
    workingHours: fields.workingHours,
    street: fields.street,
    postalCode: fields.postalCode,
    city: fields.city,
    state: fields.state,
    wwsSoftware: fields.wwsSoftware,
    hourlyRate: fields.hourlyRate,
    note: fields.note,
  };
}

/** Replaces the periods of an order with the form's. */
export async function replacePeriods(
  db: Database,
  orderId: string,
  periods: SearchOrderFields["periods"],
): Promise<void> {
  await db.delete(searchOrderPeriods).where(eq(searchOrderPeriods.orderId, orderId));
  await db.insert(searchOrderPeriods).values(periods.map((period) => ({ orderId, ...period })));
}
