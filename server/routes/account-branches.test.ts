import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { messagesEn } from "../../domain/messages/en";
import {
  auditLog,
  invoices,
  outboxEmails,
  pharmacyBranches,
  placements,
  searchOrders,
  users,
} from "../db/schema";
import { freshAddress, loginCookie, PASSWORD, seedUser } from "../testing/accounts";
import { orderBody, seedOwner } from "../testing/job-board";
import { confirmedStory, confirmWorkedDays } from "../testing/placement-test-story";
import { renderedMail } from "../testing/rendered-mail";
import { useOperatorApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";

/** A branch as the /konto form sends it. */
function branchBody(overrides: Record<string, unknown> = {}) {
  return {
    pharmacy_name: "Apotheke am Ring",
    street: "Hohenzollernring",
    street_number: "12",
    postal_code: "50672",
    city: "Köln",
    phone: "+49 221 7654321",
    wws_software: ["CIDA"],
    ...overrides,
  };
}

/** Several pharmacies per owner (issue 13, item 2; docs/decisions/0035). */
describe.each(testDatabaseKinds)("pharmacy branches on $name", (kind) => {
  const ctx = useOperatorApp(kind);
  afterEach(async () => {
    vi.useRealTimers();
    // A test that moved the clock aged the shared session: a fresh one.
    ctx.admin = await loginCookie(ctx.app, ctx.adminEmail);
  });

  async function newOwner() {
    const user = await seedOwner(ctx.database.db);
    return { user, cookie: await loginCookie(ctx.app, user.email) };
  }
  async function addBranch(cookie: string, overrides: Record<string, unknown> = {}) {
    const added = await ctx.call(cookie, "POST", "/api/account/branches", branchBody(overrides));
    expect(added.statusCode).toBe(201);
    return added.json().branch as { id: string; pharmacy_name: string };
  }

  it("adds, edits and removes a branch; the state follows the postcode; each change is audited", async () => {
    const { user, cookie } = await newOwner();
    const before = await ctx.call(cookie, "GET", "/api/account");
    expect(before.json().branches).toEqual([]);

    const added = await ctx.call(cookie, "POST", "/api/account/branches", branchBody());
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      message: messagesEn["branch.added"],
      branch: { pharmacy_name: "Apotheke am Ring", postal_code: "50672", state: "DE-NW" },
    });
    const id = added.json().branch.id as string;
    expect((await ctx.call(cookie, "GET", "/api/account")).json().branches).toEqual([
      expect.objectContaining({ id, pharmacy_name: "Apotheke am Ring", phone: "+49 221 7654321" }),
    ]);

    const edited = await ctx.call(
      cookie,
      "PUT",
      `/api/account/branches/${id}`,
      branchBody({ postal_code: "80331", city: "München", pharmacy_name: "Marien-Apotheke" }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().branch).toMatchObject({
      pharmacy_name: "Marien-Apotheke",
      state: "DE-BY",
    });

    const removed = await ctx.call(cookie, "DELETE", `/api/account/branches/${id}`);
    expect(removed.statusCode).toBe(200);
    expect((await ctx.call(cookie, "GET", "/api/account")).json().branches).toEqual([]);
    // Gone for the owner: a second removal or an edit finds nothing.
    expect((await ctx.call(cookie, "DELETE", `/api/account/branches/${id}`)).statusCode).toBe(404);
    expect(
      (await ctx.call(cookie, "PUT", `/api/account/branches/${id}`, branchBody())).statusCode,
    ).toBe(404);

    const audited = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.actorId, user.id)));
    expect(audited.map((entry) => entry.action).sort()).toEqual([
      "account.branch_add",
      "account.branch_remove",
      "account.branch_update",
    ]);
    const update = audited.find((entry) => entry.action === "account.branch_update");
    expect(update?.details).toMatchObject({
      name: "Marien-Apotheke",
      changed: expect.arrayContaining(["name", "postalCode", "city", "state"]),
    });
  });

  it("checks the fields with German messages and refuses an unknown postcode", async () => {
    const { cookie } = await newOwner();
    const empty = await ctx.call(
      cookie,
      "POST",
      "/api/account/branches",
      branchBody({ pharmacy_name: "", phone: "221 123", wws_software: [] }),
    );
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject({
      pharmacy_name: ["Name der Apotheke ist erforderlich"],
      phone: ["Die Telefonnummer muss mit +49 beginnen."],
      wws_software: [expect.any(String)],
    });
    // The national number with its area code, as the registration takes it (issue 26).
    const national = await addBranch(cookie, { phone: "0221 4201234" });
    expect(national).toMatchObject({ phone: "+49221 4201234" });
    const unknown = await ctx.call(
      cookie,
      "POST",
      "/api/account/branches",
      branchBody({ postal_code: "99999" }),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ postal_code: ["Diese PLZ gibt es nicht."] });
  });

  it("allows at most three branches besides the main pharmacy", async () => {
    const { cookie } = await newOwner();
    const first = await addBranch(cookie, { pharmacy_name: "Filiale 1" });
    await addBranch(cookie, { pharmacy_name: "Filiale 2" });
    await addBranch(cookie, { pharmacy_name: "Filiale 3" });
    const fourth = await ctx.call(
      cookie,
      "POST",
      "/api/account/branches",
      branchBody({ pharmacy_name: "Filiale 4" }),
    );
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe(messagesEn["branch.limit"]);
    // A removed branch frees its place.
    expect((await ctx.call(cookie, "DELETE", `/api/account/branches/${first.id}`)).statusCode).toBe(
      200,
    );
    await addBranch(cookie, { pharmacy_name: "Filiale 4" });
    const names = (await ctx.call(cookie, "GET", "/api/account"))
      .json()
      .branches.map((branch: { pharmacy_name: string }) => branch.pharmacy_name);
    expect(names).toEqual(["Filiale 2", "Filiale 3", "Filiale 4"]);
  });

  it("counts branches under a lock: four requests at once give three branches", async () => {
    const { user, cookie } = await newOwner();
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        ctx.call(cookie, "POST", "/api/account/branches", branchBody({ pharmacy_name: `F${n}` })),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 409]);
    expect(
      await ctx.database.db.$count(pharmacyBranches, eq(pharmacyBranches.ownerId, user.id)),
    ).toBe(3);
  });

  it("lets only the owner touch her branches: 401, 403, and 404 for another owner's", async () => {
    const { cookie } = await newOwner();
    const branch = await addBranch(cookie);
    const other = await newOwner();
    expect(
      (await ctx.call(other.cookie, "PUT", `/api/account/branches/${branch.id}`, branchBody()))
        .statusCode,
    ).toBe(404);
    expect(
      (await ctx.call(other.cookie, "DELETE", `/api/account/branches/${branch.id}`)).statusCode,
    ).toBe(404);
    // Nor may she name it in an order of her own.
    const foreign = await ctx.call(
      other.cookie,
      "POST",
      "/api/search-orders",
      orderBody({ branchId: branch.id }),
    );
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ branchId: [messagesEn["orderPharmacy.invalid"]] });

    const staff = await seedUser(ctx.database.db, { role: "pharmacist" });
    const staffCookie = await loginCookie(ctx.app, staff.email);
    expect(
      (await ctx.call(staffCookie, "POST", "/api/account/branches", branchBody())).statusCode,
    ).toBe(403);
    expect(
      (await ctx.call(ctx.admin, "POST", "/api/account/branches", branchBody())).statusCode,
    ).toBe(403);
    const anonymous = await ctx.app.inject({
      method: "POST",
      url: "/api/account/branches",
      payload: branchBody(),
    });
    expect(anonymous.statusCode).toBe(401);
    const [row] = await ctx.database.db
      .select()
      .from(pharmacyBranches)
      .where(eq(pharmacyBranches.id, branch.id));
    expect(row?.name).toBe("Apotheke am Ring");
  });

  it("prefills an order from the chosen branch and stores which pharmacy it is for", async () => {
    const { user, cookie } = await newOwner();
    // Before any branch: one pharmacy, the main one; orders without branchId are its.
    const single = (await ctx.call(cookie, "GET", "/api/search-orders")).json();
    expect(single.pharmacies).toEqual([
      expect.objectContaining({ branchId: null, name: "Apotheke am Dom", main: true }),
    ]);
    const mainOrder = await ctx.call(cookie, "POST", "/api/search-orders", orderBody());
    expect(mainOrder.json().order.pharmacy).toEqual({
      branchId: null,
      name: "Apotheke am Dom",
      main: true,
    });

    const branch = await addBranch(cookie, { wws_software: ["CIDA", "Pharmatechnik"] });
    const answer = (await ctx.call(cookie, "GET", "/api/search-orders")).json();
    expect(answer.pharmacies).toHaveLength(2);
    expect(answer.pharmacies[1]).toEqual({
      branchId: branch.id,
      name: "Apotheke am Ring",
      main: false,
      prefill: {
        street: "Hohenzollernring 12",
        postalCode: "50672",
        city: "Köln",
        state: "DE-NW",
        wwsSoftware: ["CIDA", "Pharmatechnik"],
      },
    });

    const { prefill } = answer.pharmacies[1];
    const created = await ctx.call(
      cookie,
      "POST",
      "/api/search-orders",
      orderBody({ branchId: branch.id, ...prefill }),
    );
    expect(created.statusCode).toBe(201);
    const order = created.json().order;
    expect(order).toMatchObject({
      pharmacy: { branchId: branch.id, name: "Apotheke am Ring", main: false },
      street: "Hohenzollernring 12",
      postalCode: "50672",
      wwsSoftware: ["CIDA", "Pharmatechnik"],
    });
    const [stored] = await ctx.database.db
      .select()
      .from(searchOrders)
      .where(eq(searchOrders.id, order.id));
    expect(stored?.branchId).toBe(branch.id);

    // A draft moves to the main pharmacy ("" is the main pharmacy, as the form sends it).
    const moved = await ctx.call(
      cookie,
      "PUT",
      `/api/search-orders/${order.id}`,
      orderBody({ branchId: "" }),
    );
    expect(moved.json().order.pharmacy.main).toBe(true);
    await ctx.call(
      cookie,
      "PUT",
      `/api/search-orders/${order.id}`,
      orderBody({ branchId: branch.id }),
    );

    // The operator sees which pharmacy, and the owner's group.
    await ctx.call(cookie, "POST", `/api/search-orders/${order.id}/send`, {
      feeTermsAccepted: true,
    });
    // The owner's receipt names the pharmacy the order is for.
    const [receipt] = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.recipient, user.email),
          eq(outboxEmails.template, "search-order-received"),
        ),
      );
    expect(renderedMail(receipt!).text).toContain("Apotheke am Ring");
    const listed = (
      await ctx.call(ctx.admin, "GET", "/api/admin/search-orders?status=sent")
    ).json();
    expect(listed.orders.find((entry: { id: string }) => entry.id === order.id)).toMatchObject({
      pharmacy: { branchId: branch.id, name: "Apotheke am Ring", main: false },
      owner: { pharmacyName: "Apotheke am Dom" },
    });
    const work = (await ctx.call(ctx.admin, "GET", "/api/admin/work")).json();
    expect(
      work.ordersToAccept.find((entry: { id: string }) => entry.id === order.id),
    ).toMatchObject({ pharmacyName: "Apotheke am Ring" });
    const owners = (
      await ctx.call(ctx.admin, "GET", `/api/admin/owners?q=${encodeURIComponent(user.email)}`)
    ).json();
    expect(owners.items[0]).toMatchObject({
      pharmacy_name: "Apotheke am Dom",
      branches: [
        {
          id: branch.id,
          name: "Apotheke am Ring",
          street: "Hohenzollernring 12",
          postal_code: "50672",
          city: "Köln",
        },
      ],
    });
    // The search finds an owner by a branch's name too.
    const byBranch = (await ctx.call(ctx.admin, "GET", "/api/admin/owners?q=am%20Ring")).json();
    expect(byBranch.items.map((item: { id: string }) => item.id)).toContain(user.id);
    const csv = await ctx.call(
      ctx.admin,
      "GET",
      `/api/admin/owners/csv?q=${encodeURIComponent(user.email)}`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain("Filialen");
    expect(csv.body).toContain("Apotheke am Ring, Hohenzollernring 12, 50672 Köln");
  });

  it("refuses to remove a branch with an open order, then allows it once the order is gone", async () => {
    const { cookie } = await newOwner();
    const branch = await addBranch(cookie);
    const draft = await ctx.call(
      cookie,
      "POST",
      "/api/search-orders",
      orderBody({ branchId: branch.id }),
    );
    const refused = await ctx.call(cookie, "DELETE", `/api/account/branches/${branch.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(messagesEn["branch.inUse"]);

    // Sent and then ended: no longer open.
    const orderId = draft.json().order.id as string;
    await ctx.call(cookie, "POST", `/api/search-orders/${orderId}/send`, {
      feeTermsAccepted: true,
    });
    expect(
      (await ctx.call(cookie, "DELETE", `/api/account/branches/${branch.id}`)).statusCode,
    ).toBe(409);
    expect((await ctx.call(cookie, "DELETE", `/api/search-orders/${orderId}`)).statusCode).toBe(
      200,
    );
    expect(
      (await ctx.call(cookie, "DELETE", `/api/account/branches/${branch.id}`)).statusCode,
    ).toBe(200);
    // The ended order still names the branch it was for; new orders cannot.
    const orders = (await ctx.call(cookie, "GET", "/api/search-orders")).json();
    expect(orders.orders[0].pharmacy).toEqual({
      branchId: branch.id,
      name: "Apotheke am Ring",
      main: false,
    });
    expect(orders.pharmacies).toHaveLength(1);
    const late = await ctx.call(
      cookie,
      "POST",
      "/api/search-orders",
      orderBody({ branchId: branch.id }),
    );
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.branchId).toEqual([messagesEn["orderPharmacy.invalid"]]);
  });

  it("confirms a branch's order into a placement at the branch; the invoice goes to the main pharmacy", async () => {
    let branchId = "";
    const story = await confirmedStory(ctx.app, ctx.database, ctx.admin, {
      start: 6,
      end: 7,
      order: async (owner) => {
        const branch = await addBranch(owner, {
          phone: "+49 221 5550000",
          street: "Neusser Straße",
          street_number: "3",
          postal_code: "50670",
        });
        branchId = branch.id;
        return {
          branchId,
          street: "Neusser Straße 3",
          postalCode: "50670",
          city: "Köln",
          state: "DE-NW",
        };
      },
    });
    const [placement] = await ctx.database.db
      .select()
      .from(placements)
      .where(eq(placements.id, story.placementId));
    expect(placement).toMatchObject({
      pharmacyName: "Apotheke am Ring",
      street: "Neusser Straße 3",
      postalCode: "50670",
    });
    // The substitute sees the branch's address and phone.
    const mine = (await ctx.call(story.staff, "GET", "/api/placements")).json().placements[0];
    expect(mine).toMatchObject({
      pharmacyName: "Apotheke am Ring",
      contact: { phone: "+49 221 5550000" },
    });

    // Upcoming placement: the branch stays, even if the order were no longer open.
    await ctx.database.db
      .update(searchOrders)
      .set({ status: "ended" })
      .where(eq(searchOrders.id, story.orderId));
    const refused = await ctx.call(story.owner, "DELETE", `/api/account/branches/${branchId}`);
    expect(refused.statusCode).toBe(409);
    await ctx.database.db
      .update(searchOrders)
      .set({ status: "confirmed" })
      .where(eq(searchOrders.id, story.orderId));

    // The days worked and confirmed, the operator invoices them and marks the placement
    // "vermittelt" (docs/decisions/0057-worked-days-and-corrections.md).
    const settled = await confirmWorkedDays(ctx.app, ctx.database, story, ctx.adminEmail);
    story.owner = settled.owner;
    const invoiced = await ctx.call(
      settled.admin,
      "POST",
      `/api/admin/placements/${story.placementId}/invoice`,
    );
    expect(invoiced.statusCode).toBe(200);
    const arranged = await ctx.call(
      settled.admin,
      "POST",
      `/api/admin/placements/${story.placementId}/arrange`,
    );
    expect(arranged.statusCode).toBe(200);
    const [invoice] = await ctx.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.placementId, story.placementId));
    expect(invoice?.buyer).toMatchObject({
      name: "Apotheke am Dom",
      street: "Domkloster 4",
      postalCode: "50667",
    });
    expect(invoice?.lines[0]?.description).toContain("in der Filiale Apotheke am Ring");
    // "Vermittelt" does not end the placement: the branch still may not go.
    await ctx.database.db
      .update(searchOrders)
      .set({ status: "ended" })
      .where(eq(searchOrders.id, story.orderId));
    const stillRefused = await ctx.call(story.owner, "DELETE", `/api/account/branches/${branchId}`);
    expect(stillRefused.statusCode).toBe(409);
  });

  it("deletes the branches with the account; the placement record keeps its copy", async () => {
    let branchId = "";
    const story = await confirmedStory(ctx.app, ctx.database, ctx.admin, {
      start: 3,
      end: 3,
      order: async (owner) => {
        branchId = (await addBranch(owner)).id;
        return { branchId };
      },
    });
    // Cancel first: an upcoming placement blocks the deletion (docs/decisions/0015).
    const cancelled = await ctx.call(
      story.owner,
      "POST",
      `/api/placements/${story.placementId}/cancel`,
      { reason: "Filiale geschlossen", searchAgain: false },
    );
    expect(cancelled.statusCode).toBe(200);
    const deleted = await ctx.app.inject({
      method: "POST",
      url: "/api/account/delete",
      headers: { cookie: story.owner },
      payload: { password: PASSWORD },
      remoteAddress: freshAddress(),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await ctx.database.db.$count(users, eq(users.id, story.ownerUser.id))).toBe(0);
    expect(await ctx.database.db.$count(pharmacyBranches, eq(pharmacyBranches.id, branchId))).toBe(
      0,
    );
    // The log keeps that a branch was added, not its name or place (docs/decisions/0037).
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "pharmacy_branch"), eq(auditLog.targetId, branchId)));
    expect(entries.map((entry) => [entry.action, entry.actorEmail, entry.details])).toEqual([
      ["account.branch_add", "deleted-account", {}],
    ]);
    const [record] = await ctx.database.db
      .select()
      .from(placements)
      .where(eq(placements.id, story.placementId));
    expect(record).toMatchObject({
      ownerId: null,
      orderId: null,
      pharmacyName: "Apotheke am Ring",
    });
  });

  it("keeps orders from before branches valid: they are the main pharmacy's", async () => {
    const { user, cookie } = await newOwner();
    await ctx.database.db.insert(searchOrders).values({
      ownerId: user.id,
      type: "Vertretungsangebot",
      role: "PTA",
      workingHours: "8–12",
      street: "Domkloster 4",
      postalCode: "50667",
      city: "Köln",
      state: "DE-NW",
      wwsSoftware: ["ADG"],
    });
    const [order] = (await ctx.call(cookie, "GET", "/api/search-orders")).json().orders;
    expect(order.pharmacy).toEqual({ branchId: null, name: "Apotheke am Dom", main: true });
  });
});
