import { todayIsoDate } from "./dates";

/**
 * Working days in Nordrhein-Westfalen, where the agency sits: Monday to Friday except
 * the public holidays of NRW. The terms promise to accept or decline a search order
 * "within two working days"; the console shows that deadline.
 */

/** Easter Sunday (Gregorian calendar, anonymous algorithm), as a UTC date. */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

const toIso = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
const fromIso = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** The public holidays of NRW in `year`: YYYY-MM-DD -> name. */
export function nrwHolidays(year: number): Map<string, string> {
  const easter = easterSunday(year);
  const fixed: [string, string][] = [
    ["01-01", "Neujahr"],
    ["05-01", "Tag der Arbeit"],
    ["10-03", "Tag der Deutschen Einheit"],
    ["11-01", "Allerheiligen"],
    ["12-25", "1. Weihnachtstag"],
    ["12-26", "2. Weihnachtstag"],
  ];
  const movable: [number, string][] = [
    [-2, "Karfreitag"],
    [1, "Ostermontag"],
    [39, "Christi Himmelfahrt"],
    [50, "Pfingstmontag"],
    [60, "Fronleichnam"],
  ];
  return new Map([
    ...fixed.map(([monthDay, name]): [string, string] => [`${year}-${monthDay}`, name]),
    ...movable.map(([offset, name]): [string, string] => [toIso(addDays(easter, offset)), name]),
  ]);
}

export function isWorkingDay(isoDate: string): boolean {
  const date = fromIso(isoDate);
  const weekday = date.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !nrwHolidays(date.getUTCFullYear()).has(isoDate);
}

/** The `count`-th working day after `isoDate` (the day itself does not count). */
export function addWorkingDays(isoDate: string, count: number): string {
  let date = fromIso(isoDate);
  let remaining = count;
  while (remaining > 0) {
    date = addDays(date, 1);
    if (isWorkingDay(toIso(date))) remaining -= 1;
  }
  return toIso(date);
}

/** Working days the agency has to accept or decline a search order. */
export const ACCEPTANCE_WORKING_DAYS = 2;

/**
 * The last day (in Berlin) on which a search order sent at `sentAt` must be accepted or
 * declined: the end of the second working day after the day it arrived.
 */
export function acceptanceDeadline(sentAt: Date): string {
  return addWorkingDays(todayIsoDate(sentAt), ACCEPTANCE_WORKING_DAYS);
}

/** True once the deadline day has passed in Berlin. */
export function isOverdue(deadline: string, now: Date = new Date()): boolean {
  return todayIsoDate(now) > deadline;
}
