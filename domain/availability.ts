import { addDaysToIsoDate, addMonthsToIsoDate, isIsoDate, todayIsoDate } from "./dates";
import { z } from "./zod";

/**
 * A staff member's availability (docs/decisions/0056-urgent-cover-offers.md): weekdays
 * they can work every week, single days marked available or not (which win over the
 * weekdays), up to 12 months ahead; confirmed placements block their days by themselves.
 */

/** How far ahead days can be marked, in months. */
export const AVAILABILITY_HORIZON_MONTHS = 12;

/** How an offer reaches the person: push (mail where no device allows push), mail, both, none. */
export const OFFER_CHANNELS = ["push", "mail", "both", "none"] as const;
export type OfferChannel = (typeof OFFER_CHANNELS)[number];

export const OFFER_CHANNEL_LABELS: Record<OfferChannel, string> = {
  push: "Push-Nachricht (E-Mail, wenn kein Gerät Push erlaubt)",
  mail: "E-Mail",
  both: "Push-Nachricht und E-Mail",
  none: "Keine Angebote",
};

export const DEFAULT_DAILY_OFFER_CAP = 5;
export const MAX_DAILY_OFFER_CAP = 50;
export const MAX_TRAVEL_KM = 1000;

/** ISO weekdays, 1 Monday … 7 Sunday. */
export const WEEKDAY_LABELS = [
  "Montag",
  "Dienstag",
  "Mittwoch",
  "Donnerstag",
  "Freitag",
  "Samstag",
  "Sonntag",
] as const;

/** The ISO weekday (1 Monday … 7 Sunday) of a calendar day YYYY-MM-DD. */
export function isoWeekday(isoDate: string): number {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The last day that may be marked, 12 months after today. */
export function availabilityHorizon(today: string): string {
  return addMonthsToIsoDate(today, AVAILABILITY_HORIZON_MONTHS);
}

/**
 * Whether a person is available on `day`: a marked day wins, otherwise the weekdays;
 * never before today or beyond the horizon, never on a day of a confirmed placement.
 */
export function availableOn(
  day: string,
  today: string,
  weekdays: readonly number[],
  marked: ReadonlyMap<string, boolean>,
  blocked: ReadonlySet<string>,
): boolean {
  if (day < today || day > availabilityHorizon(today) || blocked.has(day)) return false;
  return marked.get(day) ?? weekdays.includes(isoWeekday(day));
}

/** Every calendar day of the periods, each once, in order. */
export function daysOfPeriods(
  periods: readonly { startDate: string; endDate: string }[],
): string[] {
  const days = new Set<string>();
  for (const period of periods) {
    for (let day = period.startDate; day <= period.endDate; day = addDaysToIsoDate(day, 1)) {
      days.add(day);
    }
  }
  return [...days].sort();
}

const isoDate = z.string().refine(isIsoDate, "invalid date");

/** The settings form on "Mein Konto". */
export const availabilitySettingsSchema = z.object({
  weekdays: z.array(z.number().int().min(1).max(7)).max(7),
  travelKm: z.number().int().min(0).max(MAX_TRAVEL_KM),
  overnight: z.boolean(),
  offerChannel: z.enum(OFFER_CHANNELS),
  dailyOfferCap: z.number().int().min(0).max(MAX_DAILY_OFFER_CAP),
});
export type AvailabilitySettings = z.infer<typeof availabilitySettingsSchema>;

/** Marking days: true available, false not available, null back to the weekdays. */
export const availabilityDaysBody = z.object({
  days: z
    .array(z.object({ day: isoDate, available: z.boolean().nullable() }))
    .min(1)
    .max(400),
});
export type AvailabilityDaysBody = z.infer<typeof availabilityDaysBody>;

export const RATING_COMMENT_MAX_LENGTH = 1000;

/**
 * A rating after a placement's last day: 1-5 stars, an optional comment; the owner may
 * also mark the person a favourite or "nicht mehr vorschlagen" (blocked), or neither.
 */
export const placementRatingBody = z.object({
  stars: z.number().int().min(1).max(5),
  comment: z.string().trim().max(RATING_COMMENT_MAX_LENGTH).default(""),
  mark: z.enum(["favourite", "blocked"]).nullable().optional(),
});
export type PlacementRatingBody = z.infer<typeof placementRatingBody>;

/** Why a person is or is not offered an order (the console's candidate list says it). */
export const OFFER_REASONS = [
  "offered",
  "otherProfession",
  "noAvailability",
  "notAvailable",
  "tooFar",
  "noDocuments",
  "blocked",
  "inactive",
] as const;
export type OfferReason = (typeof OFFER_REASONS)[number];

export const OFFER_REASON_LABELS: Record<OfferReason, string> = {
  offered: "bekommt das Angebot",
  otherProfession: "andere Berufsgruppe",
  noAvailability: "hat keinen Kalender gepflegt",
  notAvailable: "laut Kalender an keinem der Tage verfügbar",
  tooFar: "wohnt weiter entfernt, als sie/er fährt",
  noDocuments: "keine gültigen Unterlagen (Zeugnis fehlt)",
  blocked: "von dieser Apotheke „nicht mehr vorschlagen“",
  inactive: "Konto nicht aktiv",
};

/** An order whose first day is this many days away or nearer is urgent. */
export const URGENT_WITHIN_DAYS = 3;

/** Whether the order's first day is within three days (or already here). */
export function isUrgent(order: { periods: { startDate: string }[] }, now: Date): boolean {
  const first = order.periods.map((period) => period.startDate).sort()[0];
  return first !== undefined && first <= addDaysToIsoDate(todayIsoDate(now), URGENT_WITHIN_DAYS);
}
