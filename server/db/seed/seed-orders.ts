import type { SeedContext } from "./seed-context";
import { fraction, pick, seedId } from "./seed-sql";

/** When each order's steps happen, as shares of the time from its receipt to its first day. */
const STEPS = {
  accept: 0.05,
  publish: 0.08,
  apply: 0.2,
  second: 0.3,
  propose: 0.4,
  confirm: 0.6,
  arrange: 0.7,
  cancel: 0.8,
};

/**
 * Orders over the years (growing), each with a fate: placed (76 %), its placement
 * cancelled (4 %), ended unfilled (14 %), declined (5 %) or a draft (recent only). Its
 * history is cut at the seed's "now", so the latest orders are still running. A
 * candidate is drawn round-robin among the staff of the order's profession registered
 * by then, so one person's placements lie months apart; the few that would still
 * overlap end unfilled (the exclusion constraint on confirmed_assignments).
 */
export function orderStatements(context: SeedContext): string[] {
  const { size, NOW, START, SPAN } = context;
  const activeOwners = size.owners - context.unverifiedOwners;
  const ownerFloor = Math.min(20, activeOwners);
  const at = (step: keyof typeof STEPS) => `o.created_at + o.lead * ${STEPS[step]}`;
  return [
    `create temp table seed_order as
     select c.*, ${seedId("order", "c.i")} as id,
       c.role = 'Apotheker/in' and ${pick("ocv", "c.i", 5)} = 0 as owner_cover,
       (c.created_at at time zone 'Europe/Berlin')::date + c.lead_days as first_day,
       (c.created_at at time zone 'Europe/Berlin')::date + c.lead_days + c.len_days - 1 as last_day,
       case when c.roll < 76 then 'placed' when c.roll < 80 then 'cancelled' when c.roll < 94 then 'unfilled'
         when c.roll < 99 then 'declined' when c.created_at > ${NOW} - interval '60 days' then 'draft'
         else 'unfilled' end as fate,
       least(g.g, g.floor + floor(g.g * power(floor(c.x * 20) / 20, 2)))::int as m,
       null::int as cand_i
     from (select i, x, ${START} + ${SPAN} * x as created_at,
             floor(${fraction("oo", "i")} * least(${activeOwners}, ${ownerFloor} + floor(${activeOwners} * x * x)))::int as owner_k,
             case when ${pick("or", "i", 10)} < 4 then 'Apotheker/in' when ${pick("or", "i", 10)} < 9 then 'PTA' else 'PKA' end as role,
             case when ${pick("ot", "i", 10)} < 7 then 'Vertretungsangebot' when ${pick("ot", "i", 10)} < 9 then 'Feststelle'
               else 'Nachtdienst' end as type,
             2 + ${pick("old", "i", 40)} as lead_days, 1 + ${pick("oln", "i", 10)} as len_days, ${pick("ofa", "i", 100)} as roll
           from (select i, sqrt((i - 0.5) / ${size.orders})::float8 as x from generate_series(1, ${size.orders}) i) b) c
     join seed_group g on g.role = c.role;
     create unique index on seed_order (i)`,

    // Round robin inside a profession; the modulus changes only twenty times.
    `create temp table seed_cand as
     select i, (j % m)::int as cand_i from (
       select i, m, row_number() over (partition by role order by i) - 1 as j
       from seed_order where fate in ('placed', 'cancelled')) s;
     delete from seed_cand c using (
       select c.i, o.first_day, max(o.last_day) over (partition by o.role, c.cand_i order by o.first_day, o.i
         rows between unbounded preceding and 1 preceding) as previous_last_day
       from seed_cand c join seed_order o on o.i = c.i) x
     where x.i = c.i and x.previous_last_day >= x.first_day;
     update seed_order o set cand_i = c.cand_i from seed_cand c where c.i = o.i;
     update seed_order set fate = 'unfilled' where fate in ('placed', 'cancelled') and cand_i is null`,

    `create temp table seed_o as
     select o.*, ow.id as owner_id, ow.first_name || ' ' || ow.last_name as owner_name, ow.email as owner_email,
       br.id as branch_id, coalesce(br.name, ow.pharmacy_name) as pharmacy_name,
       coalesce(br.street || ' ' || br.street_number, ow.street || ' ' || ow.street_number) as street,
       coalesce(br.postcode, ow.postcode) as postcode, coalesce(br.city, ow.city) as city,
       'DE-' || coalesce(br.state, ow.state) as state,
       st.id as cand_id, st.first_name || ' ' || st.last_name as staff_name,
       coalesce(o.cand_i, ${pick("oa1", "o.i", "o.m")}) as app_i,
       case o.type when 'Nachtdienst' then '18:30–8:00'
         else (array['8:00–18:30', '8:30–19:00', '7:30–14:00', '14:00–20:00'])[1 + ${pick("owh", "o.i", 4)}] end as working_hours,
       case o.role when 'Apotheker/in' then 45 + ${pick("ohr", "o.i", 20)} when 'PTA' then 24 + ${pick("ohr", "o.i", 8)}
         else 19 + ${pick("ohr", "o.i", 5)} end as hourly_rate,
       o.created_at + interval '5 minutes' as t_sent,
       ${at("accept")} as t_acc, ${at("publish")} as t_pub, ${at("apply")} as t_app, ${at("second")} as t_second,
       ${at("propose")} as t_prop, ${at("confirm")} as t_conf, ${at("arrange")} as t_placed, ${at("cancel")} as t_cancel,
       o.start_at as t_end
     from (select o.*, ((o.first_day::timestamp + interval '8 hours') at time zone 'Europe/Berlin') as start_at,
             ((o.first_day::timestamp + interval '8 hours') at time zone 'Europe/Berlin') - o.created_at as lead
           from seed_order o) o
     join seed_owner ow on ow.k = o.owner_k
     left join seed_branch br on br.owner_k = o.owner_k and br.n = ${pick("obr", "o.i", 4)} and br.created_at < o.created_at
     left join seed_staff st on st.role = o.role and st.i = o.cand_i;
     create unique index on seed_o (i);
     alter table seed_o add column status text, add column t_status timestamptz;
     update seed_o set (status, t_status) = (select s, t from (values
         ('draft', created_at, true), ('sent', t_sent, fate <> 'draft'),
         ('accepted', t_acc, fate in ('placed', 'cancelled', 'unfilled')),
         ('published', t_pub, fate in ('placed', 'cancelled', 'unfilled')),
         ('candidate_proposed', t_prop, fate in ('placed', 'cancelled')),
         ('confirmed', t_conf, fate in ('placed', 'cancelled')), ('placed', t_placed, fate = 'placed'),
         ('ended', t_cancel, fate = 'cancelled'), ('ended', t_end, fate = 'unfilled'),
         ('declined', t_acc, fate = 'declined')) v(s, t, ok)
       where ok and t <= ${NOW} order by t desc limit 1)`,
  ];
}
