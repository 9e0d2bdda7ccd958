import { beforeAll, describe, expect, it } from "vitest";
import { freshAddress, loginCookie, seedUser } from "../testing/accounts";
import { seedStaff } from "../testing/job-board";
import { useOperatorApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";

/** Routes behind requireRole (as preHandler or onRequest), each with a body that is wrong. */
const PROTECTED_WITH_BAD_BODY = [
  { method: "POST", url: "/api/account/delete", payload: { password: 7 } },
  { method: "PUT", url: "/api/account/staff-profile", payload: "[]" },
  { method: "POST", url: "/api/admin/accounts/block", payload: { id: "x" } },
  { method: "POST", url: "/api/search-orders", payload: { job_type: 1 } },
  { method: "POST", url: "/api/admin/emails/retry", payload: {} },
] as const;

describe.each(testDatabaseKinds)("route guards on $name", (kind) => {
  const ctx = useOperatorApp(kind);
  let ownerCookie: string;
  let staffCookie: string;

  beforeAll(async () => {
    const owner = await seedUser(ctx.database.db);
    ownerCookie = await loginCookie(ctx.app, owner.email);
    staffCookie = await loginCookie(ctx.app, (await seedStaff(ctx.database.db)).email);
  }, 60_000);

  it("refuses anonymous requests with 401 before looking at their body", async () => {
    for (const request of PROTECTED_WITH_BAD_BODY) {
      const response = await ctx.app.inject({
        ...request,
        headers: { "content-type": "application/json" },
      });
      expect(response.statusCode, request.url).toBe(401);
      expect(response.json().errors, request.url).toBeUndefined();
    }
  });

  it("marks every private answer no-store", async () => {
    for (const url of ["/api/auth/me", "/api/account", "/api/search-orders"]) {
      const response = await ctx.app.inject({ url, headers: { cookie: ownerCookie } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"], url).toBe("no-store");
    }
    const refused = await ctx.app.inject({
      url: "/api/admin/owners",
      headers: { cookie: ownerCookie },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers["cache-control"]).toBe("no-store");
  });

  it("refuses cookie-carrying changes sent from another site, also a sibling subdomain", async () => {
    const attempts = [
      { "sec-fetch-site": "same-site", origin: "https://shop.apostaff.example" },
      { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
      { origin: "https://evil.example" },
      { origin: "null" },
    ];
    for (const headers of attempts) {
      const response = await ctx.app.inject({
        method: "POST",
        url: "/api/auth/logout",
        headers: { ...headers, cookie: ownerCookie },
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
    }
    // The session survived every attempt.
    const me = await ctx.app.inject({ url: "/api/auth/me", headers: { cookie: ownerCookie } });
    expect(me.statusCode).toBe(200);
  });

  it("accepts changes from our own pages and from clients that are not browsers", async () => {
    const own = await ctx.app.inject({
      method: "POST",
      url: "/api/account/delete",
      payload: { password: "Falsch-123" },
      headers: {
        cookie: ownerCookie,
        "sec-fetch-site": "same-origin",
        origin: "http://localhost:3000",
      },
    });
    expect(own.statusCode).toBe(400);
    const app2 = await ctx.app.inject({
      method: "POST",
      url: "/api/account/delete",
      payload: { password: "Falsch-123" },
      headers: { cookie: ownerCookie },
    });
    expect(app2.statusCode).toBe(400);
  });

  it("answers ids that are not UUIDs with 404 or 422 on every route, whoever asks", async () => {
    const spec = (await ctx.app.inject({ url: "/api/openapi.json" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const withIds = Object.entries(spec.paths).filter(([path]) => /\{(?!\*)/.test(path));
    expect(withIds.length).toBeGreaterThan(20);
    const roles = { owner: ownerCookie, staff: staffCookie, admin: ctx.admin };
    for (const [path, operations] of withIds) {
      for (const method of Object.keys(operations)) {
        for (const [role, cookie] of Object.entries(roles)) {
          const response = await ctx.app.inject({
            method: method.toUpperCase() as "GET",
            url: path.replace(/\{[^}]+\}/g, "not-a-uuid"),
            headers: { cookie },
          });
          const label = `${role} ${method} ${path}`;
          expect([403, 404, 422], label).toContain(response.statusCode);
          expect(response.json(), label).toEqual(
            expect.objectContaining({ message: expect.any(String) }),
          );
        }
      }
    }
  });

  it("answers URLs the router cannot read as JSON with only a message", async () => {
    const urls = [
      { url: "/api/search-orders/%E0%A4%A/send", status: 400 },
      { url: "/api/postcodes/%zz", status: 400 },
      { url: `/api/search-orders/${"a".repeat(200)}/send`, status: 404 },
    ];
    for (const { url, status } of urls) {
      const response = await ctx.app.inject({
        method: "POST",
        url,
        headers: { cookie: ownerCookie },
      });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers["content-type"], url).toMatch(/^application\/json/);
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      expect(response.json(), url).toEqual({ message: expect.any(String) });
    }
  });

  it("refuses a text/plain body with 400 on every route that takes JSON", async () => {
    const spec = (await ctx.app.inject({ url: "/api/openapi.json" })).json() as {
      paths: Record<string, Record<string, { requestBody?: { content?: object } }>>;
    };
    const cookies = [undefined, ownerCookie, staffCookie, ctx.admin];
    let checked = 0;
    for (const [path, operations] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (
          !operation.requestBody?.content ||
          !("application/json" in operation.requestBody.content)
        )
          continue;
        const answers = [];
        for (const cookie of cookies) {
          const response = await ctx.app.inject({
            method: method.toUpperCase() as "POST",
            url: path.replace(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000"),
            payload: '{"id":"x"}',
            headers: { "content-type": "text/plain", ...(cookie ? { cookie } : {}) },
            remoteAddress: freshAddress(),
          });
          answers.push(response.statusCode);
        }
        const label = `${method} ${path}: ${answers.join(", ")}`;
        expect(
          answers.every((status) => [400, 401, 403].includes(status)),
          label,
        ).toBe(true);
        expect(answers, label).toContain(400);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(30);
  });
});
