import { sql } from "drizzle-orm";
import type { FiguresAnswer } from "../../../domain/api/figures";
import type { Database } from "../../db/client";
import { figuresPlacementMonths, placements } from "../../db/schema";
import {
  dayOfMoment,
  type FiguresScope,
  momentInPeriod,
  rowsOf,
  scopeFilter,
  wholeMonthsAndParts,
} from "./figures-scope";

type PlacementFigures = FiguresAnswer["placements"];

export async function placementFigures(
  db: Database,
  scope: FiguresScope,
): Promise<PlacementFigures> {
  const [days, cancellations] = await Promise.all([
    placementDays(db, scope),
    cancellationCounts(db, scope),
  ]);
  return { days_per_month: days, cancellations };
}

/**
 * Calendar days of standing placements (not cancelled) within the period, per month
 * and ordered role (the fee counts the same calendar days, domain/billing/fees.ts). The
 * database keeps each placement's days per month (figures_placement_months,
 * docs/decisions/0064-figures-kept-ready.md); a month the period covers only in part
 * (a free period) unrolls the periods of the placements it touches into their days.
 */
function placementDays(db: Database, scope: FiguresScope) {
  const { whole, parts } = wholeMonthsAndParts(scope);
  const wholeDays = whole
    ? sql`select pm.month, pm.role as profession, pm.days
      from ${figuresPlacementMonths} pm
      where pm.month between ${whole.first} and ${whole.last}
        and ${scopeFilter(scope, sql`pm.state`, sql`pm.role`)}`
    : null;
  const partDays = parts.map(
    ({ from, to }) => sql`select to_char(day, 'YYYY-MM') as month, p.role as profession, 1 as days
    from ${placements} p
    cross join lateral jsonb_array_elements(p.periods) as period
    cross join lateral generate_series(
      greatest((period->>'startDate')::date, ${from}::date)::timestamp,
      least((period->>'endDate')::date, ${to}::date)::timestamp,
      interval '1 day'
    ) as day
    where p.status <> 'cancelled'
      and p.first_day <= ${to}::date and p.last_day >= ${from}::date
      and ${scopeFilter(scope, sql`p.state`, sql`p.role`)}`,
  );
  const union = sql.join(wholeDays ? [wholeDays, ...partDays] : partDays, sql` union all `);
  return rowsOf<PlacementFigures["days_per_month"][number]>(
    db,
    sql`select d.month, d.profession, sum(d.days)::int as days
    from (${union}) as d
    group by 1, 2
    order by 1, 2`,
  );
}

/**
 * Placements cancelled in the period, by side and by whole days from the day of the
 * cancellation to the first day (domain/figures.ts, CANCELLATION_LATENESS).
 */
function cancellationCounts(db: Database, scope: FiguresScope) {
  return rowsOf<PlacementFigures["cancellations"][number]>(
    db,
    sql`select p.cancelled_by as side,
      case
        when ahead.days < 0 then 'after-start'
        when ahead.days <= 1 then '0-1'
        when ahead.days <= 7 then '2-7'
        when ahead.days <= 14 then '8-14'
        else 'over-14'
      end as lateness,
      count(*)::int as count
    from ${placements} p
    cross join lateral (select p.first_day - ${dayOfMoment(sql`p.cancelled_at`)} as days) as ahead
    where p.status = 'cancelled' and p.cancelled_by is not null
      and ${momentInPeriod(scope, sql`p.cancelled_at`)}
      and ${scopeFilter(scope, sql`p.state`, sql`p.role`)}
    group by 1, 2
    order by 1, 2`,
  );
}
