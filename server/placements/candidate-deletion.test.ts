import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { searchOrderEvents, searchOrders } from "../db/schema";
import { loginCookie, PASSWORD } from "../testing/accounts";
import { exportOf } from "../testing/data-export";
import { orderBody, seedOwner, seedStaff } from "../testing/job-board";
import { confirmedStory } from "../testing/placement-test-story";
import { useOperatorApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";

/** What a candidate's own account deletion does to the orders she was proposed for. */
describe.each(testDatabaseKinds)("a deleted candidate's account on $name", (kind) => {
  const ctx = useOperatorApp(kind);

  it("takes a deleted candidate's name out of the owner's order history", async () => {
    const story = await confirmedStory(ctx.app, ctx.database, ctx.admin, { confirm: false });
    const name = `${story.staffUser.firstName} ${story.staffUser.lastName}`;
    const history = () =>
      ctx.database.db
        .select({ status: searchOrderEvents.status, note: searchOrderEvents.note })
        .from(searchOrderEvents)
        .where(eq(searchOrderEvents.orderId, story.orderId));
    expect(await history()).toContainEqual({ status: "candidate_proposed", note: name });
    const deleted = await ctx.call(story.staff, "POST", "/api/account/delete", {
      password: PASSWORD,
    });
    expect(deleted.statusCode).toBe(200);
    const events = await history();
    expect(events.map((event) => event.status)).toContain("candidate_proposed");
    expect(JSON.stringify(events)).not.toContain(name);
  });

  it("takes a deleted candidate's name out of the history when she never applied and was replaced", async () => {
    const ownerUser = await seedOwner(ctx.database.db);
    const owner = await loginCookie(ctx.app, ownerUser.email);
    const created = await ctx.call(owner, "POST", "/api/search-orders", orderBody());
    const orderId = created.json().order.id as string;
    await ctx.call(owner, "POST", `/api/search-orders/${orderId}/send`, { feeTermsAccepted: true });
    await ctx.call(ctx.admin, "POST", `/api/admin/search-orders/${orderId}/accept`);
    await ctx.call(ctx.admin, "POST", `/api/admin/search-orders/${orderId}/publish`);
    const first = await seedStaff(ctx.database.db, "Apotheker/in", {
      name: { firstName: "Anna", lastName: "Abendroth" },
    });
    const second = await seedStaff(ctx.database.db, "Apotheker/in", {
      name: { firstName: "Berta", lastName: "Brandt" },
    });
    for (const staffId of [first.id, second.id]) {
      const proposed = await ctx.call(
        ctx.admin,
        "POST",
        `/api/admin/search-orders/${orderId}/propose`,
        {
          staffId,
        },
      );
      expect(proposed.statusCode).toBe(200);
    }
    const ownerView = async () =>
      (await ctx.call(owner, "GET", "/api/search-orders"))
        .json()
        .orders.find((entry: { id: string }) => entry.id === orderId);
    const proposalNotes = async () =>
      (await ownerView()).events
        .filter((event: { status: string }) => event.status === "candidate_proposed")
        .map((event: { note: string | null }) => event.note);
    expect(await proposalNotes()).toEqual(["Anna Abendroth", "Berta Brandt"]);

    const deleted = await ctx.call(
      await loginCookie(ctx.app, first.email),
      "POST",
      "/api/account/delete",
      {
        password: PASSWORD,
      },
    );
    expect(deleted.statusCode).toBe(200);

    expect(JSON.stringify(await ownerView())).not.toContain("Abendroth");
    expect(await proposalNotes()).toEqual([null, "Berta Brandt"]);
    // The operator's view and the owner's data export show the same history.
    const operatorView = (await ctx.call(ctx.admin, "GET", "/api/admin/search-orders"))
      .json()
      .orders.find((entry: { id: string }) => entry.id === orderId);
    expect(JSON.stringify(operatorView)).not.toContain("Abendroth");
    expect(JSON.stringify(operatorView)).toContain("Berta Brandt");
    // (The mail that proposed her to the owner is the owner's, kept for the outbox's
    // six months: docs/product.md, "Data protection".)
    const { data } = await exportOf(ctx.app, owner);
    const history = JSON.stringify([data.search_orders, data.order_events]);
    expect(history).not.toContain("Abendroth");
    expect(history).toContain("Berta Brandt");
  });

  it("puts the order back on the job board when the proposed candidate's account is deleted", async () => {
    const story = await confirmedStory(ctx.app, ctx.database, ctx.admin, { confirm: false });
    const deleted = await ctx.call(story.staff, "POST", "/api/account/delete", {
      password: PASSWORD,
    });
    expect(deleted.statusCode).toBe(200);
    const [order] = await ctx.database.db
      .select({ status: searchOrders.status, candidateId: searchOrders.candidateId })
      .from(searchOrders)
      .where(eq(searchOrders.id, story.orderId));
    expect(order).toEqual({ status: "published", candidateId: null });
    const events = await ctx.database.db
      .select({ status: searchOrderEvents.status, note: searchOrderEvents.note })
      .from(searchOrderEvents)
      .where(eq(searchOrderEvents.orderId, story.orderId));
    expect(events).toContainEqual({
      status: "published",
      note: "Das Konto der vorgeschlagenen Fachkraft wurde gelöscht.",
    });
    // The owner no longer waits on a confirmation that cannot succeed.
    const owner = (await ctx.call(story.owner, "GET", "/api/search-orders")).json();
    expect(owner.orders.find((entry: { id: string }) => entry.id === story.orderId).status).toBe(
      "published",
    );
  });
});
