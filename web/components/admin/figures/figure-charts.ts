import type * as PlotModule from "@observablehq/plot";
import type { FiguresAnswer } from "../../../../domain/api/figures";
import { FEDERAL_STATES, STAFF_PROFESSIONS } from "../../../../domain/enums";
import {
  CANCELLATION_LATENESS,
  CANCELLATION_LATENESS_LABELS,
  CANCELLATION_SIDE_LABELS,
  type FigureChart,
  RECEIVABLE_AGE_LABELS,
} from "../../../../domain/figures";
import {
  ORDER_STEP_LABELS,
  regionLabel,
  TIME_TO_FILL_LABELS,
} from "../../../../domain/figures-tables";
import { CANCELLED_BY } from "../../../../domain/placement-status";
import { formatCount, formatDays, formatEuros, monthStart, monthTicks } from "./figure-format";

type Plot = typeof PlotModule;

/**
 * Okabe and Ito's palette ("Color Universal Design"): its colours stay apart for the
 * common colour-vision deficiencies; each bar also has a dark outline, so light colours
 * stand out from the white ground.
 */
export const PALETTE = ["#0072B2", "#E69F00", "#009E73", "#CC79A7", "#D55E00", "#56B4E9"];
const OUTLINE = "#1f2937";

export interface LegendEntry {
  label: string;
  color: string;
  /** A line's key instead of a filled square: solid or dashed. */
  line?: "solid" | "dashed";
}

export interface ChartSpec {
  /** The kind of chart, for the picture's accessible name ("Balkendiagramm"). */
  kind: string;
  legend: LegendEntry[];
  /** True when there is nothing to draw in the period (the page says so). */
  empty: boolean;
  render(plot: Plot, width: number): Element;
}

const HEIGHT = 280;
const common = (width: number) => ({
  width,
  height: HEIGHT,
  marginTop: 32,
  marginLeft: 56,
  marginBottom: 40,
  style: { fontSize: "13px", fontFamily: "inherit", color: "#1f2937", overflow: "visible" },
});

/** A time axis over the period's months, labelled "Monat". */
function monthAxis(months: readonly string[], width: number) {
  const first = months[0] ?? "1970-01";
  const last = months.at(-1) ?? first;
  const { ticks, format } = monthTicks(months, width - 80);
  return {
    type: "utc" as const,
    domain: [monthStart(first), monthStart(last, 1)],
    ticks,
    tickFormat: format,
    label: "Monat",
    labelAnchor: "center" as const,
    labelArrow: "none" as const,
  };
}

const valueAxis = (label: string, tickFormat: (value: number) => string) => ({
  label,
  labelArrow: "none" as const,
  grid: true,
  tickFormat,
  nice: true,
  zero: true,
});

/**
 * An axis of whole things (orders, days, people): with small counts, a tick at every
 * whole number and none between (Plot would put some at 0.5).
 */
function countAxis(label: string, largest: number) {
  const top = Math.max(1, Math.ceil(largest));
  return top <= 8
    ? {
        ...valueAxis(label, formatCount),
        domain: [0, top],
        ticks: Array.from({ length: top + 1 }, (_, tick) => tick),
      }
    : valueAxis(label, formatCount);
}

/** The largest sum of `value` among rows with the same `key` (a stack's height). */
function largestStack<Row>(
  rows: readonly Row[],
  key: (row: Row) => string,
  value: (row: Row) => number,
) {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(key(row), (sums.get(key(row)) ?? 0) + value(row));
  return Math.max(0, ...sums.values());
}

/** Bars side by side within each month: `series` slots, a little gap between months. */
function slotOf(month: string, index: number, series: number) {
  const start = monthStart(month).getTime();
  const length = monthStart(month, 1).getTime() - start;
  const gap = length * 0.1;
  const slot = (length - gap) / series;
  return {
    x1: new Date(start + gap / 2 + slot * index),
    x2: new Date(start + gap / 2 + slot * (index + 1)),
  };
}

const monthMiddle = (month: string) =>
  new Date((monthStart(month).getTime() + monthStart(month, 1).getTime()) / 2);

function legendOf(labels: readonly string[]): LegendEntry[] {
  return labels.map((label, index) => ({ label, color: PALETTE[index] ?? OUTLINE }));
}

