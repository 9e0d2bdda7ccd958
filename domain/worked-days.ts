import { addDaysToIsoDate, isIsoDate } from "./dates";
import { z } from "./zod";

/**
 * Worked days (issue 28, item 1; docs/decisions/0057-worked-days-and-corrections.md):
 * after a placement, or after each week of a longer one, the staff member states the
 * days and hours actually worked, prefilled from the plan; the owner confirms or
 * disputes; silence counts as confirmation after WORKED_DAYS_DEEMED_AFTER_DAYS.
 */

/** One day as worked (or not): times as "HH:MM", the break in minutes. */
export interface WorkedDay {
  date: string;
  worked: boolean;
  start: string;
  end: string;
  breakMinutes: number;
}

/** The owner's reminder goes out this many days after the staff member's report. */
export const WORKED_DAYS_REMINDER_AFTER_DAYS = 5;
/** Without the owner's answer the report counts as confirmed this many days after it. */
export const WORKED_DAYS_DEEMED_AFTER_DAYS = 7;
/** A placement longer than this is reported week by week (Monday to Sunday). */
export const WORKED_DAYS_SINGLE_REPORT_MAX_DAYS = 7;
export const WORKED_DAYS_NOTE_MAX_LENGTH = 1000;

export const WORK_REPORT_STATUSES = ["submitted", "confirmed", "disputed", "resolved"] as const;
export type WorkReportStatus = (typeof WORK_REPORT_STATUSES)[number];
export const WORK_REPORT_CONFIRMED_BY = ["owner", "deadline", "operator"] as const;
export type WorkReportConfirmedBy = (typeof WORK_REPORT_CONFIRMED_BY)[number];

export const WORK_REPORT_STATUS_LABELS: Record<WorkReportStatus, string> = {
  submitted: "wartet auf die Bestätigung der Apotheke",
  confirmed: "bestätigt",
  disputed: "von der Apotheke bestritten, die Agentur klärt",
  resolved: "von der Agentur geklärt",
};

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "08:00–18:00", "8-18 Uhr", "20:00–8:00": the first two times of the order's text. */
export function plannedTimes(workingHours: string): { start: string; end: string } {
  const times = [...workingHours.matchAll(/(\d{1,2})(?:[:.](\d{2}))?\s*(?:Uhr)?/g)]
    .map((match) => {
      const hours = Number(match[1]);
      const minutes = Number(match[2] ?? "0");
      return hours < 24 && minutes < 60
        ? `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`
        : null;
    })
    .filter((time): time is string => time !== null);
  return { start: times[0] ?? "", end: times[1] ?? "" };
}

/** Every calendar day of the periods within [from, to], as planned: worked, no break. */
export function plannedDays(
  periods: readonly { startDate: string; endDate: string }[],
  workingHours: string,
  from: string,
  to: string,
): WorkedDay[] {
  const { start, end } = plannedTimes(workingHours);
  const days: WorkedDay[] = [];
  for (const period of periods) {
    for (
      let date = period.startDate > from ? period.startDate : from;
      date <= period.endDate && date <= to;
      date = addDaysToIsoDate(date, 1)
    ) {
      days.push({ date, worked: true, start, end, breakMinutes: 0 });
    }
  }
  return days.sort((a, b) => a.date.localeCompare(b.date));
}

/** Monday of the ISO week of `date`. */
function mondayOf(date: string): string {
  const weekday = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
  return addDaysToIsoDate(date, -weekday);
}

/**
 * The periods a placement is reported in: the whole placement when it lasts up to a
 * week, else week by week (Monday to Sunday, cut to the first and last day).
 */
export function reportPeriods(firstDay: string, lastDay: string): { start: string; end: string }[] {
  if (addDaysToIsoDate(firstDay, WORKED_DAYS_SINGLE_REPORT_MAX_DAYS - 1) >= lastDay) {
    return [{ start: firstDay, end: lastDay }];
  }
  const periods = [];
  for (let start = firstDay; start <= lastDay; ) {
    const sunday = addDaysToIsoDate(mondayOf(start), 6);
    const end = sunday < lastDay ? sunday : lastDay;
    periods.push({ start, end });
    start = addDaysToIsoDate(end, 1);
  }
  return periods;
}

/** Minutes worked on a day (a night shift ends the next morning). */
export function minutesWorked(day: WorkedDay): number {
  if (!day.worked) return 0;
  const toMinutes = (time: string) => {
    const [hours, minutes] = time.split(":").map(Number);
    return (hours ?? 0) * 60 + (minutes ?? 0);
  };
  let span = toMinutes(day.end) - toMinutes(day.start);
  if (span <= 0) span += 24 * 60;
  return Math.max(0, span - day.breakMinutes);
}

/** "8:30 Std." */
export function formatHours(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")} Std.`;
}

export const workedDaySchema = z
  .object({
    date: z.string().refine(isIsoDate, { error: "workedDays.invalid" }),
    worked: z.boolean(),
    start: z.string(),
    end: z.string(),
    breakMinutes: z.number().int().min(0).max(720),
  })
  .superRefine((day, ctx) => {
    if (day.worked && (!TIME.test(day.start) || !TIME.test(day.end))) {
      ctx.addIssue({ code: "custom", message: "workedDays.timesRequired", path: ["start"] });
    }
  });

/** The staff member's report, and the owner's version in a dispute. */
export const workedDaysBody = z.object({
  days: z.array(workedDaySchema).min(1).max(31),
});

export const disputeWorkedDaysBody = workedDaysBody.extend({
  token: z.string().min(1).max(200),
  note: z
    .string()
    .trim()
    .min(1, { error: "workedDays.noteRequired" })
    .max(WORKED_DAYS_NOTE_MAX_LENGTH, { error: "workedDays.noteTooLong" }),
});
