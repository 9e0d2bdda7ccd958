import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  outboxEmails,
  pharmacyOfferSettings,
  pharmacyStaffMarks,
  placementRatings,
  placements,
  searchOrders,
  staffAvailability,
} from "../db/schema";
import { loginCookie } from "../testing/accounts";
import { confirmationOf, daysFromNow, orderBody, seedOwner, seedStaff } from "../testing/job-board";
import { useOperatorApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";

describe.each(testDatabaseKinds)("urgent cover on $name", (kind) => {
  const ctx = useOperatorApp(kind);
  const db = () => ctx.database.db;

  async function publish(ownerCookie: string, start: number) {
    const created = await ctx.call(
      ownerCookie,
      "POST",
      "/api/search-orders",
      orderBody({ periods: [{ startDate: daysFromNow(start), endDate: daysFromNow(start) }] }),
    );
    const id = created.json().order.id as string;
    await ctx.call(ownerCookie, "POST", `/api/search-orders/${id}/send`, {
      feeTermsAccepted: true,
    });
    await ctx.call(ctx.admin, "POST", `/api/admin/search-orders/${id}/accept`);
    await ctx.call(ctx.admin, "POST", `/api/admin/search-orders/${id}/publish`);
    return id;
  }

  it("keeps a staff member's availability and refuses days beyond 12 months", async () => {
    const staff = await seedStaff(db(), "PTA");
    const cookie = await loginCookie(ctx.app, staff.email);
    const empty = await ctx.call(cookie, "GET", "/api/availability");
    expect(empty.statusCode).toBe(200);
    expect(empty.json().settings).toMatchObject({
      weekdays: [],
      dailyOfferCap: 5,
      offerChannel: "push",
    });
    const saved = await ctx.call(cookie, "PUT", "/api/availability", {
      weekdays: [5, 1, 1],
      travelKm: 40,
      overnight: true,
      offerChannel: "mail",
      dailyOfferCap: 3,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings).toEqual({
      weekdays: [1, 5],
      travelKm: 40,
      overnight: true,
      offerChannel: "mail",
      dailyOfferCap: 3,
    });
    const marked = await ctx.call(cookie, "POST", "/api/availability/days", {
      days: [
        { day: daysFromNow(1), available: true },
        { day: daysFromNow(2), available: false },
      ],
    });
    expect(marked.json().days).toEqual([
      { day: daysFromNow(1), available: true },
      { day: daysFromNow(2), available: false },
    ]);
    const cleared = await ctx.call(cookie, "POST", "/api/availability/days", {
      days: [{ day: daysFromNow(1), available: null }],
    });
    expect(cleared.json().days).toEqual([{ day: daysFromNow(2), available: false }]);
    expect(
      (
        await ctx.call(cookie, "POST", "/api/availability/days", {
          days: [{ day: daysFromNow(400), available: true }],
        })
      ).statusCode,
    ).toBe(422);
    expect((await ctx.call(ctx.admin, "GET", "/api/availability")).statusCode).toBe(403);
  });

  it("ranks by the calendar, says why a person is not offered, and marks urgent orders", async () => {
    const owner = await seedOwner(db());
    const ownerCookie = await loginCookie(ctx.app, owner.email);
    const calendar = await seedStaff(db(), "Apotheker/in", {
      name: { firstName: "Kai", lastName: "Kalender" },
    });
    await db()
      .insert(staffAvailability)
      .values({ userId: calendar.id, weekdays: [1, 2, 3, 4, 5, 6, 7] });
    const none = await seedStaff(db(), "Apotheker/in", {
      name: { firstName: "Nina", lastName: "Ohne" },
    });
    const blocked = await seedStaff(db(), "Apotheker/in", {
      name: { firstName: "Bert", lastName: "Block" },
    });
    await db()
      .insert(staffAvailability)
      .values({ userId: blocked.id, weekdays: [1, 2, 3, 4, 5, 6, 7] });
    await db()
      .insert(pharmacyStaffMarks)
      .values({ ownerId: owner.id, staffId: blocked.id, mark: "blocked" });
    const orderId = await publish(ownerCookie, 2);

    const answer = (
      await ctx.call(ctx.admin, "GET", `/api/admin/search-orders/${orderId}/candidates`)
    ).json();
    const all = [...answer.applicants, ...answer.others] as {
      id: string;
      offerReason: string;
      offerStatus: string | null;
      availableOnDays: boolean;
      blockedByPharmacy: boolean;
    }[];
    const ids = all.map((candidate) => candidate.id);
    const of = (id: string) => all.find((candidate) => candidate.id === id)!;
    expect(of(calendar.id)).toMatchObject({
      offerReason: "offered",
      offerStatus: "pending",
      availableOnDays: true,
    });
    expect(of(none.id).offerReason).toBe("noAvailability");
    expect(of(blocked.id)).toMatchObject({ offerReason: "blocked", blockedByPharmacy: true });
    expect(ids.indexOf(calendar.id)).toBeLessThan(ids.indexOf(none.id));
    expect(ids.indexOf(none.id)).toBeLessThan(ids.indexOf(blocked.id));

    const work = (await ctx.call(ctx.admin, "GET", "/api/admin/work")).json();
    expect(work.urgentOrders.map((order: { id: string }) => order.id)).toContain(orderId);
    const orders = (await ctx.call(ctx.admin, "GET", "/api/admin/search-orders")).json().orders;
    expect(orders.find((order: { id: string }) => order.id === orderId).urgent).toBe(true);
  });

  it("proposes a favourite at once where the operator allowed it, and tells the agency", async () => {
    const owner = await seedOwner(db());
    const ownerCookie = await loginCookie(ctx.app, owner.email);
    const favourite = await seedStaff(db(), "Apotheker/in");
    const other = await seedStaff(db(), "Apotheker/in");
    await db()
      .insert(pharmacyStaffMarks)
      .values({ ownerId: owner.id, staffId: favourite.id, mark: "favourite" });

    // Off by default: "Ich habe Zeit" is an application only.
    const first = await publish(ownerCookie, 2);
    const favouriteCookie = await loginCookie(ctx.app, favourite.email);
    await ctx.call(favouriteCookie, "POST", "/api/applications", {
      orderId: first,
      dataConsent: true,
    });
    const [still] = await db().select().from(searchOrders).where(eq(searchOrders.id, first));
    expect(still?.status).toBe("published");

    const switched = await ctx.call(ctx.admin, "POST", "/api/admin/accounts/auto-propose", {
      id: owner.id,
      enabled: true,
    });
    expect(switched.statusCode).toBe(200);
    const second = await publish(ownerCookie, 3);
    // Another person is not a favourite: stays an application.
    const otherCookie = await loginCookie(ctx.app, other.email);
    await ctx.call(otherCookie, "POST", "/api/applications", {
      orderId: second,
      dataConsent: true,
    });
    expect(
      (await db().select().from(searchOrders).where(eq(searchOrders.id, second)))[0]?.status,
    ).toBe("published");
    await ctx.call(favouriteCookie, "POST", "/api/applications", {
      orderId: second,
      dataConsent: true,
    });
    const [proposed] = await db().select().from(searchOrders).where(eq(searchOrders.id, second));
    expect(proposed).toMatchObject({ status: "candidate_proposed", candidateId: favourite.id });
    const agency = await db()
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.template, "auto-proposal"));
    expect(agency.length).toBeGreaterThan(0);
    // The owner still confirms.
    const confirmed = await ctx.call(
      ownerCookie,
      "POST",
      `/api/search-orders/${second}/confirm`,
      await confirmationOf(ctx.call, ownerCookie, second),
    );
    expect(confirmed.statusCode).toBe(200);
    const [setting] = await db()
      .select()
      .from(pharmacyOfferSettings)
      .where(eq(pharmacyOfferSettings.ownerId, owner.id));
    expect(setting?.autoPropose).toBe(true);
  });

  it("lets each side rate after the last day, the owner mark a favourite or a block", async () => {
    const owner = await seedOwner(db());
    const ownerCookie = await loginCookie(ctx.app, owner.email);
    const staff = await seedStaff(db(), "Apotheker/in");
    const staffCookie = await loginCookie(ctx.app, staff.email);
    const orderId = await publish(ownerCookie, 5);
    await ctx.call(staffCookie, "POST", "/api/applications", { orderId, dataConsent: true });
    await ctx.call(ctx.admin, "POST", `/api/admin/search-orders/${orderId}/propose`, {
      staffId: staff.id,
    });
    await ctx.call(
      ownerCookie,
      "POST",
      `/api/search-orders/${orderId}/confirm`,
      await confirmationOf(ctx.call, ownerCookie, orderId),
    );
    const [placement] = await db().select().from(placements).where(eq(placements.orderId, orderId));
    const url = `/api/placements/${placement!.id}/rating`;
    expect((await ctx.call(ownerCookie, "POST", url, { stars: 5 })).statusCode).toBe(409);
    await db()
      .update(placements)
      .set({ firstDay: daysFromNow(-3), lastDay: daysFromNow(-1) })
      .where(eq(placements.id, placement!.id));
    expect((await ctx.call(ownerCookie, "POST", url, { stars: 6 })).statusCode).toBe(422);
    const rated = await ctx.call(ownerCookie, "POST", url, {
      stars: 4,
      comment: "Sehr zuverlässig",
      mark: "favourite",
    });
    expect(rated.statusCode).toBe(200);
    expect(
      (await ctx.call(staffCookie, "POST", url, { stars: 5, comment: "Tolles Team" })).statusCode,
    ).toBe(200);
    const other = await seedStaff(db(), "PTA");
    expect(
      (await ctx.call(await loginCookie(ctx.app, other.email), "POST", url, { stars: 1 }))
        .statusCode,
    ).toBe(404);

    const ratings = await db()
      .select()
      .from(placementRatings)
      .where(eq(placementRatings.placementId, placement!.id));
    expect(ratings.map((row) => [row.side, row.stars]).sort()).toEqual([
      ["owner", 4],
      ["staff", 5],
    ]);
    const [mark] = await db()
      .select()
      .from(pharmacyStaffMarks)
      .where(
        and(eq(pharmacyStaffMarks.ownerId, owner.id), eq(pharmacyStaffMarks.staffId, staff.id)),
      );
    expect(mark?.mark).toBe("favourite");
    // "Meine Einsätze" says it is rated, never the stars; the console shows them.
    const own = (await ctx.call(staffCookie, "GET", "/api/placements")).json().placements[0];
    expect(own.rated).toBe(true);
    expect(JSON.stringify(own)).not.toContain("Tolles Team");
    expect(
      JSON.stringify((await ctx.call(ownerCookie, "GET", "/api/placements")).json()),
    ).not.toContain("Tolles Team");
    const detail = (
      await ctx.call(ctx.admin, "GET", `/api/admin/accounts/detail?id=${staff.id}`)
    ).json();
    expect(JSON.stringify(detail.urgent_cover.ratings)).toContain("Sehr zuverlässig");
    expect(JSON.stringify(detail.urgent_cover.ratings)).toContain("Tolles Team");
    // "Nicht mehr vorschlagen" replaces the favourite.
    await ctx.call(ownerCookie, "POST", url, { stars: 2, mark: "blocked" });
    const [blocked] = await db()
      .select()
      .from(pharmacyStaffMarks)
      .where(
        and(eq(pharmacyStaffMarks.ownerId, owner.id), eq(pharmacyStaffMarks.staffId, staff.id)),
      );
    expect(blocked?.mark).toBe("blocked");
    // The operator cannot propose a blocked person to that pharmacy again.
    const again = await publish(ownerCookie, 8);
    await ctx.call(staffCookie, "POST", "/api/applications", { orderId: again, dataConsent: true });
    const refused = await ctx.call(ctx.admin, "POST", `/api/admin/search-orders/${again}/propose`, {
      staffId: staff.id,
    });
    expect(refused.statusCode).toBe(422);
  });
});
