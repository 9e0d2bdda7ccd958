import type { SeedContext } from "./seed-context";
import { pick, seedId } from "./seed-sql";

const WWS = ["ADG", "CIDA", "Lauer Fischer", "Pharmatechnik", "Prokas", "ASYS"];

/** Orders, their periods, history and applications, placements and booked days. */
export function orderRowStatements(context: SeedContext): string[] {
  const { NOW } = context;
  const admin = (expression: string) => seedId("admin", `${expression} % 3`);
  return [
    `insert into search_orders (id, owner_id, branch_id, status, type, role, owner_cover, working_hours, street,
       postal_code, city, state, wws_software, hourly_rate, note, candidate_id, decline_reason, sent_at,
       published_at, confirmed_at, created_at, updated_at)
     select id, owner_id, branch_id, status::search_order_status, type::job_offer_type, role::staff_profession,
       owner_cover, working_hours, street, postcode, city, state::federal_state,
       array[(array[${WWS.map((name) => `'${name}'`).join(", ")}])[1 + ${pick("ow", "i", WWS.length)}]],
       hourly_rate, case when ${pick("ono", "i", 6)} = 0 then 'Bitte am Vortag kurz anrufen.' else '' end,
       case when t_prop <= ${NOW} and fate in ('placed', 'cancelled') then cand_id end,
       case when status = 'declined' then 'Für diesen Zeitraum können wir leider niemanden anbieten.' end,
       case when fate <> 'draft' and t_sent <= ${NOW} then t_sent end,
       case when fate in ('placed', 'cancelled', 'unfilled') and t_pub <= ${NOW} then t_pub end,
       case when fate in ('placed', 'cancelled') and t_conf <= ${NOW} then t_conf end,
       created_at, t_status
     from seed_o order by i`,

    `insert into search_order_periods (order_id, start_date, end_date) select id, first_day, last_day from seed_o order by i`,

    `insert into search_order_events (order_id, status, actor_id, subject_id, note, created_at)
     select o.id, e.status::search_order_status, case when e.by_owner then o.owner_id else ${admin("o.i")} end,
       e.subject, e.note, e.t
     from seed_o o cross join lateral (values
       ('draft', o.created_at, true, null::uuid, null::text, true),
       ('sent', o.t_sent, true, null, null, o.fate <> 'draft'),
       ('accepted', o.t_acc, false, null, null, o.fate in ('placed', 'cancelled', 'unfilled')),
       ('published', o.t_pub, false, null, null, o.fate in ('placed', 'cancelled', 'unfilled')),
       ('candidate_proposed', o.t_prop, false, o.cand_id, 'Vorgeschlagen: ' || o.staff_name, o.fate in ('placed', 'cancelled')),
       ('confirmed', o.t_conf, true, null, null, o.fate in ('placed', 'cancelled')),
       ('placed', o.t_placed, false, null, null, o.fate = 'placed'),
       ('ended', o.t_cancel, true, null, 'Einsatz abgesagt', o.fate = 'cancelled'),
       ('ended', o.t_end, false, null, 'Ohne Besetzung beendet', o.fate = 'unfilled'),
       ('declined', o.t_acc, false, null, 'Für diesen Zeitraum können wir leider niemanden anbieten.', o.fate = 'declined')
     ) e(status, t, by_owner, subject, note, ok)
     where e.ok and e.t <= ${NOW}
     order by o.i, e.t`,

    `insert into job_applications (order_id, staff_id, data_consent_at, status, status_changed_at, created_at)
     select o.id, st.id, o.t_app,
       (case when o.fate in ('placed', 'cancelled') and o.t_cancel <= ${NOW} and o.fate = 'cancelled' then 'cancelled'
         when o.fate in ('placed', 'cancelled') and o.t_conf <= ${NOW} then 'confirmed'
         when o.fate in ('placed', 'cancelled') and o.t_prop <= ${NOW} then 'proposed'
         when o.fate = 'unfilled' and o.t_end <= ${NOW} then 'not_selected' else 'applied' end)::application_status,
       case when o.fate = 'cancelled' and o.t_cancel <= ${NOW} then o.t_cancel
         when o.fate in ('placed', 'cancelled') and o.t_conf <= ${NOW} then o.t_conf
         when o.fate in ('placed', 'cancelled') and o.t_prop <= ${NOW} then o.t_prop
         when o.fate = 'unfilled' and o.t_end <= ${NOW} then o.t_end else o.t_app end,
       o.t_app
     from seed_o o join seed_staff st on st.role = o.role and st.i = o.app_i
     where o.fate in ('placed', 'cancelled', 'unfilled') and o.t_app <= ${NOW}
     union all
     select o.id, st.id, o.t_second,
       (case when (o.fate in ('placed', 'cancelled') and o.t_conf <= ${NOW}) or (o.fate = 'unfilled' and o.t_end <= ${NOW})
         then 'not_selected' else 'applied' end)::application_status,
       case when o.fate in ('placed', 'cancelled') and o.t_conf <= ${NOW} then o.t_conf
         when o.fate = 'unfilled' and o.t_end <= ${NOW} then o.t_end else o.t_second end,
       o.t_second
     from seed_o o join seed_staff st on st.role = o.role
       and st.i = (o.app_i + 1 + ${pick("oa3", "o.i", "greatest(o.m - 1, 1)")}) % o.m
     where o.m > 1 and ${pick("oa2", "o.i", 2)} = 0 and o.fate in ('placed', 'cancelled', 'unfilled') and o.t_second <= ${NOW}`,

    // Fees under the default price list the migrations put in place.
    `create temp table seed_price as
     select role::text, kind::text, unit::text, net_cents from price_entries where owner_id is null`,

    `insert into placements (id, order_id, owner_id, staff_id, type, role, owner_cover, periods, first_day, last_day,
       working_hours, pharmacy_name, street, postal_code, city, state, owner_name, staff_name, staff_profession,
       hourly_rate, confirmed_at, fee, status, cancelled_at, cancelled_by, cancel_reason, arranged_at,
       start_reminder_sent_at, created_at, updated_at)
     select ${seedId("placement", "o.i")}, o.id, o.owner_id, o.cand_id, o.type::job_offer_type, o.role::staff_profession,
       o.owner_cover, jsonb_build_array(jsonb_build_object('startDate', o.first_day, 'endDate', o.last_day)),
       o.first_day, o.last_day, o.working_hours, o.pharmacy_name, o.street, o.postcode, o.city,
       o.state::federal_state, o.owner_name, o.staff_name, o.role::staff_profession, o.hourly_rate, o.t_conf,
       jsonb_build_object('role', o.role, 'kind', p.kind, 'unit', p.unit, 'unitNetCents', p.net_cents,
         'quantity', q.quantity, 'placementDays', o.len_days, 'netCents', p.net_cents * q.quantity, 'vatRate', 19,
         'vatCents', round(p.net_cents * q.quantity * 0.19),
         'grossCents', p.net_cents * q.quantity + round(p.net_cents * q.quantity * 0.19)),
       (case when o.fate = 'cancelled' and o.t_cancel <= ${NOW} then 'cancelled'
         when o.fate = 'placed' and o.t_placed <= ${NOW} then 'arranged' else 'confirmed' end)::placement_status,
       case when o.fate = 'cancelled' and o.t_cancel <= ${NOW} then o.t_cancel end,
       case when o.fate = 'cancelled' and o.t_cancel <= ${NOW}
         then ((array['owner', 'staff', 'operator'])[1 + ${pick("pcb", "o.i", 3)}])::placement_cancelled_by end,
       case when o.fate = 'cancelled' and o.t_cancel <= ${NOW}
         then (array['Die Apotheke wird vorübergehend geschlossen.', 'Erkrankung', 'Der Einsatz wird intern abgedeckt.'])[1 + ${pick("pcb", "o.i", 3)}] end,
       case when o.fate = 'placed' and o.t_placed <= ${NOW} then o.t_placed end,
       case when o.start_at - interval '1 day' <= ${NOW} and not (o.fate = 'cancelled' and o.t_cancel <= ${NOW})
         then o.start_at - interval '1 day' end,
       o.t_conf, greatest(o.t_conf, case when o.fate = 'placed' and o.t_placed <= ${NOW} then o.t_placed
         when o.fate = 'cancelled' and o.t_cancel <= ${NOW} then o.t_cancel else o.t_conf end)
     from seed_o o
     join seed_price p on p.role = o.role
       and p.kind = case when o.owner_cover then 'Inhabervertretung' else o.type end
     cross join lateral (select case p.unit when 'per_day' then o.len_days else 1 end as quantity) q
     where o.fate in ('placed', 'cancelled') and o.t_conf <= ${NOW}
     order by o.i`,

    `insert into confirmed_assignments (order_id, staff_id, period, created_at)
     select order_id, staff_id, daterange(first_day, last_day, '[]'), confirmed_at
     from placements where status <> 'cancelled' order by first_day`,
  ];
}
