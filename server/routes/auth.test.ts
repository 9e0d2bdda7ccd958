import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { accountTokens, outboxEmails, users } from "../db/schema";
import {
  freshAddress,
  ownerBody,
  PASSWORD,
  seedUser,
  sessionCookieFrom,
  uniqueEmail,
} from "../testing/accounts";
import { renderedMail } from "../testing/rendered-mail";
import { buildTestApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

describe.each(testDatabaseKinds)("login, activation and sessions on $name", (kind) => {
  let database: DatabaseHandle;
  let app: TestApp;

  beforeAll(async () => {
    database = await kind.open();
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const post = (url: string, payload: object, remoteAddress = freshAddress()) =>
    app.inject({ method: "POST", url, payload, remoteAddress });
  const login = (email: string, password = PASSWORD, remember = false) =>
    post("/api/auth/login", { email, password, remember });

  async function latestLink(recipient: string, prefix: string): Promise<string> {
    // Resent links are queued just after the answer (accounts/account-mail-requests.ts).
    await app.accountMails.processDue();
    const [mail] = await database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.recipient, recipient))
      .orderBy(desc(outboxEmails.createdAt))
      .limit(1)
      .then((rows) => rows.map(renderedMail));
    const link = mail?.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(prefix));
    if (!link) throw new Error(`no ${prefix} link for ${recipient}`);
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  }

  it("walks an owner from registration to activation, login, /me and logout", async () => {
    const email = uniqueEmail("owner");
    expect((await post("/api/auth/register", ownerBody({ email }))).statusCode).toBe(201);
    expect((await login(email)).json()).toEqual({
      message: "Please confirm your email address before logging in",
    });

    const link = await latestLink(email, "/api/auth/activate");
    const activated = await app.inject(link);
    expect(activated.statusCode).toBe(303);
    expect(activated.headers.location).toBe("/Activation");
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    expect(user?.status).toBe("active");
    expect(user?.emailVerifiedAt).toBeInstanceOf(Date);

    const loggedIn = await login(email.toUpperCase());
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.json()).toEqual({
      message: "Logged in successfully",
      user: {
        id: user!.id,
        email,
        role: "pharmacy_owner",
        first_name: "Erika",
        last_name: "Mustermann",
      },
    });
    const cookie = sessionCookieFrom(loggedIn);
    const me = await app.inject({ url: "/api/auth/me", headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(email);

    const out = await app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === "apostaff_session")?.value).toBe("");
    expect((await app.inject({ url: "/api/auth/me", headers: { cookie } })).statusCode).toBe(401);
  });

  it("uses a link once; a reused link of an active account says so, an unknown, missing or expired one leads to /resend", async () => {
    const email = uniqueEmail("owner");
    await post("/api/auth/register", ownerBody({ email }));
    const link = await latestLink(email, "/api/auth/activate");
    expect((await app.inject(link)).headers.location).toBe("/Activation");
    // Used again on the now active account: not a failure (issue 13).
    expect((await app.inject(link)).headers.location).toBe("/Activation?bereits-aktiv=1");
    expect((await app.inject("/api/auth/activate?token=nope")).headers.location).toBe("/resend");
    expect((await app.inject("/api/auth/activate")).headers.location).toBe("/resend");

    const other = uniqueEmail("owner");
    await post("/api/auth/register", ownerBody({ email: other }));
    const [row] = await database.db.select().from(users).where(eq(users.email, other));
    await database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, row!.id));
    expect((await app.inject(await latestLink(other, "activate"))).headers.location).toBe(
      "/resend",
    );
  });

  it("resends a working link, stops the old one, and answers the same for unknown addresses", async () => {
    const email = uniqueEmail("owner");
    await post("/api/auth/register", ownerBody({ email }));
    const first = await latestLink(email, "activate");
    const known = await post("/api/auth/resend-activation", { email: email.toUpperCase() });
    const unknown = await post("/api/auth/resend-activation", { email: uniqueEmail("niemand") });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({
      message: "If an account exists for this email, a new activation link has been sent.",
    });
    const second = await latestLink(email, "activate");
    expect(second).not.toBe(first);
    expect((await app.inject(first)).headers.location).toBe("/resend");
    expect((await app.inject(second)).headers.location).toBe("/Activation");
  });

  it("sends no activation link to staff or blocked accounts, with the same answer", async () => {
    const staff = await seedUser(database.db, { role: "pharmacist", status: "inactive" });
    const blocked = await seedUser(database.db, { status: "blocked" });
    for (const user of [staff, blocked]) {
      const response = await post("/api/auth/resend-activation", { email: user.email });
      expect(response.statusCode).toBe(200);
      await app.accountMails.processDue();
      const mails = await database.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.recipient, user.email));
      expect(mails).toHaveLength(0);
    }
  });

  it("answers an unknown e-mail and a wrong password alike, in similar time", async () => {
    const user = await seedUser(database.db);
    const unknown = await login(uniqueEmail("niemand"));
    const wrong = await login(user.email, "Falsch123");
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: "Invalid email or password" });
    expect(wrong.json()).toEqual(unknown.json());

    // Interleaved, so a busy moment on the test machine slows both sides alike.
    const unknownTimes: number[] = [];
    const wrongTimes: number[] = [];
    const timed = async (email: string, times: number[]) => {
      const started = performance.now();
      await login(email, "Falsch123");
      times.push(performance.now() - started);
    };
    for (let round = 0; round < 7; round += 1) {
      await timed(uniqueEmail("x"), unknownTimes);
      await timed(user.email, wrongTimes);
    }
    const median = (times: number[]) => times.sort((a, b) => a - b)[3]!;
    const [unknownTime, wrongTime] = [median(unknownTimes), median(wrongTimes)];
    // Both spend one argon2id verification; without the dummy, unknown would take a few
    // per cent of the time. Loose bounds, because the test machine may be busy.
    expect(unknownTime / wrongTime).toBeGreaterThan(0.3);
    expect(unknownTime / wrongTime).toBeLessThan(3);
  });

  it.each([
    ["unverified", "Please confirm your email address before logging in"],
    ["inactive", "Your account has not been activated yet"],
    ["blocked", "Your account has been blocked"],
  ] as const)(
    "refuses a %s account with 403 and its reason, only with the right password",
    async (status, message) => {
      const user = await seedUser(database.db, { status });
      const refused = await login(user.email);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message });
      expect(refused.cookies).toHaveLength(0);
      expect((await login(user.email, "Falsch123")).statusCode).toBe(401);
    },
  );

  it("sets an HttpOnly, SameSite=Lax cookie: browser session, or 30 days when remembered", async () => {
    const user = await seedUser(database.db);
    const session = (await login(user.email)).cookies[0]!;
    expect(session).toMatchObject({
      name: "apostaff_session",
      httpOnly: true,
      sameSite: "Lax",
      path: "/",
    });
    expect(session.maxAge).toBeUndefined();
    expect(session.secure).toBeUndefined();
    const remembered = (await login(user.email, PASSWORD, true)).cookies[0]!;
    expect(remembered.maxAge).toBeGreaterThan(30 * 24 * 3600 - 10);
    expect(remembered.maxAge).toBeLessThanOrEqual(30 * 24 * 3600);
  });

  it("sets a readable signed-in marker with the session, and clears both on logout", async () => {
    const user = await seedUser(database.db);
    const response = await login(user.email, PASSWORD, true);
    const marker = response.cookies.find((cookie) => cookie.name === "apostaff_signed_in");
    // No secret in it, so script may read it; it lives exactly as long as the session.
    expect(marker).toMatchObject({ value: "1", sameSite: "Lax", path: "/" });
    expect(marker?.httpOnly).toBeUndefined();
    expect(marker?.maxAge).toBe(
      response.cookies.find((c) => c.name === "apostaff_session")?.maxAge,
    );

    const logout = await app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie: sessionCookieFrom(response) },
    });
    const cleared = logout.cookies.map((cookie) => [cookie.name, cookie.value]);
    expect(cleared).toEqual(
      expect.arrayContaining([
        ["apostaff_session", ""],
        ["apostaff_signed_in", ""],
      ]),
    );
  });

  it("forgets a stale signed-in marker when /me finds no session", async () => {
    const me = await app.inject({
      url: "/api/auth/me",
      headers: { cookie: "apostaff_signed_in=1" },
    });
    expect(me.statusCode).toBe(401);
    expect(me.cookies.find((cookie) => cookie.name === "apostaff_signed_in")?.value).toBe("");
  });

  it("marks the cookie Secure behind HTTPS", async () => {
    const secureApp = await buildTestApp(database, { secureCookies: true });
    try {
      const user = await seedUser(database.db);
      const response = await secureApp.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: user.email, password: PASSWORD },
        remoteAddress: freshAddress(),
      });
      expect(response.cookies[0]?.secure).toBe(true);
    } finally {
      await secureApp.close();
    }
  });

  it("ends the sessions of an account that gets blocked", async () => {
    const user = await seedUser(database.db);
    const cookie = sessionCookieFrom(await login(user.email));
    await database.db.update(users).set({ status: "blocked" }).where(eq(users.id, user.id));
    const me = await app.inject({ url: "/api/auth/me", headers: { cookie } });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ message: "Authentication required" });
  });

  it("answers /me without or with a made-up cookie with 401", async () => {
    expect((await app.inject("/api/auth/me")).statusCode).toBe(401);
    const forged = await app.inject({
      url: "/api/auth/me",
      headers: { cookie: "apostaff_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" },
    });
    expect(forged.statusCode).toBe(401);
  });

  it("validates the login body with English messages", async () => {
    const response = await post("/api/auth/login", { email: "kein", password: "" });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ["Email must be a valid email address"],
      password: ["Password is required"],
    });
  });

  it("limits resend requests per address", async () => {
    const address = "198.51.100.60";
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(
        (await post("/api/auth/resend-activation", { email: uniqueEmail() }, address)).statusCode,
      ).toBe(200);
    }
    expect(
      (await post("/api/auth/resend-activation", { email: uniqueEmail() }, address)).statusCode,
    ).toBe(429);
  });
});
