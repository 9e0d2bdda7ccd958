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

/** Today's date in the agency's time zone, as YYYY-MM-DD. */
export function todayIsoDate(now: Date = new Date()): string {
  // The Canadian English format is YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: BUSINESS_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** "1950-01-01" -> "01.01.1950", the way German texts write a date. */
export function formatGermanDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return `${day}.${month}.${year}`;
}
