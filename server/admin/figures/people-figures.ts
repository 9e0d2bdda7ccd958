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

/** Staff accounts with their profession and federal state (from the postcode). */
function scopedStaff(scope: FiguresScope) {
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
      from ${scopedStaff(scope)}
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
    left join ${staffProfiles} sp on sp.user_id = u.id
    left join ${pharmacyProfiles} pp on pp.user_id = u.id
    left join ${postcodeStatesTable()}
      on postcode_states.postcode = coalesce(sp.postal_code, pp.postal_code)
    where u.role in ('pharmacy_owner', 'pharmacist')
      and ${momentInPeriod(scope, sql`u.created_at`)}
      and ${scopeFilter(scope, sql`coalesce(pp.state, postcode_states.state)`, sql`sp.profession`)}
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
  return rowsOf<{ month: string; waiting: number }>(
    db,
    sql`select ends.month, count(staff.id)::int as waiting
    from unnest(
      ${sql.param(ends.map((end) => end.month))}::text[],
      ${sql.param(ends.map((end) => end.at))}::timestamptz[]
    ) as ends(month, at)
    left join (
      select u.id, u.created_at, u.activated_at, u.status from ${scopedStaff(scope)}
    ) as staff
      on staff.created_at < ends.at
      and (staff.activated_at >= ends.at or (staff.activated_at is null and staff.status = 'inactive'))
    group by 1`,
  );
}
