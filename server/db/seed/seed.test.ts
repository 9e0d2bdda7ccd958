import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { allPostcodes } from "../../postcodes/postcode-directory";
import { testDatabaseKinds } from "../../testing/test-database";
import type { DatabaseHandle } from "../client";
import { SEED_SIZES, SeedRefused, seedAgency } from "./seed";

const NOW = new Date("2026-11-27T09:00:00Z");
const postcodes = allPostcodes().map(({ postcode, city, state }) => ({
  postcode,
  city,
  state: state.slice(3),
}));

describe.each(testDatabaseKinds)("npm run seed -- --size small ($name)", (kind) => {
  let handle: DatabaseHandle;
  const rows = async (query: string) =>
    ((await handle.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] })
      .rows;
  const value = async (query: string) => {
    return Object.values((await rows(query))[0] ?? {})[0];
  };

  beforeAll(async () => {
    handle = await kind.open();
    await seedAgency(handle, {
      size: SEED_SIZES.small,
      passwordHash: "$argon2id$seed",
      postcodes,
      now: NOW,
    });
  });
  afterAll(() => handle.close());

  it("makes the numbers of the small size", async () => {
    const size = SEED_SIZES.small;
    expect(await value("select count(*)::int from users where role = 'pharmacy_owner'")).toBe(
      size.owners,
    );
    expect(await value("select count(*)::int from users where role = 'pharmacist'")).toBe(
      size.staff,
    );
    expect(await value("select count(*)::int from search_orders")).toBe(size.orders);
    expect(await value("select count(*)::int from outbox_emails")).toBe(size.mails);
    expect(await value("select count(*)::int from audit_log")).toBe(size.auditEntries);
    expect(
      await value(
        "select ((select count(*) from courier_requests) + (select count(*) from cleaning_requests))::int",
      ),
    ).toBe(size.serviceRequests);
    expect(await value("select count(*)::int from user_documents")).toBe(2 * size.staff);
    // About four in five orders lead to a placement.
    expect(Number(await value("select count(*) from placements"))).toBeGreaterThan(
      size.orders * 0.7,
    );
    expect(Number(await value("select count(*) from invoices"))).toBeGreaterThan(size.orders * 0.6);
  });

  it("makes ids the API takes as uuids", async () => {
    const ids = await rows(
      "(select id from search_orders limit 5) union all (select id from users limit 5) union all (select id from placements limit 5)",
    );
    for (const { id } of ids) expect(z.uuid().safeParse(id).success).toBe(true);
  });

  it("keeps every row consistent with the rows it belongs to", async () => {
    const none = async (query: string) =>
      expect(await value(`select count(*)::int from (${query}) x`)).toBe(0);
    // Every placement has its order, owner and person, who applied and was confirmed.
    await none(`select 1 from placements p left join search_orders o on o.id = p.order_id
      where o.id is null or o.owner_id <> p.owner_id or o.candidate_id <> p.staff_id or o.role <> p.role`);
    await none(`select 1 from placements p where not exists (select 1 from job_applications a
      where a.order_id = p.order_id and a.staff_id = p.staff_id
        and a.status = case when p.status = 'cancelled' then 'cancelled'::application_status else 'confirmed' end)`);
    // The person holds the profession asked for and was registered and active before.
    await none(`select 1 from placements p join staff_profiles s on s.user_id = p.staff_id
      join users u on u.id = p.staff_id
      where s.profession <> p.role or u.created_at > p.confirmed_at or u.activated_at > p.confirmed_at`);
    await none(`select 1 from search_orders o join users u on u.id = o.owner_id
      where u.created_at > o.created_at or u.status = 'unverified'`);
    // A standing placement books its days; a cancelled one does not.
    await none(`select 1 from placements p where (p.status <> 'cancelled') <> exists
      (select 1 from confirmed_assignments c where c.order_id = p.order_id and c.staff_id = p.staff_id)`);
    // Every placement marked "vermittelt" has its invoice, and only those.
    await none(`select 1 from placements p where (p.status = 'arranged') <> exists
      (select 1 from invoices i where i.placement_id = p.id and i.kind = 'invoice')`);
    // Invoice totals match their lines and the placement's fee; a cancellation mirrors it.
    await none(`select 1 from invoices i where i.net_cents <> (select sum((l->>'netCents')::int) from jsonb_array_elements(i.lines) l) * sign(i.net_cents)
      or i.gross_cents <> i.net_cents + i.vat_cents`);
    await none(`select 1 from invoices i join placements p on p.id = i.placement_id
      where i.kind = 'invoice' and i.gross_cents <> (p.fee->>'grossCents')::int`);
    await none(`select 1 from invoices c join invoices i on i.id = c.cancels_invoice_id
      where c.gross_cents <> -i.gross_cents or i.paid_on is not null`);
    // Numbers run without gaps per year, and the counter holds the last.
    await none(`select 1 from (select extract(year from issue_date) as y, count(*) as n,
        max(split_part(number, '-', 3)::int) as last from invoices group by 1) x
      left join invoice_counters c on c.year = x.y where x.n <> x.last or c.last_number <> x.last`);
    await none("select 1 from invoices where paid_on < issue_date or due_date <= issue_date");
    // An order's status is its history's last step.
    await none(`select 1 from search_orders o where o.status <> (select e.status from search_order_events e
      where e.order_id = o.id order by e.created_at desc limit 1)`);
    // A placement's invoice copy is a stored file; most past placements have one.
    await none(`select 1 from placements p where p.invoice_copy_key is not null and not exists
      (select 1 from stored_file_chunks c where c.file_key = p.invoice_copy_key)`);
    expect(
      Number(await value("select count(*) from placements where invoice_copy_key is not null")),
    ).toBeGreaterThan(SEED_SIZES.small.orders * 0.6);
    // Nothing lies in the future.
    await none(`select 1 from search_order_events where created_at > '${NOW.toISOString()}'
      union all select 1 from outbox_emails where created_at > '${NOW.toISOString()}'
      union all select 1 from audit_log where created_at > '${NOW.toISOString()}'`);
    // Each request has its consent; every document its stored file.
    await none(`select 1 from courier_requests r where not exists
      (select 1 from consent_records c where c.subject = 'courier_request' and c.subject_id = r.id::text)`);
    await none(`select 1 from user_documents d where not exists
      (select 1 from stored_files f where f.key = d.storage_key and f.completed_at is not null)`);
    // Postcodes are real: the order's federal state is the postcode's.
    const states = new Map(postcodes.map((entry) => [entry.postcode, `DE-${entry.state}`]));
    const orders = await rows("select postal_code, state from search_orders");
    expect(orders.filter((row) => states.get(String(row.postal_code)) !== row.state)).toEqual([]);
  });

  it("refuses a database that has accounts", async () => {
    await expect(
      seedAgency(handle, { size: SEED_SIZES.small, passwordHash: "x", postcodes, now: NOW }),
    ).rejects.toBeInstanceOf(SeedRefused);
  });
});
