import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { FiguresAnswer } from "../../../domain/api/figures";
import { todayIsoDate } from "../../../domain/dates";
import type { Database } from "../../db/client";
import {
  invoices,
  jobApplications,
  placements,
  searchOrderEvents,
  searchOrders,
} from "../../db/schema";
import { seedUser } from "../../testing/accounts";
import { seedFiguresAgency } from "../../testing/figures-seed";
import { handWrittenSteps } from "../../testing/migration-steps";
import { useOperatorApp } from "../../testing/test-app";
import { testDatabaseKinds } from "../../testing/test-database";
import { rowsOf } from "./figures-scope";

/**
 * The figures the database keeps ready (docs/decisions/0064-figures-kept-ready.md): after
 * any write, each order's milestones and each placement's days per month are what a
 * computation afresh from the orders' history gives, and the answer shows the write at
 * once, in whatever month it falls (there is no job to wait for).
 */
describe.each(testDatabaseKinds)("the figures kept ready on $name", (kind) => {
  const ctx = useOperatorApp(kind);
  let ownerId: string;
  beforeAll(async () => {
    await seedFiguresAgency(ctx.database.db);
    ownerId = (await seedUser(ctx.database.db, { role: "pharmacy_owner" })).id;
  });

  async function figures(query: string): Promise<FiguresAnswer> {
    const answer = await ctx.app.inject({
      url: `/api/admin/figures?${query}`,
      headers: { cookie: ctx.admin },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  }

  /** The kept rows equal the rows computed afresh from the orders and placements. */
  async function expectKeptAsComputedAfresh(db: Database) {
    const kept = await rowsOf(
      db,
      sql`select order_id::text, state::text, role::text, sent_at::text, published_at::text,
        confirmed_at::text, ended_at::text, first_applied_at::text, ended_unfilled,
        confirmation_days, confirmation_month, first_applicant_days, first_applicant_month
      from figures_order_facts order by order_id`,
    );
    const afresh = await rowsOf(
      db,
      sql`select o.id::text as order_id, o.state::text, o.role::text,
        (select min(e.created_at) from search_order_events e
          where e.order_id = o.id and e.status = 'sent')::text as sent_at,
        (select min(e.created_at) from search_order_events e
          where e.order_id = o.id and e.status = 'published')::text as published_at,
        (select min(e.created_at) from search_order_events e
          where e.order_id = o.id and e.status = 'confirmed')::text as confirmed_at,
        (select max(e.created_at) from search_order_events e
          where e.order_id = o.id and e.status = 'ended')::text as ended_at,
        (select min(a.created_at) from job_applications a where a.order_id = o.id)::text
          as first_applied_at,
        o.status = 'ended' and not exists (
          select 1 from placements p where p.order_id = o.id and p.status <> 'cancelled'
        ) as ended_unfilled,
        (extract(epoch from (m.confirmed_at - m.published_at)) / 86400.0)::float8
          as confirmation_days,
        case when m.published_at is not null
          then to_char(m.confirmed_at at time zone 'Europe/Berlin', 'YYYY-MM') end
          as confirmation_month,
        (extract(epoch from (m.applied_at - m.published_at)) / 86400.0)::float8
          as first_applicant_days,
        case when m.published_at is not null
          then to_char(m.applied_at at time zone 'Europe/Berlin', 'YYYY-MM') end
          as first_applicant_month
      from search_orders o
      cross join lateral (
        select min(e.created_at) filter (where e.status = 'published') as published_at,
          min(e.created_at) filter (where e.status = 'confirmed') as confirmed_at,
          (select min(a.created_at) from job_applications a where a.order_id = o.id) as applied_at
        from search_order_events e where e.order_id = o.id
      ) as m
      order by o.id`,
    );
    expect(kept).toEqual(afresh);
    // The monthly sums are the sums of the orders' steps, no month left at zero.
    const keptMonths = await rowsOf(
      db,
      sql`select month, state::text, role::text, received, published, filled, ended_unfilled
      from figures_order_months
      order by 1, 2, 3`,
    );
    const afreshMonths = await rowsOf(
      db,
      sql`select to_char(s.at at time zone 'Europe/Berlin', 'YYYY-MM') as month,
        f.state::text, f.role::text,
        count(*) filter (where s.kind = 'received')::int as received,
        count(*) filter (where s.kind = 'published')::int as published,
        count(*) filter (where s.kind = 'filled')::int as filled,
        count(*) filter (where s.kind = 'ended_unfilled')::int as ended_unfilled
      from figures_order_facts f
      cross join lateral (values ('received', f.sent_at), ('published', f.published_at),
        ('filled', f.confirmed_at),
        ('ended_unfilled', case when f.ended_unfilled then f.ended_at end)) as s(kind, at)
      where s.at is not null
      group by 1, 2, 3 order by 1, 2, 3`,
    );
    expect(keptMonths).toEqual(afreshMonths);
    const keptDays = await rowsOf(
      db,
      sql`select placement_id::text, month, state::text, role::text, days
      from figures_placement_months order by 1, 2`,
    );
    const afreshDays = await rowsOf(
      db,
      sql`select p.id::text as placement_id, to_char(day, 'YYYY-MM') as month,
        p.state::text, p.role::text, count(*)::int as days
      from placements p
      cross join lateral jsonb_array_elements(p.periods) as period
      cross join lateral generate_series((period->>'startDate')::date::timestamp,
        (period->>'endDate')::date::timestamp, interval '1 day') as day
      where p.status <> 'cancelled'
      group by 1, 2, 3, 4 order by 1, 2`,
    );
    expect(keptDays).toEqual(afreshDays);
    expect(keptDays.length).toBeGreaterThan(0);
    const invoiceColumns = sql`kind::text, state::text, role::text, issue_date::text,
      due_date::text, paid_on::text, cancelled_on::text, net_cents, gross_cents`;
    const keptInvoices = await rowsOf(
      db,
      sql`select invoice_id::text, ${invoiceColumns} from figures_invoice_facts order by 1`,
    );
    const afreshInvoices = await rowsOf(
      db,
      sql`select id::text as invoice_id, ${invoiceColumns} from (
        select i.id, i.kind, coalesce(p.state, o.state) as state, coalesce(p.role, o.role) as role,
          i.issue_date, i.due_date, i.paid_on, i.net_cents, i.gross_cents,
          (select min(c.issue_date) from invoices c where c.cancels_invoice_id = i.id)
            as cancelled_on
        from invoices i
        left join placements p on p.id = i.placement_id
        left join search_orders o on o.id = i.order_id
      ) as afresh order by 1`,
    );
    expect(keptInvoices).toEqual(afreshInvoices);
    expect(keptInvoices.length).toBeGreaterThan(0);
  }

  let invoiceNumber = 0;
  /** An invoice (or, with `cancels`, a cancellation invoice) of 119 % gross. */
  async function issueInvoice(
    db: Database,
    facts: {
      issueDate: string;
      netCents: number;
      placementId?: string;
      orderId?: string;
      cancels?: string;
    },
  ) {
    invoiceNumber += 1;
    const party = {
      name: "Hafen-Apotheke",
      street: "Hafenstraße 1",
      postalCode: "20095",
      city: "Hamburg",
      country: "DE",
    };
    const [row] = await db
      .insert(invoices)
      .values({
        number: `2025-9${String(invoiceNumber).padStart(4, "0")}`,
        kind: facts.cancels ? "cancellation" : "invoice",
        cancelsInvoiceId: facts.cancels ?? null,
        issueDate: facts.issueDate,
        dueDate: facts.issueDate,
        serviceStart: facts.issueDate,
        serviceEnd: facts.issueDate,
        buyerId: ownerId,
        buyer: party,
        seller: {
          ...party,
          iban: "DE02120300000000202051",
          bic: "BYLADEM1001",
          bankName: "Bank",
          phone: "+4940 1",
          registerCourt: "Hamburg",
          registerNumber: "HRB 1",
          managingDirector: "Erika Mustermann",
        },
        lines: [],
        netCents: facts.netCents,
        vatCents: Math.round(facts.netCents * 0.19),
        grossCents: facts.netCents + Math.round(facts.netCents * 0.19),
        orderId: facts.orderId ?? null,
        placementId: facts.placementId ?? null,
        issuedBy: "test",
        pdf: new Uint8Array([37, 80, 68, 70]),
      })
      .returning();
    return row!.id;
  }

  const august = (answer: FiguresAnswer) => ({
    orders: answer.orders.per_month[0],
    times: answer.orders.time_to_fill[0],
    days: answer.placements.days_per_month,
  });

  it("keeps what the seed wrote, and what the migration computes for older rows", async () => {
    const db = ctx.database.db;
    await expectKeptAsComputedAfresh(db);
    // The migration's last steps fill the tables for rows written before it.
    await db.execute(sql`delete from figures_order_facts`);
    await db.execute(sql`delete from figures_placement_months`);
    await db.execute(sql`delete from figures_invoice_facts`);
    await db.execute(sql`delete from figures_order_months`);
    const refreshes = handWrittenSteps("0031_figures_kept_ready.sql").filter((step) =>
      step.includes('SELECT "figures_refresh_'),
    );
    expect(refreshes).toHaveLength(3);
    for (const step of refreshes) {
      await db.execute(sql.raw(step));
    }
    await expectKeptAsComputedAfresh(db);
  });

  it("follows an order through its life, each step in the month it happened", async () => {
    const db = ctx.database.db;
    const before = august(await figures("period=month&from=2025-08-01"));
    expect(before.orders).toEqual({
      month: "2025-08",
      received: 0,
      published: 0,
      filled: 0,
      ended_unfilled: 0,
    });
    expect(before.days).toEqual([]);

    const [order] = await db
      .insert(searchOrders)
      .values({
        ownerId,
        status: "sent",
        type: "Vertretungsangebot",
        role: "PKA",
        workingHours: "8:00–18:30",
        street: "Hafenstraße 1",
        postalCode: "20095",
        city: "Hamburg",
        state: "DE-HH",
        wwsSoftware: ["ADG"],
      })
      .returning();
    const orderId = order!.id;
    const event = (status: "sent" | "published" | "confirmed" | "ended", at: string) =>
      db.insert(searchOrderEvents).values({ orderId, status, createdAt: new Date(at) });
    await event("sent", "2025-08-04T10:00:00Z");
    // Written out of order: the earlier publication still counts as the first.
    await event("published", "2025-08-09T10:00:00Z");
    await event("published", "2025-08-05T10:00:00Z");
    const staff = await seedUser(db, { role: "pharmacist" });
    await db.insert(jobApplications).values({
      orderId,
      staffId: staff.id,
      dataConsentAt: new Date("2025-08-06T10:00:00Z"),
      createdAt: new Date("2025-08-06T10:00:00Z"),
    });
    await event("confirmed", "2025-08-10T10:00:00Z");
    const [placement] = await db
      .insert(placements)
      .values({
        orderId,
        ownerId,
        staffId: staff.id,
        type: "Vertretungsangebot",
        role: "PKA",
        ownerCover: false,
        periods: [
          { startDate: "2025-08-20", endDate: "2025-08-22" },
          { startDate: "2025-08-30", endDate: "2025-09-02" },
        ],
        firstDay: "2025-08-20",
        lastDay: "2025-09-02",
        workingHours: "8:00–18:30",
        pharmacyName: "Hafen-Apotheke",
        street: "Hafenstraße 1",
        postalCode: "20095",
        city: "Hamburg",
        state: "DE-HH",
        ownerName: "Erika Mustermann",
        staffName: "Paul Pille",
        staffProfession: "PKA",
        confirmedAt: new Date("2025-08-10T10:00:00Z"),
      })
      .returning();

    const filled = august(await figures("period=month&from=2025-08-01&region=DE-HH"));
    expect(filled.orders).toEqual({
      month: "2025-08",
      received: 1,
      published: 1,
      filled: 1,
      ended_unfilled: 0,
    });
    // Published 5 August, applied on the 6th, confirmed on the 10th.
    expect(filled.times).toEqual({
      month: "2025-08",
      confirmation_median: 5,
      confirmation_p90: 5,
      first_applicant_median: 1,
      first_applicant_p90: 1,
    });
    expect(filled.days).toEqual([{ month: "2025-08", profession: "PKA", days: 5 }]);
    // A free period ending on 1 September counts that day live, August whole from the table.
    const free = await figures("period=custom&from=2025-08-21&to=2025-09-01&profession=PKA");
    expect(free.placements.days_per_month).toEqual([
      { month: "2025-08", profession: "PKA", days: 4 },
      { month: "2025-09", profession: "PKA", days: 1 },
    ]);

    // Invoiced: the placement on 28 August, a fee on the order alone on 26 August; the
    // placement's is paid on 5 September, the order's cancelled on 2 September.
    const placementInvoice = await issueInvoice(db, {
      issueDate: "2025-08-28",
      netCents: 5_000,
      placementId: placement!.id,
      orderId,
    });
    const orderInvoice = await issueInvoice(db, {
      issueDate: "2025-08-26",
      netCents: 1_000,
      orderId,
    });
    const invoiced = await figures("period=month&from=2025-08-01&region=DE-HH");
    expect(invoiced.money.net_revenue_per_month).toEqual([{ month: "2025-08", net_cents: 6_000 }]);
    expect(invoiced.money.receivables.buckets[0]).toEqual({
      bucket: "0-30",
      invoices: 2,
      open_cents: 7_140,
      overdue_cents: 7_140,
    });
    await db
      .update(invoices)
      .set({ paidOn: "2025-09-05" })
      .where(eq(invoices.id, placementInvoice));
    await issueInvoice(db, {
      issueDate: "2025-09-02",
      netCents: -1_000,
      orderId,
      cancels: orderInvoice,
    });
    const september = await figures("period=month&from=2025-09-01&region=DE-HH");
    expect(september.money.days_to_payment).toEqual({ average: 8, invoices: 1 });
    expect(september.money.net_revenue_per_month).toEqual([
      { month: "2025-09", net_cents: -1_000 },
    ]);
    expect(september.money.receivables.buckets.map((bucket) => bucket.invoices)).toEqual([
      0, 0, 0, 0,
    ]);

    // The placement is cancelled, the order ends unfilled on 25 August.
    await db
      .update(placements)
      .set({
        status: "cancelled",
        cancelledAt: new Date("2025-08-15T10:00:00Z"),
        cancelledBy: "staff",
      })
      .where(eq(placements.id, placement!.id));
    await db.update(searchOrders).set({ status: "ended" }).where(eq(searchOrders.id, orderId));
    await event("ended", "2025-08-25T10:00:00Z");
    const ended = august(await figures("period=month&from=2025-08-01&region=DE-HH"));
    expect(ended.orders).toEqual({
      month: "2025-08",
      received: 1,
      published: 1,
      filled: 1,
      ended_unfilled: 1,
    });
    expect(ended.days).toEqual([]);

    // Moved to Bremen: the order counts there, no longer in Hamburg.
    await db.update(searchOrders).set({ state: "DE-HB" }).where(eq(searchOrders.id, orderId));
    const hamburg = august(await figures("period=month&from=2025-08-01&region=DE-HH"));
    expect(hamburg.orders?.received).toBe(0);
    const bremen = august(await figures("period=month&from=2025-08-01&region=DE-HB"));
    expect(bremen.orders?.ended_unfilled).toBe(1);
    // The fee on the order alone moves with it; the placement's invoice stays in Hamburg.
    const bremenMoney = await figures("period=month&from=2025-08-01&region=DE-HB");
    expect(bremenMoney.money.net_revenue_per_month).toEqual([
      { month: "2025-08", net_cents: 1_000 },
    ]);
    await expectKeptAsComputedAfresh(db);

    // Gone with its order and placement.
    await db.delete(placements).where(eq(placements.id, placement!.id));
    await db.delete(searchOrders).where(eq(searchOrders.id, orderId));
    const gone = august(await figures("period=month&from=2025-08-01"));
    expect(gone.orders).toEqual(before.orders);
    await expectKeptAsComputedAfresh(db);
  });

  it("shows today's writes in the current month at once", async () => {
    const db = ctx.database.db;
    const today = todayIsoDate();
    const month = today.slice(0, 7);
    const current = async () =>
      (await figures(`period=month&from=${today}`)).orders.per_month.find(
        (row) => row.month === month,
      );
    const before = await current();
    const [order] = await db
      .insert(searchOrders)
      .values({
        ownerId,
        status: "sent",
        type: "Vertretungsangebot",
        role: "PTA",
        workingHours: "8:00–18:30",
        street: "Ring 1",
        postalCode: "50667",
        city: "Köln",
        state: "DE-NW",
        wwsSoftware: ["ADG"],
      })
      .returning();
    await db.insert(searchOrderEvents).values({ orderId: order!.id, status: "sent" });
    const after = await current();
    expect(after?.received).toBe((before?.received ?? 0) + 1);
    await expectKeptAsComputedAfresh(db);
  });
});
