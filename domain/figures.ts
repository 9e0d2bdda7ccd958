import { addDaysToIsoDate, addMonthsToIsoDate } from "./dates";
import type { CancelledBy } from "./placement-status";

/**
 * The agency's figures (/admin/kennzahlen, docs/product.md "The agency's numbers"): the
 * periods one can choose and the buckets the answer counts in. Shared by the API, which
 * resolves a period to days, and the page, which shows the same period in its selector.
 */

export const FIGURES_PERIODS = ["month", "quarter", "year", "custom"] as const;
export type FiguresPeriod = (typeof FIGURES_PERIODS)[number];

export const FIGURES_PERIOD_LABELS: Readonly<Record<FiguresPeriod, string>> = {
  month: "Monat",
  quarter: "Quartal",
  year: "Jahr",
  custom: "Frei",
};

/** A free period spans at most this many months: the charts count per month. */
export const FIGURES_CUSTOM_MAX_MONTHS = 120;

export interface ResolvedPeriod {
  /** First and last day, inclusive (YYYY-MM-DD, the agency's days). */
  from: string;
  to: string;
  /** Every month the period touches, "YYYY-MM", in order. */
  months: string[];
}

const monthOf = (isoDate: string) => isoDate.slice(0, 7);

/** The first day of the month `months` after the month of `isoDate`. */
function firstOfMonth(isoDate: string, months = 0): string {
  return addMonthsToIsoDate(`${monthOf(isoDate)}-01`, months);
}

/** "2026-01" … "2026-03" for the days from 2026-01-15 to 2026-03-02. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let day = firstOfMonth(from); day <= to; day = firstOfMonth(day, 1)) {
    months.push(monthOf(day));
  }
  return months;
}

/**
 * The days of a period: a month, quarter or year is the whole one around `anchor` (any
 * day in it); a free period is `from` to `to` as given (the caller has checked them).
 */
export function resolveFiguresPeriod(
  period: FiguresPeriod,
  anchor: string,
  to?: string,
): ResolvedPeriod {
  let from: string;
  let last: string;
  if (period === "custom") {
    from = anchor;
    last = to ?? anchor;
  } else {
    const [year = "1970", month = "01"] = anchor.split("-");
    const startMonth =
      period === "month"
        ? Number(month)
        : period === "quarter"
          ? Math.floor((Number(month) - 1) / 3) * 3 + 1
          : 1;
    from = `${year}-${String(startMonth).padStart(2, "0")}-01`;
    const length = period === "month" ? 1 : period === "quarter" ? 3 : 12;
    last = addDaysToIsoDate(addMonthsToIsoDate(from, length), -1);
  }
  return { from, to: last, months: monthsBetween(from, last) };
}

/** The charts of the page, each with a table and a CSV (domain/figures-tables.ts). */
export const FIGURE_CHARTS = [
  "orders",
  "time-to-fill",
  "placement-days",
  "cancellations",
  "revenue",
  "receivables",
  "active-staff",
  "registrations",
  "backlog",
] as const;
export type FigureChart = (typeof FIGURE_CHARTS)[number];

/** The receivables' age buckets, in days since the invoice was issued. */
export const RECEIVABLE_AGE_BUCKETS = ["0-30", "31-60", "61-90", "over-90"] as const;
export type ReceivableAgeBucket = (typeof RECEIVABLE_AGE_BUCKETS)[number];

export const RECEIVABLE_AGE_LABELS: Readonly<Record<ReceivableAgeBucket, string>> = {
  "0-30": "0–30 Tage",
  "31-60": "31–60 Tage",
  "61-90": "61–90 Tage",
  "over-90": "über 90 Tage",
};

/**
 * How late a placement was cancelled: whole days from the day of the cancellation (in
 * Berlin) to the first day; "after-start" once the placement had begun (a "vermittelt"
 * one may be cancelled until its last day, docs/decisions/0015).
 */
export const CANCELLATION_LATENESS = ["over-14", "8-14", "2-7", "0-1", "after-start"] as const;
export type CancellationLateness = (typeof CANCELLATION_LATENESS)[number];

export const CANCELLATION_LATENESS_LABELS: Readonly<Record<CancellationLateness, string>> = {
  "over-14": "mehr als 14 Tage vorher",
  "8-14": "8–14 Tage vorher",
  "2-7": "2–7 Tage vorher",
  "0-1": "am Vortag oder Tag selbst",
  "after-start": "nach Beginn",
};

/** Who cancelled, as a chart's legend names the side. */
export const CANCELLATION_SIDE_LABELS: Readonly<Record<CancelledBy, string>> = {
  owner: "Apotheke",
  staff: "Fachkraft",
  operator: "Agentur",
};
