import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../app";
import { checkAltchaPayload } from "../captcha/altcha";
import type { DatabaseHandle } from "../db/client";
import { consentRecords } from "../db/schema";
import { solveAltcha, TEST_ALTCHA_MAX_NUMBER } from "../testing/captcha";
import { validCourierRequest } from "../testing/service-request-fixtures";
import { buildTestApp, testConfig } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";

const recaptchaKeys = { siteKey: "site-key-public", secretKey: "secret-key" };

describe.each(testDatabaseKinds)("captcha on $name", (kind) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildTestApp>>;

  beforeAll(async () => {
    database = await kind.open();
    app = await buildTestApp(database, { altchaMaxNumber: TEST_ALTCHA_MAX_NUMBER });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("tells the site at run time that ALTCHA is in use and needs no consent", async () => {
    const response = await app.inject("/api/captcha/config");
    expect(response.json()).toEqual({
      provider: "altcha",
      consentRequired: false,
      consentGiven: false,
    });
    expect(response.headers["cache-control"]).toBe("no-store");
    expect((await app.inject({ method: "POST", url: "/api/captcha/consent" })).statusCode).toBe(
      404,
    );
  });

  it("hands out fresh challenges and stops a script fetching them in bulk", async () => {
    const address = "192.0.2.10";
    const first = await app.inject({ url: "/api/captcha/challenge", remoteAddress: address });
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-store");
    expect(first.json()).toMatchObject({ algorithm: "SHA-256", maxnumber: TEST_ALTCHA_MAX_NUMBER });
    const second = await app.inject({ url: "/api/captcha/challenge", remoteAddress: address });
    expect(second.json().signature).not.toBe(first.json().signature);
    for (let index = 2; index < 60; index += 1) {
      await app.inject({ url: "/api/captcha/challenge", remoteAddress: address });
    }
    const blocked = await app.inject({ url: "/api/captcha/challenge", remoteAddress: address });
    expect(blocked.statusCode).toBe(429);
  });

  it("shares one generated key between processes: one issues, another verifies", async () => {
    const other = await buildTestApp(database, { altchaMaxNumber: TEST_ALTCHA_MAX_NUMBER });
    try {
      const answer = await solveAltcha(app);
      const response = await other.inject({
        method: "POST",
        url: "/api/boten-service",
        payload: { ...validCourierRequest, "g-recaptcha-response": answer },
      });
      expect(response.statusCode).toBe(201);
    } finally {
      await other.close();
    }
  });
});

describe("a configured ALTCHA_HMAC_KEY", () => {
  it("signs the challenges", async () => {
    const database = await testDatabaseKinds[0]!.open();
    const app = await buildTestApp(database, {
      altchaHmacKey: "configured-key",
      altchaMaxNumber: TEST_ALTCHA_MAX_NUMBER,
    });
    const answer = await solveAltcha(app);
    expect(checkAltchaPayload(answer, "configured-key").ok).toBe(true);
    expect(checkAltchaPayload(answer, "another-key").ok).toBe(false);
    await app.close();
    await database.close();
  });
});

describe("reCAPTCHA when keys are configured", () => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  // Plays Google's siteverify; tests never reach Google.
  const google = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    const token = new URLSearchParams(init?.body as URLSearchParams).get("response");
    if (token === "google-is-down") return new Response("", { status: 503 });
    return Response.json(
      token?.startsWith("good")
        ? { success: true }
        : { success: false, "error-codes": ["invalid-input-response"] },
    );
  });

  beforeAll(async () => {
    database = await testDatabaseKinds[0]!.open();
    app = await buildApp({
      config: testConfig({ recaptcha: recaptchaKeys }),
      database,
      fetch: google,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("gives the site key and asks for consent first; there is no ALTCHA challenge", async () => {
    expect((await app.inject("/api/captcha/config")).json()).toEqual({
      provider: "recaptcha",
      siteKey: recaptchaKeys.siteKey,
      consentRequired: true,
      consentGiven: false,
    });
    expect((await app.inject("/api/captcha/challenge")).statusCode).toBe(404);
  });

  it("remembers consent for a year in a cookie and logs it", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/captcha/consent",
      remoteAddress: "192.0.2.44",
    });
    expect(response.statusCode).toBe(204);
    const cookie = String(response.headers["set-cookie"]);
    expect(cookie).toMatch(
      /^apostaff_captcha_consent=[0-9a-f-]{36}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/,
    );
    const consentId = cookie.split(";")[0]!.split("=")[1]!;
    const [record] = await database.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.subjectId, consentId));
    expect(record).toMatchObject({ subject: "captcha_cookie", ipAddress: "192.0.2.44" });

    const config = await app.inject({
      url: "/api/captcha/config",
      headers: { cookie: `other=1; apostaff_captcha_consent=${consentId}` },
    });
    expect(config.json().consentGiven).toBe(true);
  });

  it("verifies the token at siteverify, accepts it once and refuses bad ones", async () => {
    const send = (token: string) =>
      app.inject({
        method: "POST",
        url: "/api/boten-service",
        payload: { ...validCourierRequest, "g-recaptcha-response": token },
      });
    expect((await send("good-token-1")).statusCode).toBe(201);
    const replay = await send("good-token-1");
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors).toEqual([
      "The reCAPTCHA token has expired or has already been used. Please try again.",
    ]);
    const bad = await send("made-up");
    expect(bad.json().errors).toEqual(["Invalid reCAPTCHA response. Please try again."]);
    const down = await send("google-is-down");
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ message: "Captcha verification is unavailable" });
    expect(google).toHaveBeenCalledTimes(4);
  });
});
