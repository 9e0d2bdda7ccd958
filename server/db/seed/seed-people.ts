import { PRIVACY_VERSION, TERMS_VERSION } from "../../../domain/legal-versions";
import type { SeedContext } from "./seed-context";
import { asciiLower, literal, pick, placeholderPdfHex, seedId, wordTable } from "./seed-sql";
import {
  FEMALE_FIRST_NAMES,
  LAST_NAMES,
  MALE_FIRST_NAMES,
  PHARMACY_NAME_PATTERNS,
  STREET_NAMES,
} from "./seed-words";

const WWS = [
  "ADG",
  "Aposoft",
  "ASYS",
  "CIDA",
  "DEOS",
  "GAWIS",
  "JUMP",
  "Lauer Fischer",
  "Pharmatechnik",
  "Prokas",
];
const wwsArray = (salt: string, expression: string) =>
  `(array[${WWS.map(literal).join(", ")}])[1 + ${pick(salt, expression, WWS.length)}:1 + ${pick(salt, expression, WWS.length)}]`;

/** Word lists, postcodes and the staff groups as temporary tables. */
export function wordTables(context: SeedContext): string[] {
  const firstNames = [...FEMALE_FIRST_NAMES, ...MALE_FIRST_NAMES];
  const postcodeRows = context.postcodes
    .map(
      (entry, index) => `(${index}, '${entry.postcode}', ${literal(entry.city)}, '${entry.state}')`,
    )
    .join(", ");
  return [
    `${wordTable("seed_first", firstNames)}
     alter table seed_first add column female boolean;
     update seed_first set female = n < ${FEMALE_FIRST_NAMES.length};`,
    wordTable("seed_last", LAST_NAMES),
    wordTable("seed_street", STREET_NAMES),
    wordTable("seed_pharmacy_name", PHARMACY_NAME_PATTERNS),
    `create temp table seed_pc (n int primary key, postcode text, city text, state text);
     insert into seed_pc values ${postcodeRows};`,
  ];
}

/** Columns of a made-up person and address drawn for row number `k` (salted by kind). */
function personColumns(kind: string, counts: SeedContext["counts"]) {
  return `${pick(`${kind}f`, "k", counts.firstNames)} as hf, ${pick(`${kind}l`, "k", counts.lastNames)} as hl,
    ${pick(`${kind}s`, "k", counts.streets)} as hs, ${pick(`${kind}p`, "k", counts.postcodes)} as hp`;
}

function personJoin(alias: string) {
  return `join seed_first f on f.n = ${alias}.hf join seed_last l on l.n = ${alias}.hl
    join seed_street s on s.n = ${alias}.hs join seed_pc p on p.n = ${alias}.hp`;
}

function email(kind: string) {
  return `${asciiLower("f.name || '.' || l.name")} || '.${kind}' || k || '@example.' ||
    (array['org', 'com', 'net'])[1 + ${pick("em", "k", 3)}]`;
}

