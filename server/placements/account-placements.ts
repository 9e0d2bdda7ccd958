import { and, eq, gte, inArray, or, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { todayIsoDate } from "../../domain/dates";
import { messagesEn } from "../../domain/messages/en";
import { STANDING_PLACEMENT_STATUSES } from "../../domain/placement-status";
import type { Database } from "../db/client";
import { placements } from "../db/schema";
import { HttpError } from "../http/http-error";

/**
 * The placements that keep an account from being deleted: standing (confirmed, or
 * already "vermittelt" and invoiced), with the person on either side, and not yet over
 * (the last day is today or later). `person` is an account id, or a users column for a
 * query over many accounts.
 */
export function upcomingPlacementOf(person: string | AnyPgColumn, now: Date): SQL {
  return and(
    or(eq(placements.ownerId, person), eq(placements.staffId, person)),
    inArray(placements.status, [...STANDING_PLACEMENT_STATUSES]),
    gte(placements.lastDay, todayIsoDate(now)),
  ) as SQL;
}

/** Whether a standing placement of the account lies ahead (see upcomingPlacementOf). */
export async function hasUpcomingPlacement(
  tx: Database,
  userId: string,
  now: Date = new Date(),
): Promise<boolean> {
  const [upcoming] = await tx
    .select({ id: placements.id })
    .from(placements)
    .where(upcomingPlacementOf(userId, now))
    .limit(1);
  return upcoming !== undefined;
}

/**
 * An account with a placement that has not yet ended may not be deleted: the other side
 * counts on it. The person cancels first (with a reason), then deletes. 409 with a
 * message that says so; call before deleting, in the same transaction.
 */
export async function refuseDeletionWithUpcomingPlacement(
  tx: Database,
  userId: string,
  now: Date = new Date(),
): Promise<void> {
  if (await hasUpcomingPlacement(tx, userId, now)) {
    throw new HttpError(409, messagesEn["account.upcomingPlacement"]);
  }
}
