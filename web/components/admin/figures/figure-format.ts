import type { FigureUnit, FigureValue } from "../../../../domain/figures-tables";

/** German number and date formats for the figures page (Intl, de-DE). */

const whole = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat("de-DE", {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const euros = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" });
const wholeEuros = new Intl.NumberFormat("de-DE", {
  style: "currency",
  currency: "EUR",
  maximumFractionDigits: 0,
});
const percent = new Intl.NumberFormat("de-DE", {
  style: "percent",
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

export const formatCount = (value: number) => whole.format(value);
export const formatDays = (value: number) => oneDecimal.format(value);
export const formatCents = (cents: number) => euros.format(cents / 100);
/** Axis ticks: whole euros ("1.200 €"). */
export const formatEuros = (value: number) => wholeEuros.format(value);
export const formatShare = (share: number) => percent.format(share);

/** A table cell as the page shows it; "–" where nothing was measured. */
export function formatFigure(value: FigureValue, unit: FigureUnit): string {
  if (value === null) return "–";
  if (typeof value === "string") return value;
  switch (unit) {
    case "cents":
      return formatCents(value);
    case "days":
      return formatDays(value);
    case "share":
      return formatShare(value);
    default:
      return formatCount(value);
  }
}

/** The first moment of a month "YYYY-MM" (UTC: the charts' time axis counts months). */
export function monthStart(month: string, plus = 0): Date {
  const [year = 1970, number = 1] = month.split("-").map(Number);
  return new Date(Date.UTC(year, number - 1 + plus, 1));
}

const shortMonth = new Intl.DateTimeFormat("de-DE", {
  month: "short",
  year: "2-digit",
  timeZone: "UTC",
});
const yearOnly = new Intl.DateTimeFormat("de-DE", { year: "numeric", timeZone: "UTC" });

/**
 * Ticks for a time axis over `months`: every month, or every 3, 6, 12 … months, so that
 * labels keep about `minGap` pixels apart at the chart's width. Yearly ticks read "2025".
 */
export function monthTicks(months: readonly string[], plotWidth: number, minGap = 56) {
  const perMonth = plotWidth / Math.max(1, months.length);
  const step = [1, 3, 6, 12, 24, 60].find((candidate) => perMonth * candidate >= minGap) ?? 120;
  const ticks = months
    .filter((month) => {
      const [year = 0, number = 1] = month.split("-").map(Number);
      return step < 12 ? (number - 1) % step === 0 : number === 1 && year % (step / 12) === 0;
    })
    .map((month) => monthStart(month));
  const format = step >= 12 ? yearOnly : shortMonth;
  return { ticks, format: (date: Date) => format.format(date) };
}
