import { PRIVACY_VERSION, TERMS_VERSION } from "../../../domain/legal-versions";
import type { SeedContext } from "./seed-context";
import { literal, pick, seedId } from "./seed-sql";

/** Mails kept 6 months after sending: the seed's lie within the last 170 days. */
const MAIL_DAYS = 170;
/** Service requests are kept 6 months after receipt. */
const REQUEST_DAYS = 170;

const MAILS: [template: string, subject: string, text: string][] = [
  [
    "job-alert",
    "Neue Vertretungsangebote für Ihre Suche",
    "zu Ihrer gespeicherten Suche gibt es neue Angebote.",
  ],
  [
    "search-order-received",
    "Ihr Suchauftrag ist eingegangen",
    "vielen Dank für Ihren Suchauftrag. Wir melden uns in Kürze.",
  ],
  [
    "search-order-accepted",
    "Ihr Suchauftrag wurde angenommen",
    "wir haben Ihren Suchauftrag angenommen.",
  ],
  [
    "search-order-published",
    "Ihr Suchauftrag ist veröffentlicht",
    "Ihr Suchauftrag ist jetzt für Fachkräfte sichtbar.",
  ],
  [
    "search-order-candidate",
    "Wir schlagen Ihnen eine Fachkraft vor",
    "wir haben eine passende Fachkraft für Ihren Auftrag gefunden.",
  ],
  [
    "placement-confirmed",
    "Ihr Einsatz ist bestätigt",
    "der Einsatz ist bestätigt. Alle Angaben finden Sie im Konto.",
  ],
  [
    "placement-start-reminder",
    "Ihr Einsatz beginnt morgen",
    "wir erinnern Sie an Ihren Einsatz, der morgen beginnt.",
  ],
  ["invoice-issued", "Ihre Rechnung", "anbei erhalten Sie unsere Rechnung."],
  [
    "application-not-selected",
    "Ihre Bewerbung",
    "leider wurde für diesen Einsatz eine andere Fachkraft ausgewählt.",
  ],
  [
    "password-reset",
    "Passwort zurücksetzen",
    "Sie können Ihr Passwort über den folgenden Link neu setzen.",
  ],
];

const ACTIONS: [targetType: string, action: string][] = [
  ["search_order", "order.accept"],
  ["search_order", "order.propose"],
  ["search_order", "order.decline"],
  ["user", "staff.activate"],
  ["user", "owner.activate"],
  ["user", "document.download"],
  ["user", "account.block"],
  ["placement", "placement.arrange"],
  ["placement", "placement.cancel"],
  ["invoice", "invoice.payment"],
  ["invoice", "invoice.reminder"],
];

const AUDIT_TARGETS = [
  { type: "search_order", share: 0.35, source: "select id from search_orders" },
  { type: "user", share: 0.25, source: "select id from users where role <> 'admin'" },
  { type: "placement", share: 0.2, source: "select id from placements" },
  { type: "invoice", share: 0.2, source: "select id from invoices" },
];

