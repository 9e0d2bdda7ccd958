import { BUSINESS_TIME_ZONE } from "./limits";

/**
 * Calendar dates as the forms send them: "YYYY-MM-DD" strings (Y-m-d).
 * Such strings compare correctly with `<` and `>`, so no Date arithmetic is needed.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day in the form YYYY-MM-DD ("2024-02-30" is false). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  if (year === undefined || month === undefined || day === undefined) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * The Canadian English format is YYYY-MM-DD. Made once: a formatter per call took a
 * millisecond or more, and lists call it per row (issue 29, docs/decisions/0062).
 */
const businessDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: BUSINESS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today's date in the agency's time zone, as YYYY-MM-DD. */
export function todayIsoDate(now: Date = new Date()): string {
  return businessDay.format(now);
}

/** "1950-01-01" -> "01.01.1950", the way German texts write a date. */
export function formatGermanDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return `${day}.${month}.${year}`;
}

/**
 * A period in German texts, "01.07.2026 – 15.07.2026"; a single day is one date,
 * "01.12.2026". The only formatter of periods: pages, mails and invoices use it.
 */
export function formatGermanPeriod(startDate: string, endDate: string): string {
  return startDate === endDate
    ? formatGermanDate(startDate)
    : `${formatGermanDate(startDate)} – ${formatGermanDate(endDate)}`;
}

/** "01.07.2026 – 15.07.2026, 03.08.2026" */
export function formatGermanPeriods(
  periods: readonly { startDate: string; endDate: string }[],
): string {
  return periods.map((period) => formatGermanPeriod(period.startDate, period.endDate)).join(", ");
}

const berlinParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: BUSINESS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** How far the agency's wall clock is ahead of UTC at `instant` (ms). */
function businessOffsetMs(instant: number): number {
  const parts = Object.fromEntries(
    berlinParts.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
  );
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The moment a calendar day (YYYY-MM-DD) begins in the agency's time zone, e.g.
 * "2026-07-01" -> 2026-06-30T22:00:00Z. For "from … to …" filters over stored moments.
 */
export function startOfBusinessDay(isoDate: string): Date {
  const [year, month, day] = isoDate.split("-").map(Number);
  const midnight = Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1);
  // The offset at the guess, then once more at the answer: the clock may change that day.
  const guess = midnight - businessOffsetMs(midnight);
  return new Date(midnight - businessOffsetMs(guess));
}

/**
 * The same day `months` later (YYYY-MM-DD), or that month's last day when it is shorter:
 * "2026-01-31" plus one month is "2026-02-28".
 */
export function addMonthsToIsoDate(isoDate: string, months: number): string {
  const [year = 1970, month = 1, day = 1] = isoDate.split("-").map(Number);
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay)))
    .toISOString()
    .slice(0, 10);
}

/** The calendar day `days` after (or, negative, before) a calendar day (YYYY-MM-DD). */
export function addDaysToIsoDate(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The day after a calendar day (YYYY-MM-DD). */
export function nextIsoDate(isoDate: string): string {
  return addDaysToIsoDate(isoDate, 1);
}

/**
 * The first day still kept of records kept `years` after the end of their calendar
 * year, on the agency's calendar: with 8 years, a record dated in 2017 is kept through
 * 31 December 2025, so on any day of 2026 this answers "2018-01-01".
 */
export function keptFromYearStart(now: Date, years: number): string {
  const year = Number(todayIsoDate(now).slice(0, 4));
  return `${String(year - years).padStart(4, "0")}-01-01`;
}
