import { type SQL, sql } from "drizzle-orm";
import { auditLog, invoices, pharmacyBranches, placements, searchOrders } from "../db/schema";

/**
 * Entries about the accounts whose ids (as text) `people` selects: as actor, as the
 * record acted on, as the owner of a document, branch, search order or invoice, or as a
 * side of a placement or the proposed candidate.
 */
export function concerning(people: SQL): SQL {
  // A union of one indexed lookup per way (migration 0025), not one OR over the whole
  // log: the planner cannot use an index for an OR of IN-subqueries (issue 29).
  const entries = (condition: SQL) =>
    sql`select "about"."id" from ${auditLog} "about" where ${condition}`;
  // The same people as uuids, for the uuid columns' indexes (ids from a search that are
  // no uuid, such as a login address's hash, cannot be such a column's value anyway).
  const uuids = sql`(select "people"."id"::uuid from ${people} "people"("id")
    where "people"."id" ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$')`;
  const target = (type: string, ids: SQL) =>
    entries(sql`"about"."target_type" = ${type} and "about"."target_id" in (${ids})`);
  return sql`${auditLog.id} in (
    ${entries(sql`"about"."actor_id" in ${uuids}`)}
    union all ${entries(sql`"about"."target_id" in ${people}`)}
    union all ${entries(sql`"about"."details"->>'user_id' in ${people}`)}
    union all ${entries(sql`"about"."details"->>'staffId' in ${people}`)}
    union all ${target("search_order", sql`select ${searchOrders.id}::text from ${searchOrders} where ${searchOrders.ownerId} in ${uuids}`)}
    union all ${target("pharmacy_branch", sql`select ${pharmacyBranches.id}::text from ${pharmacyBranches} where ${pharmacyBranches.ownerId} in ${uuids}`)}
    union all ${target("invoice", sql`select ${invoices.id}::text from ${invoices} where ${invoices.buyerId} in ${uuids}`)}
    union all ${target(
      "placement",
      sql`select ${placements.id}::text from ${placements}
        where ${placements.ownerId} in ${uuids} or ${placements.staffId} in ${uuids}`,
    )}
  )`;
}

/** Every entry about one account (its detail page). */
export function concerningAccount(userId: string): SQL {
  return concerning(sql`(select ${userId}::text)`);
}
