import { eq } from "drizzle-orm";
import type { ServiceRequestStatus } from "../../domain/enums";
import { recordAudit } from "../audit/record-audit";
import type { AuthenticatedAccount } from "../auth/require-role";
import type { Database } from "../db/client";
import { cleaningRequests, courierRequests } from "../db/schema";
import { cleaningRequestView } from "./cleaning";
import { courierRequestView } from "./courier";

async function setStatus(
  db: Database,
  type: "courier" | "cleaning",
  id: string,
  next: ServiceRequestStatus,
) {
  const values = { status: next, updatedAt: new Date() };
  if (type === "courier") {
    const [row] = await db
      .update(courierRequests)
      .set(values)
      .where(eq(courierRequests.id, id))
      .returning();
    return row && courierRequestView(row);
  }
  const [row] = await db
    .update(cleaningRequests)
    .set(values)
    .where(eq(cleaningRequests.id, id))
    .returning();
  return row && cleaningRequestView(row);
}

/**
 * The operator sets a courier or cleaning request's status (new -> in_progress -> done,
 * or back), audited. Answers the request as it is now; undefined when there is none.
 */
export async function setServiceRequestStatus(
  db: Database,
  operator: AuthenticatedAccount,
  type: "courier" | "cleaning",
  id: string,
  next: ServiceRequestStatus,
) {
  return db.transaction(async (tx) => {
    const changed = await setStatus(tx, type, id, next);
    if (changed) {
      await recordAudit(tx, operator, {
        action: "service_request.status",
        targetType: `${type}_request`,
        targetId: id,
        details: { status: next },
      });
    }
    return changed;
  });
}
