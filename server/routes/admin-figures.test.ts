import { beforeAll, describe, expect, it } from "vitest";
import type { FiguresAnswer } from "../../domain/api/figures";
import { loginCookie, seedUser } from "../testing/accounts";
import { seedFiguresAgency } from "../testing/figures-seed";
import { useOperatorApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";

/**
 * Every figure of /admin/kennzahlen on the small agency of figures-seed.ts, worked out
 * by hand (docs/product.md, "The agency's numbers").
 */
describe.each(testDatabaseKinds)("the agency's figures on $name", (kind) => {
  const ctx = useOperatorApp(kind);
  beforeAll(async () => {
    await seedFiguresAgency(ctx.database.db);
  });

  async function figures(query: string): Promise<FiguresAnswer> {
    const answer = await ctx.app.inject({
      url: `/api/admin/figures?${query}`,
      headers: { cookie: ctx.admin },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  }

  const months2025 = Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, "0")}`);
  /** A per-month list of the year with the given months set, the rest `empty`. */
  function year<T>(empty: (month: string) => T, set: Record<string, Partial<T>>): T[] {
    return months2025.map((month) => ({ ...empty(month), ...set[month] }));
  }

  it("answers only an operator", async () => {
    expect((await ctx.app.inject({ url: "/api/admin/figures" })).statusCode).toBe(401);
    const owner = await seedUser(ctx.database.db, { role: "pharmacy_owner" });
    const cookie = await loginCookie(ctx.app, owner.email);
    const answer = await ctx.app.inject({ url: "/api/admin/figures", headers: { cookie } });
    expect(answer.statusCode).toBe(403);
  });

  it("refuses a free period without its end, or ending before it starts", async () => {
    for (const query of [
      "period=custom&from=2025-01-01",
      "period=custom&from=2025-02-01&to=2025-01-01",
      "period=custom&from=2000-01-01&to=2025-01-01",
      "period=year&from=2025-02-30",
      "region=Bayern",
    ]) {
      const answer = await ctx.app.inject({
        url: `/api/admin/figures?${query}`,
        headers: { cookie: ctx.admin },
      });
      expect(answer.statusCode, query).toBe(422);
      expect(answer.body).not.toMatch(/select|stack/i);
    }
  });

  it("computes every figure of 2025 as worked out by hand", async () => {
    const answer = await figures("period=year&from=2025-06-15");
    expect(answer.period).toEqual({
      kind: "year",
      from: "2025-01-01",
      to: "2025-12-31",
      months: months2025,
    });
    expect(answer.region).toBeNull();

    // Orders: A sent, published, filled in January; E (sent 2024) published and filled in
    // January; B in February; C filled in March, its placement cancelled, ended in April;
    // D sent and published in May, ended in June; the draft counts nowhere.
    const noOrders = (month: string) => ({
      month,
      received: 0,
      published: 0,
      filled: 0,
      ended_unfilled: 0,
    });
    expect(answer.orders.per_month).toEqual(
      year(noOrders, {
        "2025-01": { received: 1, published: 2, filled: 2 },
        "2025-02": { received: 1, published: 1, filled: 1 },
        "2025-03": { received: 1, published: 1, filled: 1 },
        "2025-04": { ended_unfilled: 1 },
        "2025-05": { received: 1, published: 1 },
        "2025-06": { ended_unfilled: 1 },
      }),
    );
    // 4 filled, 2 ended unfilled.
    expect(answer.orders.fill_rate).toBeCloseTo(4 / 6, 10);

    // Publication to confirmation: A 4 days, E 20 (January), B 10 (February), C 6
    // (March). To the first application: A 1, E 2 (January), B 3, C 2.
    const noTimes = (month: string): FiguresAnswer["orders"]["time_to_fill"][number] => ({
      month,
      confirmation_median: null,
      confirmation_p90: null,
      first_applicant_median: null,
      first_applicant_p90: null,
    });
    expect(answer.orders.time_to_fill).toEqual(
      year(noTimes, {
        // Median of 4 and 20 is 12; p90 4 + 0.9 × 16 = 18.4. Of 1 and 2: 1.5 and 1.9.
        "2025-01": {
          confirmation_median: 12,
          confirmation_p90: 18.4,
          first_applicant_median: 1.5,
          first_applicant_p90: 1.9,
        },
        "2025-02": {
          confirmation_median: 10,
          confirmation_p90: 10,
          first_applicant_median: 3,
          first_applicant_p90: 3,
        },
        "2025-03": {
          confirmation_median: 6,
          confirmation_p90: 6,
          first_applicant_median: 2,
          first_applicant_p90: 2,
        },
      }),
    );
    // 4, 6, 10, 20: median 8, p90 at position 2.7: 10 + 0.7 × 10 = 17. 1, 2, 2, 3: 2 and 2.7.
    expect(answer.orders.time_to_fill_total).toEqual({
      confirmation_median: 8,
      confirmation_p90: 17,
      first_applicant_median: 2,
      first_applicant_p90: 2.7,
    });

    // Standing placements only: A 30 Jan–2 Feb, B 1–5 and 10 March, E 30 Dec–3 Jan
    // (cut at the year's end).
    expect(answer.placements.days_per_month).toEqual([
      { month: "2025-01", profession: "Apotheker/in", days: 2 },
      { month: "2025-02", profession: "Apotheker/in", days: 2 },
      { month: "2025-03", profession: "PTA", days: 6 },
      { month: "2025-12", profession: "Apotheker/in", days: 2 },
    ]);
    // C's by the staff member 5 days ahead, one by the owner after its start, one by the
    // agency 31 days ahead.
    expect(answer.placements.cancellations).toEqual([
      { side: "owner", lateness: "after-start", count: 1 },
      { side: "staff", lateness: "2-7", count: 1 },
      { side: "operator", lateness: "over-14", count: 1 },
    ]);

    // Net by issue month; the October invoice cancelled in November (-30 + 10 €).
    const noRevenue = (month: string) => ({ month, net_cents: 0 });
    expect(answer.money.net_revenue_per_month).toEqual(
      year(noRevenue, {
        "2025-02": { net_cents: 10_000 },
        "2025-03": { net_cents: 20_000 },
        "2025-09": { net_cents: 4_000 },
        "2025-10": { net_cents: 3_000 },
        "2025-11": { net_cents: -2_000 },
        "2025-12": { net_cents: 5_000 },
      }),
    );
    // Open on 31 December: December's (30 days old), November's (paid in 2026, 41 days)
    // and March's (291 days); all past their due date. The cancelled one is not owed.
    expect(answer.money.receivables).toEqual({
      as_of: "2025-12-31",
      buckets: [
        { bucket: "0-30", invoices: 1, open_cents: 5_950, overdue_cents: 5_950 },
        { bucket: "31-60", invoices: 1, open_cents: 1_190, overdue_cents: 1_190 },
        { bucket: "61-90", invoices: 0, open_cents: 0, overdue_cents: 0 },
        { bucket: "over-90", invoices: 1, open_cents: 23_800, overdue_cents: 23_800 },
      ],
    });
    // Paid in 2025 after 20 and 10 days.
    expect(answer.money.days_to_payment).toEqual({ average: 15, invoices: 2 });

    // Activated by the year's end: two pharmacists (one with an unknown postcode), two
    // PTA; the PTA activated in January 2026 not yet.
    expect(answer.people.active_staff).toEqual([
      { profession: "Apotheker/in", region: "DE-NW", count: 1 },
      { profession: "Apotheker/in", region: null, count: 1 },
      { profession: "PTA", region: "DE-BY", count: 1 },
      { profession: "PTA", region: "DE-NW", count: 1 },
    ]);
    // 23:30 UTC on 31 January is February in Berlin.
    const noRegistrations = (month: string) => ({ month, owners: 0, staff: 0 });
    expect(answer.people.registrations_per_month).toEqual(
      year(noRegistrations, {
        "2025-01": { owners: 1, staff: 1 },
        "2025-02": { staff: 2 },
        "2025-03": { owners: 1 },
        "2025-12": { staff: 1 },
      }),
    );
    // January: the PTA registered in 2024 (activated 15 Feb). February: the PTA of 31
    // January and the PKA. Then the PKA alone, and in December the PTA of 20 December.
    const noBacklog = (
      month: string,
    ): FiguresAnswer["people"]["activation_backlog"]["per_month"][number] => ({
      month,
      waiting: 1,
    });
    expect(answer.people.activation_backlog).toEqual({
      waiting_now: 1,
      per_month: year(noBacklog, { "2025-02": { waiting: 2 }, "2025-12": { waiting: 2 } }),
    });
  });

  it("narrows every figure to a federal state", async () => {
    const answer = await figures("period=year&from=2025-01-01&region=DE-BY");
    expect(answer.region).toBe("DE-BY");
    // Orders B and E only: both filled, none ended unfilled.
    expect(answer.orders.per_month.slice(0, 3)).toEqual([
      { month: "2025-01", received: 0, published: 1, filled: 1, ended_unfilled: 0 },
      { month: "2025-02", received: 1, published: 1, filled: 1, ended_unfilled: 0 },
      { month: "2025-03", received: 0, published: 0, filled: 0, ended_unfilled: 0 },
    ]);
    expect(answer.orders.fill_rate).toBe(1);
    expect(answer.orders.time_to_fill_total).toEqual({
      confirmation_median: 15,
      confirmation_p90: 19,
      first_applicant_median: 2.5,
      first_applicant_p90: 2.9,
    });
    expect(answer.placements.days_per_month).toEqual([
      { month: "2025-03", profession: "PTA", days: 6 },
      { month: "2025-12", profession: "Apotheker/in", days: 2 },
    ]);
    expect(answer.placements.cancellations).toEqual([
      { side: "operator", lateness: "over-14", count: 1 },
    ]);
    expect(answer.money.net_revenue_per_month.filter((month) => month.net_cents !== 0)).toEqual([
      { month: "2025-03", net_cents: 20_000 },
      { month: "2025-11", net_cents: 1_000 },
      { month: "2025-12", net_cents: 5_000 },
    ]);
    expect(answer.money.days_to_payment).toEqual({ average: null, invoices: 0 });
    expect(answer.people.active_staff).toEqual([{ profession: "PTA", region: "DE-BY", count: 1 }]);
    // The München pharmacy (state from its postcode) and the PTA of 31 January.
    expect(answer.people.registrations_per_month.slice(0, 3)).toEqual([
      { month: "2025-01", owners: 0, staff: 0 },
      { month: "2025-02", owners: 0, staff: 1 },
      { month: "2025-03", owners: 1, staff: 0 },
    ]);
    expect(answer.people.activation_backlog.waiting_now).toBe(0);
    expect(answer.people.activation_backlog.per_month.slice(0, 3)).toEqual([
      { month: "2025-01", waiting: 0 },
      { month: "2025-02", waiting: 1 },
      { month: "2025-03", waiting: 0 },
    ]);
  });

  it("narrows to a profession and leaves pharmacies out of the registrations", async () => {
    const answer = await figures("period=quarter&from=2025-02-20&profession=PTA");
    expect(answer.period.months).toEqual(["2025-01", "2025-02", "2025-03"]);
    expect(answer.orders.per_month).toEqual([
      { month: "2025-01", received: 0, published: 0, filled: 0, ended_unfilled: 0 },
      { month: "2025-02", received: 1, published: 1, filled: 1, ended_unfilled: 0 },
      { month: "2025-03", received: 0, published: 0, filled: 0, ended_unfilled: 0 },
    ]);
    expect(answer.people.registrations_per_month).toEqual([
      { month: "2025-01", owners: null, staff: 0 },
      { month: "2025-02", owners: null, staff: 1 },
      { month: "2025-03", owners: null, staff: 0 },
    ]);
    // As of 31 March: the PTA activated in March and the one activated in February.
    expect(answer.people.active_staff).toEqual([
      { profession: "PTA", region: "DE-BY", count: 1 },
      { profession: "PTA", region: "DE-NW", count: 1 },
    ]);
    // On 31 March the December invoice did not exist; March's is 16 days old.
    expect(answer.money.receivables.as_of).toBe("2025-03-31");
  });

  it("takes a month and a free period", async () => {
    const march = await figures("period=month&from=2025-03-31");
    expect(march.period).toEqual({
      kind: "month",
      from: "2025-03-01",
      to: "2025-03-31",
      months: ["2025-03"],
    });
    expect(march.placements.cancellations).toEqual([{ side: "staff", lateness: "2-7", count: 1 }]);
    // On 31 March only March's invoice was open, 16 days old and past due (29 March).
    expect(march.money.receivables.buckets[0]).toEqual({
      bucket: "0-30",
      invoices: 1,
      open_cents: 23_800,
      overdue_cents: 23_800,
    });
    const free = await figures("period=custom&from=2025-01-31&to=2025-02-01");
    expect(free.period.months).toEqual(["2025-01", "2025-02"]);
    // Placement A's days 31 January and 1 February.
    expect(free.placements.days_per_month).toEqual([
      { month: "2025-01", profession: "Apotheker/in", days: 1 },
      { month: "2025-02", profession: "Apotheker/in", days: 1 },
    ]);
  });
  it("gives each chart's table as CSV, the German way", async () => {
    const csv = async (query: string) => {
      const answer = await ctx.app.inject({
        url: `/api/admin/figures/csv?${query}`,
        headers: { cookie: ctx.admin },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer;
    };
    const revenue = await csv("chart=revenue&period=year&from=2025-01-01");
    expect(revenue.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(revenue.headers["content-disposition"]).toBe(
      'attachment; filename="kennzahlen-revenue-2025-01-01-2025-12-31.csv"',
    );
    const lines = revenue.body.split("\r\n");
    expect(lines[0]).toBe("\uFEFFMonat;Nettoumsatz (€)");
    expect(lines[2]).toBe("Februar 2025;100,00");
    // A negative amount is a number, not a formula to guard.
    expect(lines[11]).toBe("November 2025;-20,00");
    expect(lines).toHaveLength(14);

    const times = (await csv("chart=time-to-fill&period=month&from=2025-01-01")).body.split("\r\n");
    expect(times[1]).toBe("Januar 2025;12,0;18,4;1,5;1,9");
    expect(times[2]).toBe("Gesamter Zeitraum;12,0;18,4;1,5;1,9");

    const staff = (await csv("chart=active-staff&period=year&from=2025-01-01")).body.split("\r\n");
    expect(staff.slice(0, 5)).toEqual([
      "\uFEFFBundesland;Apotheker/in;PKA;PTA;Summe",
      "Bayern;0;0;1;1",
      "Nordrhein-Westfalen;1;0;1;2",
      "unbekannt;1;0;0;1",
      "",
    ]);

    const refused = await ctx.app.inject({ url: "/api/admin/figures/csv?chart=orders" });
    expect(refused.statusCode).toBe(401);
    const unknown = await ctx.app.inject({
      url: "/api/admin/figures/csv?chart=everything",
      headers: { cookie: ctx.admin },
    });
    expect(unknown.statusCode).toBe(422);
  });
});
