import { and, asc, eq } from "drizzle-orm";
import type { SearchAlert } from "../../domain/api/job-board";
import { type JobSearch, sameJobSearch } from "../../domain/job-search";
import { SEARCH_ALERTS_MAX_PER_PERSON } from "../../domain/limits";
import type { Database } from "../db/client";
import { type SavedSearch, savedSearches, users } from "../db/schema";

/**
 * A person's search alerts (docs/decisions/0018-search-alerts.md): stored on request,
 * each set of filters once, at most SEARCH_ALERTS_MAX_PER_PERSON; listed, paused and
 * deleted by their owner only.
 */

export function alertFilters(alert: SavedSearch): JobSearch {
  return {
    type: alert.type,
    startDate: alert.startDate ?? "",
    endDate: alert.endDate ?? "",
    location: alert.location,
    state: alert.state ?? "",
  };
}

export function alertView(alert: SavedSearch): SearchAlert {
  return {
    id: alert.id,
    filters: alertFilters(alert),
    paused: alert.pausedAt !== null,
    createdAt: alert.createdAt.toISOString(),
  };
}

export async function listSearchAlerts(db: Database, userId: string): Promise<SavedSearch[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
}

export type SaveOutcome =
  | { kind: "created"; alert: SavedSearch }
  | { kind: "existing"; alert: SavedSearch }
  | { kind: "limit" };

/**
 * Stores `search` as an alert of `userId` unless the person already keeps the same
 * filters or has reached the limit. The person's row is locked for the check, so two
 * clicks at once (on two server processes) cannot store the same alert twice or pass
 * the limit.
 */
export async function saveSearchAlert(
  db: Database,
  userId: string,
  search: JobSearch,
): Promise<SaveOutcome> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const alerts = await listSearchAlerts(tx, userId);
    const same = alerts.find((alert) => sameJobSearch(alertFilters(alert), search));
    if (same) return { kind: "existing", alert: same };
    if (alerts.length >= SEARCH_ALERTS_MAX_PER_PERSON) return { kind: "limit" };
    const [alert] = await tx
      .insert(savedSearches)
      .values({
        userId,
        type: search.type,
        startDate: search.startDate || null,
        endDate: search.endDate || null,
        location: search.location.replace(/\s+/g, " "),
        state: search.state || null,
      })
      .returning();
    if (!alert) throw new Error("search alert insert returned no row");
    return { kind: "created", alert };
  });
}

/** Pauses or resumes an alert of `userId`; undefined when the person has no such alert. */
export async function setSearchAlertPaused(
  db: Database,
  userId: string,
  alertId: string,
  paused: boolean,
): Promise<SavedSearch | undefined> {
  const [alert] = await db
    .update(savedSearches)
    .set({ pausedAt: paused ? new Date() : null })
    .where(and(eq(savedSearches.id, alertId), eq(savedSearches.userId, userId)))
    .returning();
  return alert;
}

/** Deletes an alert; with `userId`, only that person's. True when a row went. */
export async function deleteSearchAlert(
  db: Database,
  alertId: string,
  userId?: string,
): Promise<boolean> {
  const own = userId === undefined ? undefined : eq(savedSearches.userId, userId);
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, alertId), own))
    .returning({ id: savedSearches.id });
  return deleted.length > 0;
}

export async function findSearchAlert(
  db: Database,
  alertId: string,
): Promise<SavedSearch | undefined> {
  const [alert] = await db.select().from(savedSearches).where(eq(savedSearches.id, alertId));
  return alert;
}
