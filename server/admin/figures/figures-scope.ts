import { type SQL, sql } from "drizzle-orm";
import {
  addDaysToIsoDate,
  addMonthsToIsoDate,
  nextIsoDate,
  startOfBusinessDay,
  todayIsoDate,
} from "../../../domain/dates";
import type { FederalState, StaffProfession } from "../../../domain/enums";
import type { ResolvedPeriod } from "../../../domain/figures";
import { BUSINESS_TIME_ZONE } from "../../../domain/limits";
import type { Database } from "../../db/client";
import { postcodeStateColumns } from "../../postcodes/postcode-directory";

/** What every figure is computed for: the period's days and the optional filters. */
export interface FiguresScope extends ResolvedPeriod {
  region: FederalState | null;
  profession: StaffProfession | null;
  /** The moments the period begins and ends (exclusive) in Berlin, ISO strings. */
  startsAt: string;
  endsAt: string;
  /** The period's last day, or today if that is earlier: the day "as of" snapshots. */
  asOf: string;
  now: Date;
}

export function figuresScope(
  period: ResolvedPeriod,
  filters: { region?: FederalState | undefined; profession?: StaffProfession | undefined },
  now: Date,
): FiguresScope {
  const today = todayIsoDate(now);
  return {
    ...period,
    region: filters.region ?? null,
    profession: filters.profession ?? null,
    startsAt: startOfBusinessDay(period.from).toISOString(),
    endsAt: startOfBusinessDay(nextIsoDate(period.to)).toISOString(),
    asOf: [period.to, today].sort()[0] ?? today,
    now,
  };
}

/** "YYYY-MM" of a stored moment, in the agency's time zone (docs/product.md). */
export function monthOfMoment(column: SQL): SQL {
  return sql`to_char(${column} at time zone ${inBusinessTimeZone}, 'YYYY-MM')`;
}

/** The day of a stored moment in the agency's time zone. */
export function dayOfMoment(column: SQL): SQL {
  return sql`(${column} at time zone ${inBusinessTimeZone})::date`;
}

// A constant of this module, not user input: written into the statement, where
// PostgreSQL can tell the `at time zone` variant without a parameter type.
const inBusinessTimeZone = sql.raw(`'${BUSINESS_TIME_ZONE}'`);

/** A stored moment within the period. */
export function momentInPeriod(scope: FiguresScope, column: unknown): SQL {
  return sql`(${column} >= ${scope.startsAt}::timestamptz and ${column} < ${scope.endsAt}::timestamptz)`;
}

/** The filters on a row's federal state and profession columns (either may be unset). */
export function scopeFilter(scope: FiguresScope, state: unknown, profession: unknown): SQL {
  return sql`(${scope.region}::text is null or ${state}::text = ${scope.region}::text)
    and (${scope.profession}::text is null or ${profession}::text = ${scope.profession}::text)`;
}

/**
 * The postcode directory as a table `postcode_states(postcode, state)`: staff carry only
 * their postcode, and their federal state comes from the directory (two array
 * parameters, joined by hash in the database; no row goes through Node).
 */
export function postcodeStatesTable(): SQL {
  const { postcodes, states } = postcodeStateColumns();
  return sql`unnest(${sql.param(postcodes)}::text[], ${sql.param(states)}::text[]) as postcode_states(postcode, state)`;
}

/** Runs a statement and gives its rows. */
export async function rowsOf<Row>(db: Database, statement: SQL): Promise<Row[]> {
  const result = await db.execute(statement);
  return (result as unknown as { rows: Row[] }).rows;
}

/** A figure in days with one decimal, or null. */
export function roundDays(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  return Math.round(Number(value) * 10) / 10;
}

/** Rows keyed by month, every month of the period present, in order. */
export function byMonth<Row extends { month: string }, Out>(
  months: readonly string[],
  rows: readonly Row[],
  fill: (month: string, row: Row | undefined) => Out,
): Out[] {
  const found = new Map(rows.map((row) => [row.month, row]));
  return months.map((month) => fill(month, found.get(month)));
}

/**
 * The months the period covers whole (a range, as they follow each other) and the day
 * ranges of the months it covers only in part (a free period's first and last month).
 */
export function wholeMonthsAndParts(scope: FiguresScope): {
  whole: { first: string; last: string } | null;
  parts: { from: string; to: string; startsAt: string; endsAt: string }[];
} {
  const wholeMonths: string[] = [];
  const parts: { from: string; to: string; startsAt: string; endsAt: string }[] = [];
  for (const month of scope.months) {
    const first = `${month}-01`;
    const last = addDaysToIsoDate(addMonthsToIsoDate(first, 1), -1);
    if (scope.from <= first && last <= scope.to) wholeMonths.push(month);
    else {
      const from = [scope.from, first].sort()[1] ?? first;
      const to = [scope.to, last].sort()[0] ?? last;
      parts.push({
        from,
        to,
        startsAt: startOfBusinessDay(from).toISOString(),
        endsAt: startOfBusinessDay(nextIsoDate(to)).toISOString(),
      });
    }
  }
  const first = wholeMonths[0];
  const last = wholeMonths.at(-1);
  return { whole: first && last ? { first, last } : null, parts };
}
