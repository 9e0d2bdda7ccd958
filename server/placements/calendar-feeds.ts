import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gte, or } from "drizzle-orm";
import type { CalendarFeedAnswer, CalendarFeedCreated } from "../../domain/api/placements";
import { addDaysToIsoDate, todayIsoDate } from "../../domain/dates";
import { calendarFile } from "../brokerage/calendar";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { calendarFeeds, placements } from "../db/schema";

/** A feed shows placements whose last day is at most this long ago. */
const PAST_DAYS = 180;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** The feed's address: /api/calendar/<token>.ics under the public address. */
export function calendarFeedUrls(
  config: Pick<Config, "publicUrl">,
  token: string,
): CalendarFeedCreated {
  const url = `${config.publicUrl}/api/calendar/${token}.ics`;
  return { url, webcal_url: url.replace(/^https?:/, "webcal:") };
}

/**
 * A new private address for the person's calendar (docs/decisions/0054-calendar-feeds.md):
 * 32 random bytes; only their hash is stored, so the address is shown once, now. An
 * earlier address stops working at once.
 */
export async function renewCalendarFeed(db: Database, userId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash: hashOf(token) })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { tokenHash: hashOf(token), createdAt: new Date(), lastFetchedAt: null },
    });
  return token;
}

export async function revokeCalendarFeed(db: Database, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

export async function calendarFeedState(db: Database, userId: string): Promise<CalendarFeedAnswer> {
  const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return {
    active: feed !== undefined,
    created_at: feed?.createdAt.toISOString() ?? null,
    last_fetched_at: feed?.lastFetchedAt?.toISOString() ?? null,
  };
}

/**
 * The feed behind a token, or undefined when no address has it: the person's placements
 * (staff: their own; owners: their pharmacy's) as timed events, cancelled ones marked
 * cancelled, from half a year back.
 */
export async function calendarFeedOf(
  db: Database,
  token: string,
  now = new Date(),
): Promise<string | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const [feed] = await db
    .update(calendarFeeds)
    .set({ lastFetchedAt: now })
    .where(eq(calendarFeeds.tokenHash, hashOf(token)))
    .returning({ userId: calendarFeeds.userId });
  if (!feed) return undefined;
  const rows = await db
    .select()
    .from(placements)
    .where(
      and(
        or(eq(placements.staffId, feed.userId), eq(placements.ownerId, feed.userId)),
        gte(placements.lastDay, addDaysToIsoDate(todayIsoDate(now), -PAST_DAYS)),
      ),
    )
    .orderBy(asc(placements.firstDay));
  return calendarFile(rows, { name: "apostaff Einsätze", now });
}
