import type { FiguresAnswer } from "./api/figures";
import { FEDERAL_STATE_LABELS, FEDERAL_STATES, STAFF_PROFESSIONS } from "./enums";
import {
  CANCELLATION_LATENESS,
  CANCELLATION_LATENESS_LABELS,
  CANCELLATION_SIDE_LABELS,
  type FigureChart,
  RECEIVABLE_AGE_LABELS,
} from "./figures";
import { CANCELLED_BY } from "./placement-status";

/**
 * Each chart of /admin/kennzahlen as a table: what the page shows behind "Tabelle
 * anzeigen" and what its CSV holds (GET /api/admin/figures/csv). One definition for
 * both, so the download says what the screen says.
 */

/** How a column's values read: the page formats them in German, the CSV as numbers. */
export type FigureUnit = "text" | "count" | "days" | "cents" | "share";

export interface FigureColumn {
  label: string;
  unit: FigureUnit;
}

export type FigureValue = string | number | null;

export interface FigureTable {
  chart: FigureChart;
  title: string;
  columns: FigureColumn[];
  rows: FigureValue[][];
}

export const FIGURE_CHART_TITLES: Readonly<Record<FigureChart, string>> = {
  orders: "Aufträge pro Monat",
  "time-to-fill": "Zeit bis zur Besetzung",
  "placement-days": "Einsatztage pro Monat nach Beruf",
  cancellations: "Absagen nach Seite und Vorlauf",
  revenue: "Nettoumsatz pro Monat",
  receivables: "Offene Forderungen nach Alter",
  "active-staff": "Aktive Fachkräfte nach Bundesland und Beruf",
  registrations: "Neue Registrierungen pro Monat",
  backlog: "Wartende Freischaltungen am Monatsende",
};

/** Series names the charts' legends and the tables' columns share. */
export const ORDER_STEP_LABELS = {
  received: "Eingegangen",
  published: "Veröffentlicht",
  filled: "Besetzt",
  ended_unfilled: "Unbesetzt beendet",
} as const;

export const TIME_TO_FILL_LABELS = {
  confirmation_median: "Bis Bestätigung, Median",
  confirmation_p90: "Bis Bestätigung, 90. Perzentil",
  first_applicant_median: "Bis erste Bewerbung, Median",
  first_applicant_p90: "Bis erste Bewerbung, 90. Perzentil",
} as const;

/** "Januar 2025" for "2025-01". */
export function monthLabel(month: string): string {
  const [year = 1970, number = 1] = month.split("-").map(Number);
  return new Intl.DateTimeFormat("de-DE", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year, number - 1, 1)));
}

/** The federal state's name; "unbekannt" for a postcode the directory lacks. */
export function regionLabel(region: string | null): string {
  return region
    ? (FEDERAL_STATE_LABELS[region as keyof typeof FEDERAL_STATE_LABELS] ?? region)
    : "unbekannt";
}

const monthColumn: FigureColumn = { label: "Monat", unit: "text" };
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The professions a table shows columns for: the filtered one, or all. */
function professionsOf(answer: FiguresAnswer) {
  return answer.profession ? [answer.profession] : [...STAFF_PROFESSIONS];
}

