import { desc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import {
  type AuditEntry,
  auditLog,
  invoices,
  pharmacyBranches,
  placements,
  searchOrders,
} from "../db/schema";

/**
 * The entries about the accounts whose ids (as text) `people` selects, as one union of
 * indexed lookups, each giving `columns` of its entries: as actor, as the record acted
 * on, as the owner of a document, branch, search order or invoice, or as a side of a
 * placement or the proposed candidate. An entry may come from several lookups.
 */
function lookupsConcerning(people: SQL, columns: SQL): SQL {
  // A union of one indexed lookup per way (migration 0025), not one OR over the whole
  // log: the planner cannot use an index for an OR of IN-subqueries (issue 29).
  const entries = (condition: SQL) =>
    sql`select ${columns} from ${auditLog} "about" where ${condition}`;
  // The same people as uuids, for the uuid columns' indexes (ids from a search that are
  // no uuid, such as a login address's hash, cannot be such a column's value anyway).
  const uuids = sql`(select "people"."id"::uuid from ${people} "people"("id")
    where "people"."id" ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$')`;
  const target = (type: string, ids: SQL) =>
    entries(sql`"about"."target_type" = ${type} and "about"."target_id" in (${ids})`);
  // A placement's owner and its staff member are two lookups for the same reason: with
  // "owner_id in ... or staff_id in ..." the planner read every placement (issue 29).
  return sql`${entries(sql`"about"."actor_id" in ${uuids}`)}
    union all ${entries(sql`"about"."target_id" in ${people}`)}
    union all ${entries(sql`"about"."details"->>'user_id' in ${people}`)}
    union all ${entries(sql`"about"."details"->>'staffId' in ${people}`)}
    union all ${target("search_order", sql`select ${searchOrders.id}::text from ${searchOrders} where ${searchOrders.ownerId} in ${uuids}`)}
    union all ${target("pharmacy_branch", sql`select ${pharmacyBranches.id}::text from ${pharmacyBranches} where ${pharmacyBranches.ownerId} in ${uuids}`)}
    union all ${target("invoice", sql`select ${invoices.id}::text from ${invoices} where ${invoices.buyerId} in ${uuids}`)}
    union all ${target("placement", sql`select ${placements.id}::text from ${placements} where ${placements.ownerId} in ${uuids}`)}
    union all ${target("placement", sql`select ${placements.id}::text from ${placements} where ${placements.staffId} in ${uuids}`)}`;
}

/** Entries about the accounts whose ids (as text) `people` selects (see lookupsConcerning). */
export function concerning(people: SQL): SQL {
  return sql`${auditLog.id} in (${lookupsConcerning(people, sql`"about"."id"`)})`;
}

const oneAccount = (userId: string) => sql`(select ${userId}::text)`;

/** Every entry about one account (its export and deletion). */
export function concerningAccount(userId: string): SQL {
  return concerning(oneAccount(userId));
}

/**
 * The newest `limit` entries about one account and how many there are, in one statement
 * (its detail page; docs/decisions/0062-keyset-pages-and-streams.md, eleventh session):
 * the lookups give each entry's id and time, so the page is chosen and counted on those
 * and only its own entries are read, not the thousands of a busy owner's, twice.
 */
export async function latestEntriesConcerningAccount(
  db: Database,
  userId: string,
  limit: number,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const found = sql`(select distinct "id", "created_at" from (${lookupsConcerning(
    oneAccount(userId),
    sql`"about"."id", "about"."created_at"`,
  )}) "lookups") "found"`;
  const page = db
    .select({
      id: sql<string>`"found"."id"`.as("entry_id"),
      // Before the limit: a window counts every row of the query.
      total: sql<number>`(count(*) over ())::int`.as("total"),
    })
    .from(found)
    .orderBy(sql`"found"."created_at" desc`, sql`"found"."id" desc`)
    .limit(limit)
    .as("page");
  const rows = await db
    .select({ entry: auditLog, total: page.total })
    .from(page)
    .innerJoin(auditLog, eq(auditLog.id, page.id))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
  return { entries: rows.map((row) => row.entry), total: rows[0]?.total ?? 0 };
}
