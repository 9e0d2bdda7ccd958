import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, outboxEmails, users } from "../db/schema";
import { freshAddress, loginCookie, PASSWORD, seedUser } from "../testing/accounts";
import { useOperatorApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";

describe.each(testDatabaseKinds)("operator helps an unconfirmed owner on $name", (kind) => {
  const ctx = useOperatorApp(kind);

  const act = (url: string, id: string, cookie = ctx.admin) =>
    ctx.app.inject({ method: "POST", url, payload: { id }, headers: { cookie } });
  const login = (email: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: PASSWORD },
      remoteAddress: freshAddress(),
    });

  it("activates the owner, who can log in at once; audited; only unverified owners", async () => {
    const owner = await seedUser(ctx.database.db, { status: "unverified" });
    expect((await login(owner.email)).statusCode).toBe(403);
    const done = await act("/api/admin/owners/activate", owner.id);
    expect(done.statusCode).toBe(200);
    expect((await login(owner.email)).statusCode).toBe(200);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "owner.activate"), eq(auditLog.targetId, owner.id)));
    expect(entry?.details).toEqual({ email: owner.email });
    expect((await act("/api/admin/owners/activate", owner.id)).statusCode).toBe(409);
    const staff = await seedUser(ctx.database.db, { role: "pharmacist", status: "inactive" });
    expect((await act("/api/admin/owners/activate", staff.id)).statusCode).toBe(404);
  });

  it("resends the activation link; only operators may", async () => {
    const owner = await seedUser(ctx.database.db, { status: "unverified" });
    const ownerCookie = await loginCookie(ctx.app, (await seedUser(ctx.database.db)).email);
    expect(
      (await act("/api/admin/owners/resend-activation", owner.id, ownerCookie)).statusCode,
    ).toBe(403);
    expect((await act("/api/admin/owners/resend-activation", owner.id)).statusCode).toBe(200);
    const mails = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.recipient, owner.email));
    expect(mails.map((mail) => mail.template)).toEqual(["owner-activation"]);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(row?.status).toBe("unverified");
  });
});
