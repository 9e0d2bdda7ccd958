import { sql } from "drizzle-orm";
import type { FiguresAnswer } from "../../../domain/api/figures";
import { addMonthsToIsoDate, startOfBusinessDay } from "../../../domain/dates";
import type { Database } from "../../db/client";
import { pharmacyProfiles, staffProfiles, users } from "../../db/schema";
import {
  byMonth,
  type FiguresScope,
  momentInPeriod,
  monthOfMoment,
  postcodeStatesTable,
  rowsOf,
  scopeFilter,
} from "./figures-scope";

type PeopleFigures = FiguresAnswer["people"];

/**
 * Staff accounts with their profession and, where a region is asked for or `withState`,
 * their federal state (from the postcode directory; without either, no statement carries
 * the directory).
 */
function scopedStaff(scope: FiguresScope, withState = false) {
  if (!withState && !scope.region) {
    return sql`${users} u
    join ${staffProfiles} sp on sp.user_id = u.id
    where u.role = 'pharmacist'
      and ${scopeFilter(scope, sql`null`, sql`sp.profession`)}`;
  }
  return sql`${users} u
    join ${staffProfiles} sp on sp.user_id = u.id
    left join ${postcodeStatesTable()} on postcode_states.postcode = sp.postal_code
    where u.role = 'pharmacist'
      and ${scopeFilter(scope, sql`postcode_states.state`, sql`sp.profession`)}`;
}

export async function peopleFigures(db: Database, scope: FiguresScope): Promise<PeopleFigures> {
  const [active, registrations, waitingNow, backlog] = await Promise.all([
    // Activated by the period's end and active now (the status keeps no history).
    rowsOf<PeopleFigures["active_staff"][number]>(
      db,
      sql`select sp.profession, postcode_states.state as region, count(*)::int as count
      from ${scopedStaff(scope, true)}
        and u.status = 'active'
        and coalesce(u.activated_at, u.created_at) < ${scope.endsAt}::timestamptz
      group by 1, 2
      order by 1, 2`,
    ),
    registrationsPerMonth(db, scope),
    rowsOf<{ waiting: number }>(
      db,
      sql`select count(*)::int as waiting from ${scopedStaff(scope)} and u.status = 'inactive'`,
    ),
    backlogAtMonthEnds(db, scope),
  ]);
  return {
    active_staff: active,
    registrations_per_month: byMonth(scope.months, registrations, (month, row) => ({
      month,
      owners: scope.profession ? null : (row?.owners ?? 0),
      staff: row?.staff ?? 0,
    })),
    activation_backlog: {
      waiting_now: waitingNow[0]?.waiting ?? 0,
      per_month: byMonth(scope.months, backlog, (month, row) => ({
        month,
        waiting: row ? row.waiting : null,
      })),
    },
  };
}

/**
 * New owner and staff accounts per month. An owner's federal state is the pharmacy's
 * (stored since migration 0013, else from its postcode); a profession filter leaves
 * owners out.
 */
function registrationsPerMonth(db: Database, scope: FiguresScope) {
  return rowsOf<{ month: string; owners: number; staff: number }>(
    db,
    sql`select ${monthOfMoment(sql`u.created_at`)} as month,
      count(*) filter (where u.role = 'pharmacy_owner')::int as owners,
      count(*) filter (where u.role = 'pharmacist')::int as staff
    from ${users} u
    ${
      scope.region
        ? sql`left join ${staffProfiles} sp on sp.user_id = u.id
    left join ${pharmacyProfiles} pp on pp.user_id = u.id
    left join ${postcodeStatesTable()}
      on postcode_states.postcode = coalesce(sp.postal_code, pp.postal_code)`
        : sql`left join ${staffProfiles} sp on sp.user_id = u.id`
    }
    where u.role in ('pharmacy_owner', 'pharmacist')
      and ${momentInPeriod(scope, sql`u.created_at`)}
      and ${scopeFilter(
        scope,
        scope.region ? sql`coalesce(pp.state, postcode_states.state)` : sql`null`,
        sql`sp.profession`,
      )}
    group by 1`,
  );
}

/**
 * Staff waiting for activation at the end of each month of the period that has begun
 * (the current month: now): registered by then and activated only later, or still
 * waiting. A registration refused without activation leaves no date, so it is not
 * counted in earlier months.
 */
function backlogAtMonthEnds(db: Database, scope: FiguresScope) {
  const ends: { month: string; at: string }[] = [];
  for (const month of scope.months) {
    const begins = startOfBusinessDay(`${month}-01`);
    if (begins > scope.now) break;
    const end = startOfBusinessDay(addMonthsToIsoDate(`${month}-01`, 1));
    ends.push({ month, at: new Date(Math.min(end.getTime(), scope.now.getTime())).toISOString() });
  }
  if (ends.length === 0) return Promise.resolve([]);
  // Someone waits at a month's end `t` when registered before it and activated at or
  // after it (or never, still inactive): +1 at registration, -1 at activation (an
  // activation dated before the registration counts as at it). Each moment falls between
  // two of the ascending ends (width_bucket: how many ends lie at or before it), and the
  // waiting at the i-th end are the marks of the buckets before i: one pass over the
  // staff, not one per month.
  return rowsOf<{ month: string; waiting: number }>(
    db,
    sql`with staff as (
      select u.created_at, u.activated_at, u.status from ${scopedStaff(scope)}
    ),
    ends as (
      select e.month, e.at, e.position::int as position
      from unnest(
        ${sql.param(ends.map((end) => end.month))}::text[],
        ${sql.param(ends.map((end) => end.at))}::timestamptz[]
      ) with ordinality as e(month, at, position)
    ),
    bounds as (select array_agg(at order by position) as ats from ends),
    marks as (
      select width_bucket(s.created_at, bounds.ats) as bucket, 1 as change
      from staff s, bounds where s.activated_at is not null or s.status = 'inactive'
      union all
      select width_bucket(greatest(s.created_at, s.activated_at), bounds.ats), -1
      from staff s, bounds where s.activated_at is not null
    ),
    buckets as materialized (select m.bucket, sum(m.change) as change from marks m group by 1)
    select ends.month,
      coalesce((select sum(b.change) from buckets b where b.bucket < ends.position), 0)::int
        as waiting
    from ends`,
  );
}
