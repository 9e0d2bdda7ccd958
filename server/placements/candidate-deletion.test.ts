import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { searchOrderEvents, searchOrders } from "../db/schema";
import { loginCookie, PASSWORD, seedUser } from "../testing/accounts";
import { exportOf } from "../testing/data-export";
import { orderBody, seedOwner, seedStaff } from "../testing/job-board";
import { caller, confirmedStory } from "../testing/placement-test-story";
import { buildTestApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";

/** What a candidate's own account deletion does to the orders she was proposed for. */
describe.each(testDatabaseKinds)("a deleted candidate's account on $name", (kind) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let admin: string;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    database = await kind.open();
    app = await buildTestApp(database);
    call = caller(app);
    admin = await loginCookie(app, (await seedUser(database.db, { role: "admin" })).email);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("takes a deleted candidate's name out of the owner's order history", async () => {
    const story = await confirmedStory(app, database, admin, { confirm: false });
    const name = `${story.staffUser.firstName} ${story.staffUser.lastName}`;
    const history = () =>
      database.db
        .select({ status: searchOrderEvents.status, note: searchOrderEvents.note })
        .from(searchOrderEvents)
        .where(eq(searchOrderEvents.orderId, story.orderId));
    expect(await history()).toContainEqual({ status: "candidate_proposed", note: name });
    const deleted = await call(story.staff, "POST", "/api/account/delete", { password: PASSWORD });
    expect(deleted.statusCode).toBe(200);
    const events = await history();
    expect(events.map((event) => event.status)).toContain("candidate_proposed");
    expect(JSON.stringify(events)).not.toContain(name);
  });

  it("takes a deleted candidate's name out of the history when she never applied and was replaced", async () => {
    const ownerUser = await seedOwner(database.db);
    const owner = await loginCookie(app, ownerUser.email);
    const created = await call(owner, "POST", "/api/search-orders", orderBody());
    const orderId = created.json().order.id as string;
    await call(owner, "POST", `/api/search-orders/${orderId}/send`, { feeTermsAccepted: true });
    await call(admin, "POST", `/api/admin/search-orders/${orderId}/accept`);
    await call(admin, "POST", `/api/admin/search-orders/${orderId}/publish`);
    const first = await seedStaff(database.db, "Apotheker/in", {
      name: { firstName: "Anna", lastName: "Abendroth" },
    });
    const second = await seedStaff(database.db, "Apotheker/in", {
      name: { firstName: "Berta", lastName: "Brandt" },
    });
    for (const staffId of [first.id, second.id]) {
      const proposed = await call(admin, "POST", `/api/admin/search-orders/${orderId}/propose`, {
        staffId,
      });
      expect(proposed.statusCode).toBe(200);
    }
    const ownerView = async () =>
      (await call(owner, "GET", "/api/search-orders"))
        .json()
        .orders.find((entry: { id: string }) => entry.id === orderId);
    const proposalNotes = async () =>
      (await ownerView()).events
        .filter((event: { status: string }) => event.status === "candidate_proposed")
        .map((event: { note: string | null }) => event.note);
    expect(await proposalNotes()).toEqual(["Anna Abendroth", "Berta Brandt"]);

    const deleted = await call(await loginCookie(app, first.email), "POST", "/api/account/delete", {
      password: PASSWORD,
    });
    expect(deleted.statusCode).toBe(200);

    expect(JSON.stringify(await ownerView())).not.toContain("Abendroth");
    expect(await proposalNotes()).toEqual([null, "Berta Brandt"]);
    // The operator's view and the owner's data export show the same history.
    const operatorView = (await call(admin, "GET", "/api/admin/search-orders"))
      .json()
      .orders.find((entry: { id: string }) => entry.id === orderId);
    expect(JSON.stringify(operatorView)).not.toContain("Abendroth");
    expect(JSON.stringify(operatorView)).toContain("Berta Brandt");
    // (The mail that proposed her to the owner is the owner's, kept for the outbox's
    // six months: docs/product.md, "Data protection".)
    const { data } = await exportOf(app, owner);
    const history = JSON.stringify([data.search_orders, data.order_events]);
    expect(history).not.toContain("Abendroth");
    expect(history).toContain("Berta Brandt");
  });

  it("puts the order back on the job board when the proposed candidate's account is deleted", async () => {
    const story = await confirmedStory(app, database, admin, { confirm: false });
    const deleted = await call(story.staff, "POST", "/api/account/delete", { password: PASSWORD });
    expect(deleted.statusCode).toBe(200);
    const [order] = await database.db
      .select({ status: searchOrders.status, candidateId: searchOrders.candidateId })
      .from(searchOrders)
      .where(eq(searchOrders.id, story.orderId));
    expect(order).toEqual({ status: "published", candidateId: null });
    const events = await database.db
      .select({ status: searchOrderEvents.status, note: searchOrderEvents.note })
      .from(searchOrderEvents)
      .where(eq(searchOrderEvents.orderId, story.orderId));
    expect(events).toContainEqual({
      status: "published",
      note: "Das Konto der vorgeschlagenen Fachkraft wurde gelöscht.",
    });
    // The owner no longer waits on a confirmation that cannot succeed.
    const owner = (await call(story.owner, "GET", "/api/search-orders")).json();
    expect(owner.orders.find((entry: { id: string }) => entry.id === story.orderId).status).toBe(
      "published",
    );
  });
});