/** Operators, owners with their pharmacies and branches, staff with their documents. */
export function peopleStatements(context: SeedContext): string[] {
  const { size, NOW, START, SPAN, hash, counts } = context;
  const activeOwners = size.owners - context.unverifiedOwners;
  const ownerFloor = Math.min(20, activeOwners);
  const pdf = placeholderPdfHex("Beispieldokument (npm run seed)");
  return [
    `insert into users (id, email, password_hash, role, status, first_name, last_name, phone,
       email_verified_at, activated_at, last_login_at, created_at, updated_at)
     select ${seedId("admin", "n")}, case n when 0 then ${literal(context.adminEmail)} else 'betrieb' || n || '@example.org' end,
       ${literal(hash)}, 'admin', 'active', (array['Katrin', 'Ahmet', 'Lisa'])[n + 1],
       (array['Brandt', 'Demir', 'Vogel'])[n + 1], '', ${START}, ${START}, ${NOW} - interval '1 hour', ${START}, ${START}
     from generate_series(0, 2) n`,

    `create temp table seed_owner as
     select b.k, ${seedId("owner", "b.k")} as id, f.name as first_name, l.name as last_name, f.female,
       ${email("o")} as email, s.name as street, 1 + ${pick("osn", "b.k", 90)} as street_number,
       p.postcode, p.city, p.state, b.created_at,
       replace(pn.name, '{city}', p.city) as pharmacy_name
     from (select k, ${personColumns("o", counts)},
             case when k < ${activeOwners}
               then ${START} + ${SPAN} * sqrt(greatest(0, k - ${ownerFloor})::float8 / ${activeOwners})
               else ${NOW} - make_interval(days => ${size.owners} - k) end
               - make_interval(secs => ${pick("oj", "k", 86_400)}) as created_at
           from generate_series(0, ${size.owners - 1}) k) b
     ${personJoin("b")}
     join seed_pharmacy_name pn on pn.n = ${pick("opn", "b.k", counts.pharmacyNames)}`,

    `insert into users (id, email, password_hash, role, status, salutation, first_name, last_name, phone,
       email_verified_at, blocked_reason, last_login_at, created_at, updated_at)
     select id, email, ${literal(hash)}, 'pharmacy_owner',
       (case when k >= ${activeOwners} then 'unverified' when k % 211 = 17 then 'blocked' else 'active' end)::account_status,
       case when female then 'Mrs' else 'Mr' end, first_name, last_name,
       '+49' || (200 + ${pick("oph", "k", 700)}) || lpad(${pick("opn", "k", 10_000_000)}::text, 7, '0'),
       case when k < ${activeOwners} then created_at + interval '12 minutes' end,
       case when k % 211 = 17 then 'Zahlungsrückstand trotz Mahnungen' end,
       case when k < ${activeOwners} then greatest(created_at, ${NOW} - make_interval(days => ${pick("oll", "k", 120)})) end,
       created_at, created_at
     from seed_owner`,

    `insert into pharmacy_profiles (user_id, pharmacy_name, street, street_number, postal_code, city, state, wws_software)
     select id, pharmacy_name, street, street_number::text, postcode, city, 'DE-' || state, ${wwsArray("ow", "k")}
     from seed_owner`,

    `create temp table seed_branch as
     select o.k as owner_k, b.n, ${seedId("branch", "o.k * 10 + b.n")} as id,
       replace(pn.name, '{city}', p.city) || ' (Filiale)' as name, s.name as street,
       1 + ${pick("bsn", "o.k * 10 + b.n", 90)} as street_number, p.postcode, p.city, p.state,
       least(o.created_at + make_interval(days => 30 * (b.n + 1)), ${NOW} - interval '1 day') as created_at
     from seed_owner o
     cross join lateral generate_series(0, ${pick("obc", "o.k", 3)}::int) b(n)
     join seed_pharmacy_name pn on pn.n = ${pick("bpn", "o.k * 10 + b.n", counts.pharmacyNames)}
     join seed_street s on s.n = ${pick("bs", "o.k * 10 + b.n", counts.streets)}
     join seed_pc p on p.n = ${pick("bp", "o.k * 10 + b.n", counts.postcodes)}
     where o.k < ${activeOwners} and ${pick("ob", "o.k", 4)} = 0`,

    `insert into pharmacy_branches (id, owner_id, name, street, street_number, postal_code, city, state, phone,
       wws_software, created_at, updated_at)
     select b.id, ${seedId("owner", "b.owner_k")}, b.name, b.street, b.street_number::text, b.postcode, b.city,
       'DE-' || b.state, '+49' || (200 + ${pick("bph", "b.owner_k * 10 + b.n", 700)}) || '4471' || b.n,
       ${wwsArray("bw", "b.owner_k * 10 + b.n")}, b.created_at, b.created_at
     from seed_branch b`,

    `create temp table seed_group (role text primary key, first int, g int, floor int);
     insert into seed_group values
       ('Apotheker/in', 0, ${context.groups.apotheker}, ${Math.min(50, context.groups.apotheker)}),
       ('PTA', ${context.groups.apotheker}, ${context.groups.pta}, ${Math.min(50, context.groups.pta)}),
       ('PKA', ${context.groups.apotheker + context.groups.pta}, ${context.groups.pka}, ${Math.min(50, context.groups.pka)})`,

    `create temp table seed_staff as
     select b.k, b.role, b.i, ${seedId("staff", "b.k")} as id, f.name as first_name, l.name as last_name, f.female,
       ${email("s")} as email, s.name as street, 1 + ${pick("ssn", "b.k", 90)} as street_number,
       p.postcode, p.city, p.state, b.created_at
     from (select k, g.role, k - g.first as i, ${personColumns("s", counts)},
             ${START} + ${SPAN} * sqrt(greatest(0, k - g.first - g.floor)::float8 / g.g)
               - make_interval(secs => ${pick("sj", "k", 86_400)}) as created_at
           from generate_series(0, ${size.staff - 1}) k
           join seed_group g on k >= g.first and k < g.first + g.g) b
     ${personJoin("b")};
     create unique index on seed_staff (role, i)`,

    `insert into users (id, email, password_hash, role, status, salutation, first_name, last_name, phone,
       email_verified_at, activated_at, activated_by, last_login_at, created_at, updated_at)
     select id, email, ${literal(hash)}, 'pharmacist', 'active', case when female then 'Ms' else 'Mr' end,
       first_name, last_name, '+4915' || lpad(${pick("sph", "k", 1_000_000_000)}::text, 9, '0'),
       created_at + interval '10 minutes', created_at + interval '2 hours', ${seedId("admin", "k % 3")},
       greatest(created_at + interval '3 hours', ${NOW} - make_interval(days => ${pick("sll", "k", 200)})),
       created_at, created_at
     from seed_staff`,

    `insert into staff_profiles (user_id, profession, street, street_number, postal_code, city, wws_software,
       experience_since, vat_id, capacity_days_per_week, availability)
     select id, role::staff_profession, street, street_number::text, postcode, city, ${wwsArray("sw", "k")},
       (created_at - make_interval(years => 1 + ${pick("sx", "k", 25)}))::date,
       case when ${pick("sv", "k", 3)} = 0 then 'DE' || lpad(${pick("svi", "k", 1_000_000_000)}::text, 9, '0') end,
       1 + ${pick("sc", "k", 5)}, case when ${pick("sa", "k", 4)} = 0 then 'montags bis mittwochs, nach Absprache' end
     from seed_staff`,

    `insert into stored_files (key, byte_size, created_at, completed_at)
     select md5('file-' || d.kind || '-' || s.k), ${pdf.length / 2}, s.created_at, s.created_at
     from seed_staff s cross join (values ('certificate'), ('cv')) d(kind);
     insert into stored_file_chunks (file_key, seq, data)
     select key, 0, decode('${pdf}', 'hex') from stored_files;
     insert into user_documents (user_id, kind, storage_key, original_name, content_type, byte_size, created_at)
     select s.id, d.kind::document_kind, md5('file-' || d.kind || '-' || s.k), d.name, 'application/pdf', ${pdf.length / 2}, s.created_at
     from seed_staff s cross join (values ('certificate', 'Approbationsurkunde.pdf'), ('cv', 'Lebenslauf.pdf')) d(kind, name)`,

    `insert into consent_records (subject, subject_id, ip_address, user_agent, terms_version, privacy_version, accepted_at)
     select 'owner_registration'::consent_subject, id::text, '198.51.100.' || (1 + ${pick("oip", "k", 254)}),
       'Mozilla/5.0 (Windows NT 10.0; Win64; x64)', '${TERMS_VERSION}', '${PRIVACY_VERSION}', created_at
     from seed_owner
     union all
     select 'staff_registration'::consent_subject, id::text, '203.0.113.' || (1 + ${pick("sip", "k", 254)}),
       'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)', '${TERMS_VERSION}', '${PRIVACY_VERSION}', created_at
     from seed_staff`,
  ];
}
