import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { COOKIES } from "../../domain/data-protection";
import { CAPTCHA_CONSENT_COOKIE } from "../captcha/consent-cookie";
import { knownDevices } from "../db/schema";
import { freshAddress, PASSWORD, seedUser } from "../testing/accounts";
import { useTestApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";
import { DEVICE_COOKIE } from "./device-cookie";
import { SESSION_COOKIE, SIGNED_IN_MARKER_COOKIE } from "./session-cookie";

/**
 * The privacy policy names every cookie in COOKIES (web/content/legal/legal-texts.test.ts);
 * these tests make sure the server sets no other: every place in its code that sets or
 * clears a cookie uses one of the constants taken from COOKIES, and a login and an
 * account's deletion send no other name.
 */
const SERVER = fileURLToPath(new URL("..", import.meta.url));
const cookieConstants = { SESSION_COOKIE, SIGNED_IN_MARKER_COOKIE, DEVICE_COOKIE };

function serverSources(): { file: string; text: string }[] {
  return readdirSync(SERVER, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|mjs)$/.test(entry.name))
    .filter((entry) => !/\.test\.ts$/.test(entry.name) && !entry.parentPath.includes("testing"))
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { file: path.relative(SERVER, file), text: readFileSync(file, "utf8") };
    });
}

describe("the cookies the server sets", () => {
  it("are the ones in domain/data-protection.ts, by the constants taken from there", () => {
    expect(new Set([...Object.values(cookieConstants), CAPTCHA_CONSENT_COOKIE])).toEqual(
      new Set(Object.values(COOKIES)),
    );
    // The first argument of each call, a name written out included.
    const setters: string[] = [];
    const headers: string[] = [];
    for (const { file, text } of serverSources()) {
      for (const match of text.matchAll(/\.(?:setCookie|clearCookie)\(\s*([^,)\s]+)/g))
        setters.push(`${match[1]} (${file})`);
      for (const match of text.matchAll(/header\(\s*["'`]set-cookie["'`]\s*,\s*([^,(\s]+)/gi))
        headers.push(`${match[1]} (${file})`);
    }
    expect(setters.length).toBeGreaterThan(0);
    const known = Object.keys(cookieConstants);
    expect(setters.filter((setter) => !known.includes(setter.split(" ")[0] ?? ""))).toEqual([]);
    expect(headers.map((header) => header.split(" ")[0])).toEqual(["captchaConsentCookie"]);
  });
});

describe.each(testDatabaseKinds)("cookies of a login and a deletion on $name", (kind) => {
  const ctx = useTestApp(kind);

  it("sets only named cookies, and the deletion takes the device cookie with the account", async () => {
    const user = await seedUser(ctx.database.db, { role: "pharmacy_owner" });
    const login = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: PASSWORD, remember: true },
      remoteAddress: freshAddress(),
    });
    expect(login.statusCode).toBe(200);
    const names = login.cookies.map((cookie) => cookie.name);
    expect(new Set(names)).toEqual(new Set([COOKIES.session, COOKIES.signedIn, COOKIES.device]));
    const cookie = login.cookies.map(({ name, value }) => `${name}=${value}`).join("; ");
    expect(
      await ctx.database.db.select().from(knownDevices).where(eq(knownDevices.userId, user.id)),
    ).toHaveLength(1);

    const deleted = await ctx.app.inject({
      method: "POST",
      url: "/api/account/delete",
      payload: { password: PASSWORD },
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(200);
    const cleared = deleted.cookies.filter(
      (set) =>
        set.value === "" && (set.maxAge === 0 || (set.expires?.getTime() ?? 1) <= Date.now()),
    );
    expect(new Set(cleared.map((set) => set.name))).toEqual(
      new Set([COOKIES.session, COOKIES.signedIn, COOKIES.device]),
    );
    expect(deleted.cookies.find((set) => set.name === COOKIES.device)?.path).toBe("/api/auth");
    expect(
      await ctx.database.db.select().from(knownDevices).where(eq(knownDevices.userId, user.id)),
    ).toEqual([]);
  });
});
