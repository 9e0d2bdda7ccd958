import { and, asc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { AvailabilityAnswer } from "../../domain/api/urgent-cover";
import {
  type AvailabilityDaysBody,
  type AvailabilitySettings,
  availabilityHorizon,
  DEFAULT_DAILY_OFFER_CAP,
  type OfferChannel,
} from "../../domain/availability";
import { addDaysToIsoDate, todayIsoDate } from "../../domain/dates";
import { anyUuid } from "../db/any-of";
import type { Database } from "../db/client";
import { confirmedAssignments, staffAvailability, staffAvailabilityDays } from "../db/schema";
import { HttpError } from "../http/http-error";

/**
 * A staff member's availability on "Mein Konto" (docs/decisions/0056-urgent-cover-offers.md):
 * weekdays, marked days up to 12 months ahead, travel distance, overnight, how offers
 * reach them and their daily cap.
 */

export const DEFAULT_AVAILABILITY_SETTINGS: AvailabilitySettings = {
  weekdays: [],
  travelKm: 30,
  overnight: false,
  offerChannel: "push",
  dailyOfferCap: DEFAULT_DAILY_OFFER_CAP,
};

export async function availabilitySettingsOf(
  db: Database,
  userId: string,
): Promise<AvailabilitySettings> {
  const [row] = await db
    .select()
    .from(staffAvailability)
    .where(eq(staffAvailability.userId, userId));
  if (!row) return DEFAULT_AVAILABILITY_SETTINGS;
  return {
    weekdays: [...row.weekdays].sort(),
    travelKm: row.travelKm,
    overnight: row.overnight,
    offerChannel: row.offerChannel as OfferChannel,
    dailyOfferCap: row.dailyOfferCap,
  };
}

/** The days of the person's confirmed placements from `from` to `to` (YYYY-MM-DD). */
export async function placementDaysOf(
  db: Database,
  userIds: string[],
  from: string,
  to: string,
): Promise<Map<string, Set<string>>> {
  const result = new Map<string, Set<string>>();
  if (userIds.length === 0) return result;
  const rows = await db
    .select({
      staffId: confirmedAssignments.staffId,
      start: sql<string>`greatest(lower(${confirmedAssignments.period}), ${from}::date)::text`,
      end: sql<string>`least(upper(${confirmedAssignments.period}) - 1, ${to}::date)::text`,
    })
    .from(confirmedAssignments)
    .where(
      and(
        anyUuid(confirmedAssignments.staffId, userIds),
        sql`${confirmedAssignments.period} && daterange(${from}::date, ${to}::date, '[]')`,
      ),
    );
  for (const row of rows) {
    const days = result.get(row.staffId) ?? new Set<string>();
    for (let day = row.start; day <= row.end; day = addDaysToIsoDate(day, 1)) days.add(day);
    result.set(row.staffId, days);
  }
  return result;
}

export async function availabilityView(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<AvailabilityAnswer> {
  const today = todayIsoDate(now);
  const horizon = availabilityHorizon(today);
  const [settings, days, placementDays] = await Promise.all([
    availabilitySettingsOf(db, userId),
    db
      .select({ day: staffAvailabilityDays.day, available: staffAvailabilityDays.available })
      .from(staffAvailabilityDays)
      .where(
        and(
          eq(staffAvailabilityDays.userId, userId),
          gte(staffAvailabilityDays.day, today),
          lte(staffAvailabilityDays.day, horizon),
        ),
      )
      .orderBy(asc(staffAvailabilityDays.day)),
    placementDaysOf(db, [userId], today, horizon),
  ]);
  return {
    settings,
    today,
    horizon,
    days,
    placementDays: [...(placementDays.get(userId) ?? [])].sort(),
  };
}

export async function saveAvailabilitySettings(
  db: Database,
  userId: string,
  settings: AvailabilitySettings,
): Promise<void> {
  const values = { ...settings, weekdays: [...new Set(settings.weekdays)].sort() };
  await db
    .insert(staffAvailability)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: staffAvailability.userId, set: values });
}

/**
 * Marks days available (true), not available (false) or back to the weekdays (null).
 * Only from today to the horizon (422 otherwise). Days before today are dropped on the
 * way, so the table never holds the past for long.
 */
export async function markAvailabilityDays(
  db: Database,
  userId: string,
  body: AvailabilityDaysBody,
  now = new Date(),
): Promise<void> {
  const today = todayIsoDate(now);
  const horizon = availabilityHorizon(today);
  if (body.days.some(({ day }) => day < today || day > horizon)) {
    throw new HttpError(422, "Days can be marked from today up to 12 months ahead");
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(staffAvailability)
      .values({ userId })
      .onConflictDoNothing({ target: staffAvailability.userId });
    const cleared = body.days.filter((entry) => entry.available === null).map((e) => e.day);
    // The last word on a day wins, so one statement never touches a row twice.
    const marks = new Map<string, boolean>();
    for (const entry of body.days) {
      if (entry.available === null) marks.delete(entry.day);
      else marks.set(entry.day, entry.available);
    }
    const set = [...marks].map(([day, available]) => ({ day, available }));
    const past = sql`${staffAvailabilityDays.day} < ${today}::date`;
    await tx
      .delete(staffAvailabilityDays)
      .where(
        and(
          eq(staffAvailabilityDays.userId, userId),
          cleared.length ? sql`(${inArray(staffAvailabilityDays.day, cleared)} or ${past})` : past,
        ),
      );
    if (set.length) {
      await tx
        .insert(staffAvailabilityDays)
        .values(set.map((entry) => ({ userId, day: entry.day, available: entry.available })))
        .onConflictDoUpdate({
          target: [staffAvailabilityDays.userId, staffAvailabilityDays.day],
          set: { available: sql`excluded.available` },
        });
    }
  });
}
