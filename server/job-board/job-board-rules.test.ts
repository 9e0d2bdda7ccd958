import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookAssignment } from "../brokerage/assignments";
import { confirmedAssignments, outboxEmails, searchOrderEvents, searchOrders } from "../db/schema";
import { loginCookie } from "../testing/accounts";
import { confirmationOf, daysFromNow, orderBody, seedOwner, seedStaff } from "../testing/job-board";
import { useOperatorApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";
import { endExpiredBrokerages } from "./lifecycle";

describe.each(testDatabaseKinds)("job board rules on $name", (kind) => {
  const ctx = useOperatorApp(kind);

  const call = (cookie: string, method: string, url: string, payload?: unknown) =>
    ctx.app.inject({
      method: method as "GET",
      url,
      headers: { cookie },
      payload: payload as object,
    });

  /** An order of a new owner, sent, accepted, published and (optionally) proposed. */
  async function publishedOrder(
    periods: { startDate: string; endDate: string }[],
    staffId?: string,
  ) {
    const owner = await loginCookie(ctx.app, (await seedOwner(ctx.database.db)).email);
    const id = (await call(owner, "POST", "/api/search-orders", orderBody({ periods }))).json()
      .order.id as string;
    await call(owner, "POST", `/api/search-orders/${id}/send`, { feeTermsAccepted: true });
    await call(ctx.admin, "POST", `/api/admin/search-orders/${id}/accept`);
    await call(ctx.admin, "POST", `/api/admin/search-orders/${id}/publish`);
    if (staffId) {
      const proposed = await call(ctx.admin, "POST", `/api/admin/search-orders/${id}/propose`, {
        staffId,
      });
      expect(proposed.statusCode).toBe(200);
    }
    return { id, owner };
  }

  it("confirms a person for only one of two overlapping orders, also when both race", async () => {
    const staff = await seedStaff(ctx.database.db);
    const first = await publishedOrder(
      [{ startDate: daysFromNow(30), endDate: daysFromNow(40) }],
      staff.id,
    );
    const second = await publishedOrder(
      [
        { startDate: daysFromNow(20), endDate: daysFromNow(25) },
        { startDate: daysFromNow(40), endDate: daysFromNow(45) },
      ],
      staff.id,
    );
    const answers = await Promise.all([
      call(
        first.owner,
        "POST",
        `/api/search-orders/${first.id}/confirm`,
        await confirmationOf(call, first.owner, first.id),
      ),
      call(
        second.owner,
        "POST",
        `/api/search-orders/${second.id}/confirm`,
        await confirmationOf(call, second.owner, second.id),
      ),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().message).toBe(
      "This person is already confirmed for an overlapping order",
    );
    const booked = await ctx.database.db
      .select()
      .from(confirmedAssignments)
      .where(eq(confirmedAssignments.staffId, staff.id));
    expect(new Set(booked.map((row) => row.orderId)).size).toBe(1);

    // The ranking now shows the person as unavailable for the other order.
    const other = answers[0]!.statusCode === 409 ? first.id : second.id;
    const ranked = await call(ctx.admin, "GET", `/api/admin/search-orders/${other}/candidates`);
    const entry = ranked
      .json()
      .others.find((candidate: { id: string }) => candidate.id === staff.id);
    expect(entry?.available).toBe(false);

    // The winner's owner deletes the order: the brokerage ends and frees the person.
    const winner = other === first.id ? second : first;
    const loser = other === first.id ? first : second;
    expect((await call(winner.owner, "DELETE", `/api/search-orders/${winner.id}`)).statusCode).toBe(
      200,
    );
    const retry = await call(
      loser.owner,
      "POST",
      `/api/search-orders/${loser.id}/confirm`,
      await confirmationOf(call, loser.owner, loser.id),
    );
    expect(retry.statusCode).toBe(200);
  });

  it("lets the database refuse overlapping bookings written in parallel transactions", async () => {
    const staff = await seedStaff(ctx.database.db);
    const a = await publishedOrder([{ startDate: daysFromNow(50), endDate: daysFromNow(55) }]);
    const b = await publishedOrder([{ startDate: daysFromNow(55), endDate: daysFromNow(60) }]);
    const book = (orderId: string, startDate: string, endDate: string) =>
      ctx.database.db.transaction((tx) =>
        bookAssignment(tx, orderId, staff.id, [{ startDate, endDate }]),
      );
    const results = await Promise.allSettled([
      book(a.id, daysFromNow(50), daysFromNow(55)),
      book(b.id, daysFromNow(55), daysFromNow(60)),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    // Touching ranges without overlap are fine.
    await book(b.id, daysFromNow(61), daysFromNow(62));
  });

  it("never ends a brokerage whose person the owner confirmed: it has succeeded", async () => {
    const staff = await seedStaff(ctx.database.db);
    const order = await publishedOrder(
      [{ startDate: daysFromNow(20), endDate: daysFromNow(22) }],
      staff.id,
    );
    const confirmed = await call(
      order.owner,
      "POST",
      `/api/search-orders/${order.id}/confirm`,
      await confirmationOf(call, order.owner, order.id),
    );
    expect(confirmed.statusCode).toBe(200);
    const yearLater = new Date(Date.now() + 366 * 86_400_000);
    await endExpiredBrokerages(ctx.database.db, { publicUrl: "http://localhost" }, yearLater);
    const [row] = await ctx.database.db
      .select()
      .from(searchOrders)
      .where(eq(searchOrders.id, order.id));
    expect(row?.status).toBe("confirmed");
    // The person stays booked for those days.
    const booked = await ctx.database.db
      .select()
      .from(confirmedAssignments)
      .where(eq(confirmedAssignments.orderId, order.id));
    expect(booked).toHaveLength(1);
  });

  it("ends brokerages on the start day without placement and after 12 months", async () => {
    const soon = await publishedOrder([{ startDate: daysFromNow(3), endDate: daysFromNow(5) }]);
    const later = await publishedOrder([
      { startDate: daysFromNow(200), endDate: daysFromNow(210) },
    ]);
    expect(
      await endExpiredBrokerages(ctx.database.db, { publicUrl: "http://localhost" }, new Date()),
    ).toBe(0);

    const atStart = new Date(`${daysFromNow(3)}T12:00:00Z`);
    expect(
      await endExpiredBrokerages(ctx.database.db, { publicUrl: "http://localhost" }, atStart),
    ).toBeGreaterThanOrEqual(1);
    const status = async (id: string) =>
      (await ctx.database.db.select().from(searchOrders).where(eq(searchOrders.id, id)))[0]?.status;
    expect(await status(soon.id)).toBe("ended");
    expect(await status(later.id)).toBe("published");
    const events = await ctx.database.db
      .select()
      .from(searchOrderEvents)
      .where(eq(searchOrderEvents.orderId, soon.id));
    expect(events.at(-1)).toMatchObject({ status: "ended" });
    expect(events.at(-1)?.note).toContain("keine Vermittlung");
    const ended = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.template, "search-order-ended"));
    expect(ended.length).toBeGreaterThanOrEqual(1);

    const yearLater = new Date(Date.now() + 366 * 86_400_000);
    await endExpiredBrokerages(ctx.database.db, { publicUrl: "http://localhost" }, yearLater);
    expect(await status(later.id)).toBe("ended");
    // Again: nothing left to end.
    expect(
      await endExpiredBrokerages(ctx.database.db, { publicUrl: "http://localhost" }, yearLater),
    ).toBe(0);
  });
});
