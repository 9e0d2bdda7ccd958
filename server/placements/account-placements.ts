import { and, eq, gte, or } from "drizzle-orm";
import { todayIsoDate } from "../../domain/dates";
import { messagesEn } from "../../domain/messages/en";
import type { Database } from "../db/client";
import { placements } from "../db/schema";
import { HttpError } from "../http/http-error";

/**
 * An account with a confirmed placement that has not yet ended may not be deleted: the
 * other side counts on it. The person cancels first (with a reason), then deletes.
 * 409 with a message that says so; call before deleting, in the same transaction.
 */
export async function refuseDeletionWithUpcomingPlacement(
  tx: Database,
  userId: string,
  now: Date = new Date(),
): Promise<void> {
  const [upcoming] = await tx
    .select({ id: placements.id })
    .from(placements)
    .where(
      and(
        or(eq(placements.ownerId, userId), eq(placements.staffId, userId)),
        eq(placements.status, "confirmed"),
        gte(placements.lastDay, todayIsoDate(now)),
      ),
    )
    .limit(1);
  if (upcoming) throw new HttpError(409, messagesEn["account.upcomingPlacement"]);
}
