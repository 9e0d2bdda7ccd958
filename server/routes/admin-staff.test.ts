import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outboxEmails, staffProfiles, users } from "../db/schema";
import { loginCookie, seedUser } from "../testing/accounts";
import { renderedMail } from "../testing/rendered-mail";
import { useOperatorApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";

describe.each(testDatabaseKinds)("operator staff API on $name", (kind) => {
  const ctx = useOperatorApp(kind);
  const cookieFor = (email: string) => loginCookie(ctx.app, email);

  async function seedStaff(status: "inactive" | "active" | "blocked" = "inactive") {
    const user = await seedUser(ctx.database.db, { role: "pharmacist", status, salutation: "Mr" });
    await ctx.database.db.insert(staffProfiles).values({
      userId: user.id,
      profession: "Apotheker/in",
      street: "Ring",
      streetNumber: "1",
      postalCode: "50667",
      city: "Köln",
      wwsSoftware: ["ADG"],
      experienceSince: "2010-01-01",
    });
    return user;
  }

  it("answers 401 without a session and 403 for owners and staff", async () => {
    const staff = await seedStaff();
    for (const request of [
      { method: "GET" as const, url: "/api/admin/staff?status=inactive" },
      { method: "POST" as const, url: `/api/admin/staff/${staff.id}/activate` },
    ]) {
      const anonymous = await ctx.app.inject(request);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: "Authentication required" });
      for (const role of ["pharmacy_owner", "pharmacist"] as const) {
        const other = await seedUser(ctx.database.db, { role });
        const response = await ctx.app.inject({
          ...request,
          headers: { cookie: await cookieFor(other.email) },
        });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: "You are not allowed to do this" });
      }
    }
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, staff.id));
    expect(row?.status).toBe("inactive");
  });

  it("lists inactive staff and activates one, mailing a login link once", async () => {
    const staff = await seedStaff();
    const listed = await ctx.app.inject({
      url: "/api/admin/staff?status=inactive",
      headers: { cookie: ctx.admin },
    });
    expect(listed.statusCode).toBe(200);
    const entry = listed.json().items.find((item: { id: string }) => item.id === staff.id);
    expect(entry).toMatchObject({ email: staff.email, iam: "Apotheker/in", status: "inactive" });

    const activate = () =>
      ctx.app.inject({
        method: "POST",
        url: `/api/admin/staff/${staff.id}/activate`,
        headers: { cookie: ctx.admin },
      });
    const first = await activate();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: "Account activated" });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, staff.id));
    expect(row).toMatchObject({ status: "active", activatedBy: ctx.adminId });
    const again = await activate();
    expect(again.json()).toEqual({ message: "Account is already active" });
    const mails = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.recipient, staff.email))
      .then((rows) => rows.map(renderedMail));
    expect(mails.map((mail) => mail.template)).toEqual(["staff-account-activated"]);
    expect(mails[0]?.text).toContain("http://localhost:3000/login");
    expect(mails[0]?.text).toContain("Guten Tag Herr Mustermann,");

    const nowListed = await ctx.app.inject({
      url: "/api/admin/staff?status=inactive",
      headers: { cookie: ctx.admin },
    });
    expect(nowListed.json().items.map((item: { id: string }) => item.id)).not.toContain(staff.id);
  });

  it("refuses blocked staff (409), owners and unknown ids (404), and bad ids (422)", async () => {
    const blocked = await seedStaff("blocked");
    const owner = await seedUser(ctx.database.db, { status: "unverified" });
    const post = (id: string) =>
      ctx.app.inject({
        method: "POST",
        url: `/api/admin/staff/${id}/activate`,
        headers: { cookie: ctx.admin },
      });
    expect((await post(blocked.id)).statusCode).toBe(409);
    expect((await post(owner.id)).statusCode).toBe(404);
    expect((await post("00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await post("kein-uuid")).statusCode).toBe(422);
  });
});