export function chartSpec(answer: FiguresAnswer, chart: FigureChart): ChartSpec {
  const months = answer.period.months;
  const professions = answer.profession ? [answer.profession] : [...STAFF_PROFESSIONS];
  switch (chart) {
    case "orders": {
      const steps = Object.keys(ORDER_STEP_LABELS) as (keyof typeof ORDER_STEP_LABELS)[];
      const labels = steps.map((step) => ORDER_STEP_LABELS[step]);
      const bars = answer.orders.per_month.flatMap((row) =>
        steps.map((step, index) => ({
          ...slotOf(row.month, index, steps.length),
          count: row[step],
          series: ORDER_STEP_LABELS[step],
        })),
      );
      return {
        kind: "Säulendiagramm",
        legend: legendOf(labels),
        empty: bars.every((bar) => bar.count === 0),
        // Side by side, not stacked: the stages are the same orders seen at different
        // steps, so a stack would add one order up to three times.
        render: (plot, width) =>
          plot.plot({
            ...common(width),
            x: monthAxis(months, width),
            y: countAxis("Aufträge", Math.max(0, ...bars.map((bar) => bar.count))),
            color: { domain: labels, range: PALETTE },
            marks: [
              plot.rectY(bars, {
                x1: "x1",
                x2: "x2",
                y: "count",
                fill: "series",
                stroke: OUTLINE,
                strokeWidth: 0.5,
              }),
              plot.ruleY([0]),
            ],
          }),
      };
    }
    case "time-to-fill": {
      const keys = Object.keys(TIME_TO_FILL_LABELS) as (keyof typeof TIME_TO_FILL_LABELS)[];
      const labels = keys.map((key) => TIME_TO_FILL_LABELS[key]);
      const points = answer.orders.time_to_fill.flatMap((row) =>
        keys.map((key) => ({
          x: monthMiddle(row.month),
          days: row[key],
          series: TIME_TO_FILL_LABELS[key],
        })),
      );
      const measured = points.filter((point) => point.days !== null);
      return {
        kind: "Liniendiagramm",
        legend: legendOf(labels).map((entry) => ({
          ...entry,
          line: entry.label.includes("Perzentil") ? "dashed" : "solid",
        })),
        empty: measured.length === 0,
        render: (plot, width) =>
          plot.plot({
            ...common(width),
            x: monthAxis(months, width),
            y: valueAxis("Tage", formatDays),
            color: { domain: labels, range: PALETTE },
            marks: [
              // Medians solid, 90th percentiles dashed: apart without colour too.
              plot.lineY(
                points.filter((point) => !point.series.includes("Perzentil")),
                { x: "x", y: "days", z: "series", stroke: "series", strokeWidth: 2 },
              ),
              plot.lineY(
                points.filter((point) => point.series.includes("Perzentil")),
                {
                  x: "x",
                  y: "days",
                  z: "series",
                  stroke: "series",
                  strokeWidth: 2,
                  strokeDasharray: "6,4",
                },
              ),
              plot.dot(measured, { x: "x", y: "days", fill: "series", r: 3.5 }),
              plot.ruleY([0]),
            ],
          }),
      };
    }
    case "placement-days": {
      const rows = answer.placements.days_per_month.map((row) => ({
        month: monthStart(row.month),
        days: row.days,
        profession: row.profession,
      }));
      return {
        kind: "gestapeltes Säulendiagramm",
        legend: legendOf(professions),
        empty: rows.length === 0,
        render: (plot, width) =>
          plot.plot({
            ...common(width),
            x: monthAxis(months, width),
            y: countAxis(
              "Einsatztage",
              largestStack(
                rows,
                (row) => row.month.toISOString(),
                (row) => row.days,
              ),
            ),
            color: { domain: professions, range: PALETTE },
            marks: [
              plot.rectY(rows, {
                x: "month",
                interval: "month",
                y: "days",
                fill: "profession",
                stroke: OUTLINE,
                strokeWidth: 0.5,
                inset: 2,
              }),
              plot.ruleY([0]),
            ],
          }),
      };
    }
    case "cancellations": {
      const labels = CANCELLATION_LATENESS.map(
        (lateness) => CANCELLATION_LATENESS_LABELS[lateness],
      );
      const sides = CANCELLED_BY.map((side) => CANCELLATION_SIDE_LABELS[side]);
      const rows = answer.placements.cancellations.map((row) => ({
        side: CANCELLATION_SIDE_LABELS[row.side],
        lateness: CANCELLATION_LATENESS_LABELS[row.lateness],
        count: row.count,
      }));
      return {
        kind: "gestapeltes Balkendiagramm",
        legend: legendOf(labels),
        empty: rows.length === 0,
        render: (plot, width) =>
          plot.plot({
            ...common(width),
            height: 200,
            marginLeft: 84,
            x: countAxis(
              "Absagen",
              largestStack(
                rows,
                (row) => row.side,
                (row) => row.count,
              ),
            ),
            y: { domain: sides, label: null },
            color: { domain: labels, range: PALETTE },
            marks: [
              plot.barX(rows, {
                x: "count",
                y: "side",
                fill: "lateness",
                stroke: OUTLINE,
                strokeWidth: 0.5,
              }),
              plot.ruleX([0]),
            ],
          }),
      };
    }
    case "revenue": {
      const rows = answer.money.net_revenue_per_month.map((row) => ({
        month: monthStart(row.month),
        euros: row.net_cents / 100,
      }));
      return {
        kind: "Säulendiagramm",
        legend: [],
        empty: rows.every((row) => row.euros === 0),
        render: (plot, width) =>
          plot.plot({
            ...common(width),
            marginLeft: 72,
            x: monthAxis(months, width),
            y: valueAxis("Nettoumsatz in Euro", formatEuros),
            marks: [
              plot.rectY(rows, {
                x: "month",
                interval: "month",
                y: "euros",
                fill: PALETTE[0],
                stroke: OUTLINE,
                strokeWidth: 0.5,
                inset: 2,
              }),
              plot.ruleY([0]),
            ],
          }),
      };
    }
    case "receivables": {
      const labels = ["Überfällig", "Noch nicht fällig"];
      const rows = answer.money.receivables.buckets.flatMap((row) => [
        {
          age: RECEIVABLE_AGE_LABELS[row.bucket],
          euros: row.overdue_cents / 100,
          part: labels[0]!,
        },
        {
          age: RECEIVABLE_AGE_LABELS[row.bucket],
          euros: (row.open_cents - row.overdue_cents) / 100,
          part: labels[1]!,
        },
      ]);
      return {
        kind: "gestapeltes Säulendiagramm",
        legend: [
          { label: labels[0]!, color: PALETTE[4]! },
          { label: labels[1]!, color: PALETTE[5]! },
        ],
        empty: rows.every((row) => row.euros === 0),
        render: (plot, width) =>
          plot.plot({
            ...common(width),
            marginLeft: 72,
            x: {
              domain: Object.values(RECEIVABLE_AGE_LABELS),
              label: "Alter seit Rechnungsdatum",
              labelAnchor: "center",
              labelArrow: "none",
              padding: 0.3,
            },
            y: valueAxis("Offen, brutto in Euro", formatEuros),
            color: { domain: labels, range: [PALETTE[4]!, PALETTE[5]!] },
            marks: [
              plot.barY(rows, {
                x: "age",
                y: "euros",
                fill: "part",
                stroke: OUTLINE,
                strokeWidth: 0.5,
              }),
              plot.ruleY([0]),
            ],
          }),
      };
    }
    case "active-staff": {
      const rows = answer.people.active_staff.map((row) => ({
        region: regionLabel(row.region),
        profession: row.profession,
        count: row.count,
      }));
      const regions = [...FEDERAL_STATES, null]
        .filter((region) => answer.people.active_staff.some((row) => row.region === region))
        .map(regionLabel);
      return {
        kind: "gestapeltes Balkendiagramm",
        legend: legendOf(professions),
        empty: rows.length === 0,
        render: (plot, width) =>
          plot.plot({
            ...common(width),
            height: Math.max(120, regions.length * 28 + 60),
            marginLeft: width < 480 ? 112 : 168,
            x: countAxis(
              "Fachkräfte",
              largestStack(
                rows,
                (row) => row.region,
                (row) => row.count,
              ),
            ),
            y: { domain: regions, label: null },
            color: { domain: professions, range: PALETTE },
            marks: [
              plot.barX(rows, {
                x: "count",
                y: "region",
                fill: "profession",
                stroke: OUTLINE,
                strokeWidth: 0.5,
              }),
              plot.ruleX([0]),
            ],
          }),
      };
    }
    case "registrations": {
      const labels = ["Apotheken", "Fachkräfte"];
      const rows = answer.people.registrations_per_month.flatMap((row) => [
        { month: monthStart(row.month), count: row.owners ?? 0, kind: labels[0]! },
        { month: monthStart(row.month), count: row.staff, kind: labels[1]! },
      ]);
      return {
        kind: "gestapeltes Säulendiagramm",
        legend: legendOf(labels),
        empty: rows.every((row) => row.count === 0),
        render: (plot, width) =>
          plot.plot({
            ...common(width),
            x: monthAxis(months, width),
            y: countAxis(
              "Registrierungen",
              largestStack(
                rows,
                (row) => row.month.toISOString(),
                (row) => row.count,
              ),
            ),
            color: { domain: labels, range: PALETTE },
            marks: [
              plot.rectY(rows, {
                x: "month",
                interval: "month",
                y: "count",
                fill: "kind",
                stroke: OUTLINE,
                strokeWidth: 0.5,
                inset: 2,
              }),
              plot.ruleY([0]),
            ],
          }),
      };
    }
    case "backlog": {
      const points = answer.people.activation_backlog.per_month
        .filter((row) => row.waiting !== null)
        .map((row) => ({ x: monthStart(row.month, 1), waiting: row.waiting }));
      return {
        kind: "Liniendiagramm",
        legend: [],
        empty: points.length === 0,
        render: (plot, width) =>
          plot.plot({
            ...common(width),
            x: { ...monthAxis(months, width), label: "Monatsende" },
            y: countAxis(
              "Wartende Fachkräfte",
              Math.max(0, ...points.map((point) => point.waiting ?? 0)),
            ),
            marks: [
              plot.lineY(points, { x: "x", y: "waiting", stroke: PALETTE[0], strokeWidth: 2 }),
              plot.dot(points, { x: "x", y: "waiting", fill: PALETTE[0], r: 3.5 }),
              plot.ruleY([0]),
            ],
          }),
      };
    }
  }
}
