import { sql } from "drizzle-orm";
import type { FiguresAnswer } from "../../../domain/api/figures";
import type { Database } from "../../db/client";
import { jobApplications, placements, searchOrderEvents, searchOrders } from "../../db/schema";
import {
  byMonth,
  type FiguresScope,
  momentInPeriod,
  monthOfMoment,
  roundDays,
  rowsOf,
  scopeFilter,
} from "./figures-scope";

/**
 * Each order's milestones from its history (search_order_events), not from the order's
 * columns: `published_at` and `confirmed_at` are overwritten when a cancelled placement
 * sends the order back to the board. Received = first sent, published = first published,
 * filled = first confirmed, ended = last ended.
 */
function milestones(scope: FiguresScope) {
  return sql`milestones as (
    select e.order_id,
      min(e.created_at) filter (where e.status = 'sent') as sent_at,
      min(e.created_at) filter (where e.status = 'published') as published_at,
      min(e.created_at) filter (where e.status = 'confirmed') as confirmed_at,
      max(e.created_at) filter (where e.status = 'ended') as ended_at
    from ${searchOrderEvents} e
    join ${searchOrders} o on o.id = e.order_id
    where ${scopeFilter(scope, sql`o.state`, sql`o.role`)}
      and e.created_at < ${scope.endsAt}::timestamptz
    group by e.order_id
  )`;
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

/** Orders received, published, filled and ended unfilled, by the month it happened. */
function stepsPerMonth(db: Database, scope: FiguresScope): Promise<StepRow[]> {
  // Ended unfilled: the order ended and holds no standing placement (a placement
  // cancelled before it ended does not fill it).
  return rowsOf<StepRow>(
    db,
    sql`with ${milestones(scope)}
    select ${monthOfMoment(sql`step.at`)} as month,
      count(*) filter (where step.kind = 'received')::int as received,
      count(*) filter (where step.kind = 'published')::int as published,
      count(*) filter (where step.kind = 'filled')::int as filled,
      count(*) filter (where step.kind = 'ended_unfilled')::int as ended_unfilled
    from milestones m
    join ${searchOrders} o on o.id = m.order_id
    cross join lateral (values
      ('received', m.sent_at),
      ('published', m.published_at),
      ('filled', m.confirmed_at),
      ('ended_unfilled', case when o.status = 'ended' and not exists (
        select 1 from ${placements} p where p.order_id = o.id and p.status <> 'cancelled'
      ) then m.ended_at end)
    ) as step(kind, at)
    where ${momentInPeriod(scope, sql`step.at`)}
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
  const days = (later: string) =>
    sql.raw(`extract(epoch from (w.${later} - w.published_at)) / 86400.0`);
  const percentile = (fraction: number, kind: string, later: string) =>
    sql`(percentile_cont(${sql.raw(String(fraction))}) within group (order by ${days(later)})
      filter (where w.kind = ${kind}))::float8`;
  return rowsOf<TimeRow>(
    db,
    sql`with ${milestones(scope)},
    first_applications as (
      select a.order_id, min(a.created_at) as applied_at
      from ${jobApplications} a
      join milestones m on m.order_id = a.order_id
      group by a.order_id
    ),
    waits as (
      select 'confirmation' as kind, ${monthOfMoment(sql`m.confirmed_at`)} as month,
        m.published_at, m.confirmed_at, null::timestamptz as applied_at
      from milestones m
      where m.published_at is not null and ${momentInPeriod(scope, sql`m.confirmed_at`)}
      union all
      select 'first_applicant', ${monthOfMoment(sql`f.applied_at`)},
        m.published_at, null, f.applied_at
      from milestones m join first_applications f on f.order_id = m.order_id
      where m.published_at is not null and ${momentInPeriod(scope, sql`f.applied_at`)}
    )
    select w.month,
      ${percentile(0.5, "confirmation", "confirmed_at")} as confirmation_median,
      ${percentile(0.9, "confirmation", "confirmed_at")} as confirmation_p90,
      ${percentile(0.5, "first_applicant", "applied_at")} as first_applicant_median,
      ${percentile(0.9, "first_applicant", "applied_at")} as first_applicant_p90
    from waits w
    group by grouping sets ((w.month), ())`,
  );
}