/** The outbox, the audit log and the courier and cleaning requests, with their consents. */
export function logStatements(context: SeedContext): string[] {
  const { size, NOW } = context;
  const mailRows = MAILS.map(
    ([t, s, x], n) => `(${n}, ${literal(t)}, ${literal(s)}, ${literal(x)})`,
  ).join(", ");
  const courier = Math.floor(size.serviceRequests / 2);
  const cleaning = size.serviceRequests - courier;
  const auditStart = `make_timestamptz(extract(year from ${NOW})::int - 3, 1, 1, 0, 0, 0, 'Europe/Berlin')`;
  return [
    `create temp table seed_mail (n int, template text, subject text, text text);
     insert into seed_mail values ${mailRows};
     create temp table seed_recipient as
     select row_number() over (order by id) - 1 as n, email, first_name || ' ' || last_name as name
     from users where role <> 'admin' and status <> 'unverified';
     create unique index on seed_recipient (n)`,

    `insert into outbox_emails (template, recipient, subject, body, status, attempts, next_attempt_at, last_error, created_at, sent_at)
     select m.template, r.email, m.subject,
       jsonb_build_object('heading', m.subject, 'paragraphs', jsonb_build_array('Guten Tag ' || r.name || ',', m.text)),
       (case when ${pick("ms", "i", 2000)} = 0 then 'failed' else 'sent' end)::email_status,
       case when ${pick("ms", "i", 2000)} = 0 then 8 else 1 end, c.t,
       case when ${pick("ms", "i", 2000)} = 0 then '550 5.1.1 Mailbox unavailable' end,
       c.t, case when ${pick("ms", "i", 2000)} <> 0 then c.t + interval '3 seconds' end
     from generate_series(1, ${size.mails}) i
     cross join lateral (select ${NOW} - interval '${MAIL_DAYS} days' * (1 - (i - 0.5) / ${size.mails}) as t) c
     join seed_mail m on m.n = ${pick("mt", "i", MAILS.length)}
     join seed_recipient r on r.n = ${pick("mr", "i", "(select count(*) from seed_recipient)")}`,

    ...AUDIT_TARGETS.map(({ type, share, source }, index) => {
      const rows = Math.round(size.auditEntries * share);
      const actions = ACTIONS.filter(([target]) => target === type).map(([, action]) => action);
      return `insert into audit_log (actor_id, actor_email, action, target_type, target_id, details, created_at)
     select ${seedId("admin", "i % 3")},
       case i % 3 when 0 then ${literal(context.adminEmail)} else 'betrieb' || (i % 3) || '@example.org' end,
       a.action, '${type}', t.id::text,
       case a.action when 'account.block' then '{"reason": "Unterlagen abgelaufen"}'::jsonb else '{}'::jsonb end,
       ${auditStart} + (${NOW} - ${auditStart}) * ((i - 0.5) / ${rows})
     from generate_series(1, ${rows}) i
     join (select row_number() over (order by id) - 1 as n, id from (${source}) s) t
       on t.n = ${pick(`at${index}`, "i", `(select count(*) from (${source}) c)`)}
     join (values ${actions.map((action, n) => `(${n}, '${action}')`).join(", ")}) a(n, action)
       on a.n = ${pick(`aa${index}`, "i", actions.length)}`;
    }),

    `insert into courier_requests (id, status, pharmacy_name, email, telephone, gender, first_name, last_name, street,
       zip_code, delivery_area, delivery_equipment, software, created_at, updated_at)
     select ${seedId("courier", "i")}, s.status::service_request_status, o.pharmacy_name, o.email,
       '+49' || (200 + ${pick("cph", "i", 700)}) || lpad(${pick("cpn", "i", 10_000_000)}::text, 7, '0'),
       (case when o.female then 'Ms' else 'Mr' end)::service_salutation, o.first_name, o.last_name,
       o.street || ' ' || o.street_number, o.postcode || ' ' || o.city,
       (array['Innenstadt', 'Stadtgebiet und Umland, 15 km', 'nur Altenheime im Ort'])[1 + ${pick("cda", "i", 3)}],
       (array['Fahrrad', 'eigener PKW', 'Kühlbox vorhanden'])[1 + ${pick("cde", "i", 3)}],
       array[(array['ADG', 'CIDA', 'Lauer Fischer', 'Pharmatechnik'])[1 + ${pick("csw", "i", 4)}]], c.t, c.t + s.after
     from generate_series(1, ${courier}) i
     cross join lateral (select ${NOW} - interval '${REQUEST_DAYS} days' * (1 - (i - 0.5) / ${courier}) as t) c
     join seed_owner o on o.k = ${pick("co", "i", size.owners)}
     cross join lateral (select case when c.t < ${NOW} - interval '14 days' then
         case when ${pick("cst", "i", 10)} = 0 then 'in_progress' else 'done' end
       else (array['new', 'in_progress'])[1 + ${pick("cst", "i", 2)}] end as status,
       case when c.t < ${NOW} - interval '14 days' then interval '2 days' else interval '0' end as after) s`,

    `insert into cleaning_requests (id, status, pharmacy_name, email, telephone, gender, first_name, last_name, street,
       zip_code, city, room_count, sqm, tasks, created_at, updated_at)
     select ${seedId("cleaning", "i")}, s.status::service_request_status, o.pharmacy_name, o.email,
       '+49' || (200 + ${pick("lph", "i", 700)}) || lpad(${pick("lpn", "i", 10_000_000)}::text, 7, '0'),
       (case when o.female then 'Ms' else 'Mr' end)::service_salutation, o.first_name, o.last_name,
       o.street || ' ' || o.street_number, o.postcode, o.city, 2 + ${pick("lrc", "i", 10)},
       case when ${pick("lsq", "i", 4)} > 0 then 60 + ${pick("lsm", "i", 300)} end,
       (array['Verkaufsraum und Büro, zweimal wöchentlich', 'Grundreinigung vor der Inventur', 'Fenster und Schaufenster'])[1 + ${pick("lt", "i", 3)}],
       c.t, c.t + s.after
     from generate_series(1, ${cleaning}) i
     cross join lateral (select ${NOW} - interval '${REQUEST_DAYS} days' * (1 - (i - 0.5) / ${cleaning}) as t) c
     join seed_owner o on o.k = ${pick("lo", "i", size.owners)}
     cross join lateral (select case when c.t < ${NOW} - interval '14 days' then
         case when ${pick("lst", "i", 10)} = 0 then 'in_progress' else 'done' end
       else (array['new', 'in_progress'])[1 + ${pick("lst", "i", 2)}] end as status,
       case when c.t < ${NOW} - interval '14 days' then interval '2 days' else interval '0' end as after) s`,

    `insert into consent_records (subject, subject_id, ip_address, user_agent, terms_version, privacy_version, accepted_at)
     select 'courier_request'::consent_subject, id::text, '192.0.2.' || (1 + ${pick("cip", "id", 254)}), 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5)',
       '${TERMS_VERSION}', '${PRIVACY_VERSION}', created_at from courier_requests
     union all
     select 'cleaning_request'::consent_subject, id::text, '192.0.2.' || (1 + ${pick("lip", "id", 254)}), 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)',
       '${TERMS_VERSION}', '${PRIVACY_VERSION}', created_at from cleaning_requests`,
  ];
}

/** Accounts whose state the rest decides: a backlog to activate, a few blocked. */
export function finishStatements(context: SeedContext): string[] {
  const { NOW } = context;
  return [
    `update users u set status = 'inactive', activated_at = null, activated_by = null, last_login_at = null
     from seed_staff s
     where u.id = s.id and (${pick("sin", "s.k", 60)} = 0 or s.created_at > ${NOW} - interval '10 days')
       and not exists (select 1 from job_applications a where a.staff_id = s.id)`,
    `update users u set status = 'blocked', blocked_reason = 'Approbationsurkunde nicht mehr gültig'
     from seed_staff s
     where u.id = s.id and u.status = 'active' and ${pick("sbl", "s.k", 250)} = 0
       and not exists (select 1 from placements p where p.staff_id = s.id and p.last_day >= ${NOW}::date)`,
    "analyze",
  ];
}
