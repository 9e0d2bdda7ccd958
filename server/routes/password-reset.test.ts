import { desc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accountMailRequests, accountTokens, outboxEmails, sessions, users } from "../db/schema";
import {
  freshAddress,
  PASSWORD,
  seedUser,
  sessionCookieFrom,
  uniqueEmail,
} from "../testing/accounts";
import { renderedMail } from "../testing/rendered-mail";
import { useTestApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";

const NEW_PASSWORD = "Neues-Passwort-7";

describe.each(testDatabaseKinds)("password reset on $name", (kind) => {
  const ctx = useTestApp(kind);

  const post = (url: string, payload: object, remoteAddress = freshAddress()) =>
    ctx.app.inject({ method: "POST", url, payload, remoteAddress });
  const login = (email: string, password: string) => post("/api/auth/login", { email, password });

  async function resetToken(email: string): Promise<string> {
    // The mail is queued just after the answer (accounts/account-mail-requests.ts).
    await ctx.app.accountMails.processDue();
    const [mail] = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.recipient, email))
      .orderBy(desc(outboxEmails.createdAt))
      .limit(1)
      .then((rows) => rows.map(renderedMail));
    expect(mail?.template).toBe("password-reset");
    const link = mail?.text.match(
      /http:\/\/localhost:3000\/passwort-zuruecksetzen\?token=\S+/,
    )?.[0];
    if (!link) throw new Error("no reset link");
    return new URL(link).searchParams.get("token")!;
  }

  it("mails a link, sets the new password once, and ends every old session", async () => {
    const user = await seedUser(ctx.database.db);
    const oldSession = sessionCookieFrom(await login(user.email, PASSWORD));

    const asked = await post("/api/auth/forgot-password", { email: user.email.toUpperCase() });
    expect(asked.statusCode).toBe(200);
    const token = await resetToken(user.email);

    const reset = await post("/api/auth/reset-password", {
      token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: "Password changed. You can now log in." });
    expect((await login(user.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ url: "/api/auth/me", headers: { cookie: oldSession } })).statusCode,
    ).toBe(401);

    const again = await post("/api/auth/reset-password", {
      token,
      password: "Noch-einmal-8",
      password_confirmation: "Noch-einmal-8",
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: "This link is invalid or has expired",
      errors: { token: ["This link is invalid or has expired"] },
    });
  });

  it("tells a dead link before the form, and mails that the password changed (issue 13)", async () => {
    const user = await seedUser(ctx.database.db);
    await post("/api/auth/forgot-password", { email: user.email });
    const token = await resetToken(user.email);
    const check = (value: string) =>
      ctx.app.inject({ url: `/api/auth/reset-password/check?token=${encodeURIComponent(value)}` });
    expect((await check(token)).json()).toEqual({ valid: true });
    // Checking does not spend the link.
    expect((await check(token)).json()).toEqual({ valid: true });
    expect((await check("unbekannt")).json()).toEqual({ valid: false });
    await post("/api/auth/reset-password", {
      token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect((await check(token)).json()).toEqual({ valid: false });
    const [mail] = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.template, "password-changed"))
      .then((rows) => rows.filter((row) => row.recipient === user.email).map(renderedMail));
    expect(mail?.subject).toBe("Ihr Passwort wurde geändert");
  });

  it("answers the same whether or not the address has an account, and mails only then", async () => {
    const user = await seedUser(ctx.database.db);
    const known = await post("/api/auth/forgot-password", { email: user.email });
    const unknownEmail = uniqueEmail("niemand");
    const unknown = await post("/api/auth/forgot-password", { email: unknownEmail });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({
      message: "If an account exists for this email, a link to reset the password has been sent.",
    });
    const mails = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.recipient, unknownEmail));
    expect(mails).toHaveLength(0);
  });

  it("answers before looking the address up: known and unknown leave the same trace", async () => {
    await ctx.app.accountMails.stop();
    try {
      const user = await seedUser(ctx.database.db);
      const unknownEmail = uniqueEmail("niemand");
      for (const email of [user.email, unknownEmail]) {
        expect((await post("/api/auth/forgot-password", { email })).statusCode).toBe(200);
      }
      // At the moment of the answers: one noted request each, no token, no mail.
      const noted = await ctx.database.db
        .select({ email: accountMailRequests.email })
        .from(accountMailRequests)
        .where(inArray(accountMailRequests.email, [user.email, unknownEmail]));
      expect(noted.map((row) => row.email).sort()).toEqual([user.email, unknownEmail].sort());
      expect(
        await ctx.database.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id)),
      ).toEqual([]);
      expect(
        await ctx.database.db
          .select()
          .from(outboxEmails)
          .where(eq(outboxEmails.recipient, user.email)),
      ).toEqual([]);
      // Afterwards the known address gets its mail, the unknown one nothing.
      await ctx.app.accountMails.processDue();
      const mails = await ctx.database.db
        .select({ recipient: outboxEmails.recipient })
        .from(outboxEmails)
        .where(inArray(outboxEmails.recipient, [user.email, unknownEmail]));
      expect(mails).toEqual([{ recipient: user.email }]);
      expect(await ctx.database.db.select().from(accountMailRequests)).toEqual([]);
    } finally {
      ctx.app.accountMails.start();
    }
  });

  it("mails one account at most three links an hour, however many addresses ask", async () => {
    const user = await seedUser(ctx.database.db);
    for (let request = 0; request < 6; request += 1) {
      const asked = await post("/api/auth/forgot-password", { email: user.email });
      expect(asked.statusCode).toBe(200);
    }
    await ctx.app.accountMails.processDue();
    const mails = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.recipient, user.email));
    expect(mails).toHaveLength(3);
  });

  it("has the mail queued once any run of the worker returns, even one that began second", async () => {
    const user = await seedUser(ctx.database.db);
    await post("/api/auth/forgot-password", { email: user.email });
    // The first run locks the request row; the second must not skip it and return early.
    const first = ctx.app.accountMails.processDue();
    await ctx.app.accountMails.processDue();
    const mails = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.recipient, user.email));
    expect(mails).toHaveLength(1);
    await first;
  });

  it("checks the new password by the registration rules before spending the token", async () => {
    const user = await seedUser(ctx.database.db);
    await post("/api/auth/forgot-password", { email: user.email });
    const token = await resetToken(user.email);
    const weak = await post("/api/auth/reset-password", {
      token,
      password: "Kurz1",
      password_confirmation: "anders",
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors).toEqual({
      password: ["Password must be at least 8 characters"],
      password_confirmation: ["Password confirmation does not match"],
    });
    const ok = await post("/api/auth/reset-password", {
      token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
  });

  it("refuses an expired link", async () => {
    const user = await seedUser(ctx.database.db);
    await post("/api/auth/forgot-password", { email: user.email });
    const token = await resetToken(user.email);
    await ctx.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(accountTokens.userId, user.id));
    const response = await post("/api/auth/reset-password", {
      token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(422);
  });

  it("confirms an unverified owner's address, since the link proves the mailbox", async () => {
    const user = await seedUser(ctx.database.db, { status: "unverified" });
    await post("/api/auth/forgot-password", { email: user.email });
    await post("/api/auth/reset-password", {
      token: await resetToken(user.email),
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.status).toBe("active");
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("leaves inactive staff inactive and sends blocked accounts nothing", async () => {
    const staff = await seedUser(ctx.database.db, { role: "pharmacist", status: "inactive" });
    await post("/api/auth/forgot-password", { email: staff.email });
    await post("/api/auth/reset-password", {
      token: await resetToken(staff.email),
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect((await login(staff.email, NEW_PASSWORD)).statusCode).toBe(403);
    const blocked = await seedUser(ctx.database.db, { status: "blocked" });
    await post("/api/auth/forgot-password", { email: blocked.email });
    const mails = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.recipient, blocked.email));
    expect(mails).toHaveLength(0);
    expect(
      await ctx.database.db.select().from(sessions).where(eq(sessions.userId, staff.id)),
    ).toEqual([]);
  });

  it("limits reset-link requests per address", async () => {
    const address = "198.51.100.70";
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await post("/api/auth/forgot-password", { email: uniqueEmail() }, address);
    }
    const limited = await post("/api/auth/forgot-password", { email: uniqueEmail() }, address);
    expect(limited.statusCode).toBe(429);
  });
});
