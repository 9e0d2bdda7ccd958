import type { SeedContext } from "./seed-context";
import { literal, pick, placeholderPdfHex, seedId } from "./seed-sql";

const SELLER = {
  name: "apostaff GmbH",
  contact: "Buchhaltung",
  street: "Hohenzollernring 52",
  postalCode: "50672",
  city: "Köln",
  country: "DE",
  email: "info@example.org",
  vatId: "DE123456789",
  taxNumber: "214/5719/0815",
  iban: "DE89370400440532013000",
  bic: "COBADEFFXXX",
  bankName: "Commerzbank Köln",
  phone: "0221 123 456 0",
  registerCourt: "Amtsgericht Köln",
  registerNumber: "HRB 123456",
  managingDirector: "Katrin Brandt",
};

/**
 * An invoice for every placement marked "vermittelt" (issued that day, numbered without
 * gaps per year), a cancellation invoice for one in 150, payments for most invoices due
 * more than a few weeks ago, reminders for the overdue rest.
 */
export function billingStatements(context: SeedContext): string[] {
  const { NOW, adminEmail } = context;
  const today = `(${NOW} at time zone 'Europe/Berlin')::date`;
  const pdf = placeholderPdfHex("Beispielrechnung (npm run seed)");
  const fourteenWorkingDays = (day: string) =>
    `(select d::date from generate_series(${day} + 1, ${day} + 30, interval '1 day') d
      where extract(isodow from d) < 6 order by d offset 13 limit 1)`;
  return [
    `create temp table seed_invoice as
     select ${seedId("invoice", "o.i")} as id, o.i, 'invoice' as kind, null::uuid as cancels,
       (p.arranged_at at time zone 'Europe/Berlin')::date as issue_date, p.first_day, p.last_day,
       p.owner_id, p.order_id, p.id as placement_id,
       jsonb_build_object('name', p.pharmacy_name, 'contact', p.owner_name, 'street', p.street,
         'postalCode', p.postal_code, 'city', p.city, 'country', 'DE', 'email', o.owner_email) as buyer,
       jsonb_build_array(jsonb_build_object(
         'description', 'Vermittlung ' || p.role || ' (' || (p.fee->>'kind') || '), ' ||
           to_char(p.first_day, 'DD.MM.YYYY') || '–' || to_char(p.last_day, 'DD.MM.YYYY'),
         'quantity', (p.fee->'quantity')::int,
         'unitCode', case p.fee->>'unit' when 'per_day' then 'DAY' else 'C62' end, 'unitNetCents', (p.fee->'unitNetCents')::int,
         'netCents', (p.fee->'netCents')::int, 'vatRate', 19)) as lines,
       (p.fee->'netCents')::int as net, (p.fee->'vatCents')::int as vat, (p.fee->'grossCents')::int as gross
     from placements p join seed_o o on o.id = p.order_id where p.status = 'arranged';
     insert into seed_invoice
     select ${seedId("cancellation", "i")}, i, 'cancellation', id, issue_date + 7, first_day, last_day,
       owner_id, order_id, placement_id, buyer, lines, -net, -vat, -gross
     from seed_invoice where ${pick("ic", "i", 150)} = 0 and issue_date + 7 <= ${today}`,

    `create temp table seed_invoice_numbered as
     select s.*, 'RE-' || extract(year from issue_date) || '-' ||
       lpad((row_number() over (partition by extract(year from issue_date) order by issue_date, kind desc, i))::text, 5, '0') as number,
       ${fourteenWorkingDays("issue_date")} as due_date,
       exists (select 1 from seed_invoice c where c.cancels = s.id) as cancelled
     from seed_invoice s`,

    `insert into invoices (id, number, kind, cancels_invoice_id, issue_date, due_date, service_start, service_end,
       buyer_id, buyer, seller, lines, net_cents, vat_cents, gross_cents, order_id, placement_id, issued_by, pdf,
       created_at, paid_on, payment_recorded_by, last_reminder_at, reminder_count)
     select id, number, kind::invoice_kind, cancels, issue_date, due_date, first_day, last_day, owner_id, buyer,
       ${literal(JSON.stringify(SELLER))}::jsonb, lines, net, vat, gross, order_id, placement_id, ${literal(adminEmail)},
       decode('${pdf}', 'hex'), (issue_date + time '10:00') at time zone 'Europe/Berlin',
       paid_on, case when paid_on is not null then ${literal(adminEmail)} end,
       case when reminders > 0 then (due_date + 7 + time '09:00') at time zone 'Europe/Berlin' end, reminders
     from (select n.*,
             case when kind = 'invoice' and not cancelled and ${pick("ip", "i", 100)} < 97
               and issue_date + 3 + ${pick("ipd", "i", 40)} <= ${today} then issue_date + 3 + ${pick("ipd", "i", 40)} end as paid_on
           from seed_invoice_numbered n) x
     cross join lateral (select case when kind = 'invoice' and not cancelled and paid_on is null and due_date + 7 <= ${today}
       then 1 + ${pick("ir", "i", 2)} else 0 end as reminders) r
     order by kind desc, issue_date, i`,

    `insert into invoice_counters (year, last_number)
     select extract(year from issue_date)::int, count(*) from invoices group by 1`,
  ];
}

/**
 * The staff member's own invoice copy (terms: within 14 days after the last day) for
 * almost every past placement; one in 40 still missing, the operator's reminder list.
 */
export function invoiceCopyStatements(context: SeedContext): string[] {
  const { NOW } = context;
  const pdf = placeholderPdfHex("Rechnungskopie (npm run seed)");
  return [
    `insert into stored_files (key, byte_size, created_at, completed_at)
     select md5('copy-' || p.id), ${pdf.length / 2}, c.t, c.t
     from placements p
     cross join lateral (select ((p.last_day + 2 + ${pick("pcd", "p.id", 10)})::timestamp + time '18:00')
       at time zone 'Europe/Berlin' as t) c
     where p.status <> 'cancelled' and p.staff_id is not null and c.t <= ${NOW} and ${pick("pcm", "p.id", 40)} <> 0;
     insert into stored_file_chunks (file_key, seq, data)
     select key, 0, decode('${pdf}', 'hex') from stored_files where key not in (select storage_key from user_documents);
     update placements p set invoice_copy_key = f.key,
       invoice_copy_name = 'Rechnung-' || to_char(p.last_day, 'YYYY-MM') || '.pdf',
       invoice_copy_bytes = f.byte_size, invoice_copy_at = f.created_at
     from stored_files f where f.key = md5('copy-' || p.id)`,
  ];
}