export function figuresTable(answer: FiguresAnswer, chart: FigureChart): FigureTable {
  const table = (columns: FigureColumn[], rows: FigureValue[][]): FigureTable => ({
    chart,
    title: FIGURE_CHART_TITLES[chart],
    columns,
    rows,
  });
  switch (chart) {
    case "orders":
      return table(
        [
          monthColumn,
          ...Object.values(ORDER_STEP_LABELS).map((label) => ({ label, unit: "count" as const })),
        ],
        answer.orders.per_month.map((row) => [
          monthLabel(row.month),
          row.received,
          row.published,
          row.filled,
          row.ended_unfilled,
        ]),
      );
    case "time-to-fill": {
      const keys = Object.keys(TIME_TO_FILL_LABELS) as (keyof typeof TIME_TO_FILL_LABELS)[];
      return table(
        [
          monthColumn,
          ...keys.map((key) => ({
            label: `${TIME_TO_FILL_LABELS[key]} (Tage)`,
            unit: "days" as const,
          })),
        ],
        [
          ...answer.orders.time_to_fill.map((row) => [
            monthLabel(row.month),
            ...keys.map((key) => row[key]),
          ]),
          ["Gesamter Zeitraum", ...keys.map((key) => answer.orders.time_to_fill_total[key])],
        ],
      );
    }
    case "placement-days": {
      const professions = professionsOf(answer);
      const daysOf = (month: string, profession: string) =>
        answer.placements.days_per_month.find(
          (row) => row.month === month && row.profession === profession,
        )?.days ?? 0;
      return table(
        [
          monthColumn,
          ...professions.map((label) => ({ label, unit: "count" as const })),
          { label: "Summe", unit: "count" },
        ],
        answer.period.months.map((month) => {
          const days = professions.map((profession) => daysOf(month, profession));
          return [monthLabel(month), ...days, sum(days)];
        }),
      );
    }
    case "cancellations": {
      const countOf = (side: string, lateness: string) =>
        answer.placements.cancellations.find(
          (row) => row.side === side && row.lateness === lateness,
        )?.count ?? 0;
      return table(
        [
          { label: "Abgesagt von", unit: "text" },
          ...CANCELLATION_LATENESS.map((lateness) => ({
            label: CANCELLATION_LATENESS_LABELS[lateness],
            unit: "count" as const,
          })),
          { label: "Summe", unit: "count" },
        ],
        CANCELLED_BY.map((side) => {
          const counts = CANCELLATION_LATENESS.map((lateness) => countOf(side, lateness));
          return [CANCELLATION_SIDE_LABELS[side], ...counts, sum(counts)];
        }),
      );
    }
    case "revenue":
      return table(
        [monthColumn, { label: "Nettoumsatz (€)", unit: "cents" }],
        answer.money.net_revenue_per_month.map((row) => [monthLabel(row.month), row.net_cents]),
      );
    case "receivables":
      return table(
        [
          { label: "Alter (seit Rechnungsdatum)", unit: "text" },
          { label: "Rechnungen", unit: "count" },
          { label: "Offen, brutto (€)", unit: "cents" },
          { label: "Davon überfällig (€)", unit: "cents" },
        ],
        answer.money.receivables.buckets.map((row) => [
          RECEIVABLE_AGE_LABELS[row.bucket],
          row.invoices,
          row.open_cents,
          row.overdue_cents,
        ]),
      );
    case "active-staff": {
      const professions = professionsOf(answer);
      const regions = [...FEDERAL_STATES, null].filter((region) =>
        answer.people.active_staff.some((row) => row.region === region),
      );
      const countOf = (region: string | null, profession: string) =>
        answer.people.active_staff.find(
          (row) => row.region === region && row.profession === profession,
        )?.count ?? 0;
      return table(
        [
          { label: "Bundesland", unit: "text" },
          ...professions.map((label) => ({ label, unit: "count" as const })),
          { label: "Summe", unit: "count" },
        ],
        regions.map((region) => {
          const counts = professions.map((profession) => countOf(region, profession));
          return [regionLabel(region), ...counts, sum(counts)];
        }),
      );
    }
    case "registrations":
      return table(
        [
          monthColumn,
          { label: "Apotheken", unit: "count" },
          { label: "Fachkräfte", unit: "count" },
        ],
        answer.people.registrations_per_month.map((row) => [
          monthLabel(row.month),
          row.owners,
          row.staff,
        ]),
      );
    case "backlog":
      return table(
        [
          { label: "Monatsende", unit: "text" },
          { label: "Wartende Fachkräfte", unit: "count" },
        ],
        answer.people.activation_backlog.per_month.map((row) => [
          monthLabel(row.month),
          row.waiting,
        ]),
      );
  }
}
