import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { siteConfig } from "../../domain/site-config";
import { outboxEmails, placements, searchOrders, users } from "../db/schema";
import { loginCookie, PASSWORD } from "../testing/accounts";
import { daysFromNow } from "../testing/job-board";
import { confirmedStory } from "../testing/placement-test-story";
import { renderedMail } from "../testing/rendered-mail";
import { useOperatorApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";

describe.each(testDatabaseKinds)("placements and account deletion on $name", (kind) => {
  const ctx = useOperatorApp(kind);
  afterEach(async () => {
    vi.useRealTimers();
    // A test that moved the clock may have aged the shared session: a fresh one.
    ctx.admin = await loginCookie(ctx.app, ctx.adminEmail);
  });

  const mails = async (to: string, template: string) =>
    (
      await ctx.database.db
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.recipient, to), eq(outboxEmails.template, template)))
    ).map(renderedMail);

  it("refuses to delete an account with an upcoming placement and keeps the record unchanged after deletion", async () => {
    const story = await confirmedStory(ctx.app, ctx.database, ctx.admin);
    for (const cookie of [story.owner, story.staff]) {
      const refused = await ctx.call(cookie, "POST", "/api/account/delete", { password: PASSWORD });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        "This account has an upcoming placement; cancel it first under Meine Einsätze",
      );
    }
    const operatorRefused = await ctx.call(ctx.admin, "POST", "/api/admin/accounts/delete", {
      id: story.staffUser.id,
    });
    expect(operatorRefused.statusCode).toBe(409);
    const [before] = await ctx.database.db
      .select()
      .from(placements)
      .where(eq(placements.id, story.placementId));

    // After the last day, both may go; the record stays as it was.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(`${daysFromNow(14)}T10:00:00Z`));
    for (const person of [story.ownerUser, story.staffUser]) {
      // Sessions have aged with the clock: log in again.
      const cookie = await loginCookie(ctx.app, person.email);
      const deleted = await ctx.call(cookie, "POST", "/api/account/delete", { password: PASSWORD });
      expect(deleted.statusCode).toBe(200);
    }
    const laterAdmin = await loginCookie(ctx.app, ctx.adminEmail);
    vi.useRealTimers();
    const gone = await ctx.database.db.select().from(users).where(eq(users.id, story.ownerUser.id));
    expect(gone).toEqual([]);
    const [after] = await ctx.database.db
      .select()
      .from(placements)
      .where(eq(placements.id, story.placementId));
    const { ownerId, staffId, orderId, updatedAt, ...facts } = before!;
    expect(after).toMatchObject({ ...facts, ownerId: null, staffId: null });
    const listed = (await ctx.call(laterAdmin, "GET", "/api/admin/placements")).json().placements;
    expect(listed.find((row: { id: string }) => row.id === story.placementId)).toMatchObject({
      pharmacyName: "Apotheke am Dom",
      ownerAccount: false,
      staffAccount: false,
    });
    void ownerId;
    void staffId;
    void orderId;
    void updatedAt;
  });

  it("refuses every deletion of an account whose placement is 'vermittelt' but not over, until a side cancels it", async () => {
    const story = await confirmedStory(ctx.app, ctx.database, ctx.admin);
    // "Vermittelt" from the first day on (docs/decisions/0057): the clock moves to it.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(`${story.startDate}T10:00:00Z`));
    const admin = await loginCookie(ctx.app, ctx.adminEmail);
    story.owner = await loginCookie(ctx.app, story.ownerUser.email);
    story.staff = await loginCookie(ctx.app, story.staffUser.email);
    const arranged = await ctx.call(
      admin,
      "POST",
      `/api/admin/placements/${story.placementId}/arrange`,
    );
    expect(arranged.statusCode).toBe(200);
    for (const cookie of [story.owner, story.staff]) {
      const refused = await ctx.call(cookie, "POST", "/api/account/delete", { password: PASSWORD });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        "This account has an upcoming placement; cancel it first under Meine Einsätze",
      );
    }
    for (const person of [story.ownerUser, story.staffUser]) {
      const byOperator = await ctx.call(admin, "POST", "/api/admin/accounts/delete", {
        id: person.id,
      });
      expect(byOperator.statusCode).toBe(409);
    }
    expect(
      await ctx.database.db.select().from(users).where(eq(users.id, story.staffUser.id)),
    ).toHaveLength(1);
    // "Meine Einsätze" offers the cancellation: it works on a "vermittelt" placement too,
    // the owner and the agency hear of it, and then the account can go.
    const cancelled = await ctx.call(
      story.staff,
      "POST",
      `/api/placements/${story.placementId}/cancel`,
      {
        reason: "Umzug",
      },
    );
    expect(cancelled.statusCode).toBe(200);
    expect(
      (await mails(story.ownerUser.email, "placement-cancelled")).map((mail) => mail.text),
    ).toEqual([expect.stringContaining("Umzug")]);
    const toAgency = (await mails(siteConfig.emails.agency, "placement-cancelled")).filter((mail) =>
      mail.text.includes("Umzug"),
    );
    expect(toAgency).toHaveLength(1);
    expect(toAgency[0]?.text).toContain("bereits als vermittelt markiert");
    const [order] = await ctx.database.db
      .select()
      .from(searchOrders)
      .where(eq(searchOrders.id, story.orderId));
    expect(order).toMatchObject({ status: "published", candidateId: null });
    const deleted = await ctx.call(story.staff, "POST", "/api/account/delete", {
      password: PASSWORD,
    });
    expect(deleted.statusCode).toBe(200);
  });

  it("keeps a 'vermittelt' placement whose last day has passed: nobody cancels it, its accounts may go", async () => {
    const story = await confirmedStory(ctx.app, ctx.database, ctx.admin, { start: 2, end: 3 });
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(`${daysFromNow(5)}T10:00:00Z`));
    const operator = await loginCookie(ctx.app, ctx.adminEmail);
    expect(
      (await ctx.call(operator, "POST", `/api/admin/placements/${story.placementId}/arrange`))
        .statusCode,
    ).toBe(200);
    const staff = await loginCookie(ctx.app, story.staffUser.email);
    for (const cookie of [operator, staff]) {
      const refused = await ctx.call(
        cookie,
        "POST",
        `/api/placements/${story.placementId}/cancel`,
        {
          reason: "zu spät",
        },
      );
      expect(refused.statusCode).toBe(409);
    }
    const owner = await loginCookie(ctx.app, story.ownerUser.email);
    expect(
      (await ctx.call(owner, "DELETE", `/api/search-orders/${story.orderId}`)).statusCode,
    ).toBe(409);
    expect(
      (await ctx.call(staff, "POST", "/api/account/delete", { password: PASSWORD })).statusCode,
    ).toBe(200);
    const [kept] = await ctx.database.db
      .select()
      .from(placements)
      .where(eq(placements.id, story.placementId));
    expect(kept).toMatchObject({ status: "arranged", staffId: null });
  });
});
