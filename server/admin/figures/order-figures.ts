import { sql } from "drizzle-orm";
import type { FiguresAnswer } from "../../../domain/api/figures";
import type { Database } from "../../db/client";
import { figuresOrderFacts, figuresOrderMonths } from "../../db/schema";
import {
  byMonth,
  type FiguresScope,
  momentInPeriod,
  monthOfMoment,
  roundDays,
  rowsOf,
  scopeFilter,
  wholeMonthsAndParts,
} from "./figures-scope";

/**
 * Each order's milestones, kept by the database from its history (figures_order_facts,
 * docs/decisions/0064-figures-kept-ready.md), not from the order's columns:
 * `published_at` and `confirmed_at` are overwritten when a cancelled placement sends the
 * order back to the board. Received = first sent, published = first published, filled =
 * first confirmed, ended = last ended.
 */
function facts(scope: FiguresScope) {
  return sql`${figuresOrderFacts} f where ${scopeFilter(scope, sql`f.state`, sql`f.role`)}`;
}

type OrderFigures = FiguresAnswer["orders"];

export async function orderFigures(db: Database, scope: FiguresScope): Promise<OrderFigures> {
  const [steps, times] = await Promise.all([stepsPerMonth(db, scope), timeToFill(db, scope)]);
  const perMonth = byMonth(scope.months, steps, (month, row) => ({
    month,
    received: row?.received ?? 0,
    published: row?.published ?? 0,
    filled: row?.filled ?? 0,
    ended_unfilled: row?.ended_unfilled ?? 0,
  }));
  const filled = perMonth.reduce((sum, month) => sum + month.filled, 0);
  const endedUnfilled = perMonth.reduce((sum, month) => sum + month.ended_unfilled, 0);
  const noTimes = {
    confirmation_median: null,
    confirmation_p90: null,
    first_applicant_median: null,
    first_applicant_p90: null,
  };
  const monthly = times.filter((row) => row.month !== null) as (TimeRow & { month: string })[];
  const total = times.find((row) => row.month === null);
  return {
    per_month: perMonth,
    fill_rate: filled + endedUnfilled === 0 ? null : filled / (filled + endedUnfilled),
    time_to_fill: byMonth(scope.months, monthly, (month, row) => ({
      month,
      ...(row ? timesOf(row) : noTimes),
    })),
    time_to_fill_total: total ? timesOf(total) : noTimes,
  };
}

interface StepRow {
  month: string;
  received: number;
  published: number;
  filled: number;
  ended_unfilled: number;
}

/**
 * Orders received, published, filled and ended unfilled, by the month it happened: the
 * monthly sums the database keeps (figures_order_months) for the months the period covers
 * whole, the orders' facts for a month it covers in part (a free period).
 */
function stepsPerMonth(db: Database, scope: FiguresScope): Promise<StepRow[]> {
  const { whole, parts } = wholeMonthsAndParts(scope);
  const wholeSteps = whole
    ? sql`select m.month, m.received, m.published, m.filled, m.ended_unfilled
      from ${figuresOrderMonths} m
      where m.month between ${whole.first} and ${whole.last}
        and ${scopeFilter(scope, sql`m.state`, sql`m.role`)}`
    : null;
  // Ended unfilled: the order ended and holds no standing placement (a placement
  // cancelled before it ended does not fill it). Each kind of step reads the index on
  // its own moment.
  const partSteps = parts.map((part) => {
    const step = (kind: string, column: string, extra = sql``) =>
      sql`select f.${sql.raw(column)} as at, ${sql.raw(kind === "received" ? "1" : "0")} as received,
        ${sql.raw(kind === "published" ? "1" : "0")} as published,
        ${sql.raw(kind === "filled" ? "1" : "0")} as filled,
        ${sql.raw(kind === "ended_unfilled" ? "1" : "0")} as ended_unfilled
      from ${facts(scope)}
        and f.${sql.raw(column)} >= ${part.startsAt}::timestamptz
        and f.${sql.raw(column)} < ${part.endsAt}::timestamptz ${extra}`;
    return sql`select ${monthOfMoment(sql`step.at`)} as month, step.received, step.published,
      step.filled, step.ended_unfilled
    from (
      ${step("received", "sent_at")}
      union all ${step("published", "published_at")}
      union all ${step("filled", "confirmed_at")}
      union all ${step("ended_unfilled", "ended_at", sql`and f.ended_unfilled`)}
    ) as step`;
  });
  const union = sql.join(wholeSteps ? [wholeSteps, ...partSteps] : partSteps, sql` union all `);
  return rowsOf<StepRow>(
    db,
    sql`select s.month, sum(s.received)::int as received, sum(s.published)::int as published,
      sum(s.filled)::int as filled, sum(s.ended_unfilled)::int as ended_unfilled
    from (${union}) as s
    group by 1`,
  );
}

interface TimeRow {
  month: string | null;
  confirmation_median: number | null;
  confirmation_p90: number | null;
  first_applicant_median: number | null;
  first_applicant_p90: number | null;
}

function timesOf(row: TimeRow) {
  return {
    confirmation_median: roundDays(row.confirmation_median),
    confirmation_p90: roundDays(row.confirmation_p90),
    first_applicant_median: roundDays(row.first_applicant_median),
    first_applicant_p90: roundDays(row.first_applicant_p90),
  };
}

/**
 * Days from the first publication to the first confirmation (counted in the month of the
 * confirmation) and to the first application (in the month of the application): median
 * and 90th percentile per month, and over the whole period (the grouping set `()`).
 */
function timeToFill(db: Database, scope: FiguresScope): Promise<TimeRow[]> {
  const percentile = (fraction: number, kind: string) =>
    sql`(percentile_cont(${sql.raw(String(fraction))}) within group (order by w.days)
      filter (where w.kind = ${kind}))::float8`;
  // Days and month are kept with the order's facts (figures_order_facts).
  return rowsOf<TimeRow>(
    db,
    sql`with waits as (
      select 'confirmation' as kind, f.confirmation_month as month, f.confirmation_days as days
      from ${facts(scope)}
        and f.published_at is not null and ${momentInPeriod(scope, sql`f.confirmed_at`)}
      union all
      select 'first_applicant', f.first_applicant_month, f.first_applicant_days
      from ${facts(scope)}
        and f.published_at is not null and ${momentInPeriod(scope, sql`f.first_applied_at`)}
    )
    select w.month,
      ${percentile(0.5, "confirmation")} as confirmation_median,
      ${percentile(0.9, "confirmation")} as confirmation_p90,
      ${percentile(0.5, "first_applicant")} as first_applicant_median,
      ${percentile(0.9, "first_applicant")} as first_applicant_p90
    from waits w
    group by grouping sets ((w.month), ())`,
  );
}
