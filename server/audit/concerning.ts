import { type SQL, sql } from "drizzle-orm";
import { auditLog, invoices, pharmacyBranches, placements, searchOrders } from "../db/schema";

/**
 * Entries about the accounts whose ids (as text) `people` selects: as actor, as the
 * record acted on, as the owner of a document, branch, search order or invoice, or as a
 * side of a placement or the proposed candidate.
 */
export function concerning(people: SQL): SQL {
  return sql`(
    ${auditLog.actorId}::text in ${people}
    or ${auditLog.targetId} in ${people}
    or ${auditLog.details}->>'user_id' in ${people}
    or ${auditLog.details}->>'staffId' in ${people}
    or (${auditLog.targetType} = 'search_order' and ${auditLog.targetId} in (
      select ${searchOrders.id}::text from ${searchOrders} where ${searchOrders.ownerId}::text in ${people}))
    or (${auditLog.targetType} = 'pharmacy_branch' and ${auditLog.targetId} in (
      select ${pharmacyBranches.id}::text from ${pharmacyBranches} where ${pharmacyBranches.ownerId}::text in ${people}))
    or (${auditLog.targetType} = 'invoice' and ${auditLog.targetId} in (
      select ${invoices.id}::text from ${invoices} where ${invoices.buyerId}::text in ${people}))
    or (${auditLog.targetType} = 'placement' and ${auditLog.targetId} in (
      select ${placements.id}::text from ${placements}
      where ${placements.ownerId}::text in ${people} or ${placements.staffId}::text in ${people}))
  )`;
}

/** Every entry about one account (its detail page). */
export function concerningAccount(userId: string): SQL {
  return concerning(sql`(select ${userId}::text)`);
}
