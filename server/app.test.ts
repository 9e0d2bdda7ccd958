import { describe, expect, it } from "vitest";
import { buildTestApp, useTestApp } from "./testing/test-app";
import { testDatabaseKinds } from "./testing/test-database";

describe.each(testDatabaseKinds)("HTTP basics on $name", (kind) => {
  const ctx = useTestApp(kind);

  it("answers /healthz and /readyz", async () => {
    expect((await ctx.app.inject("/healthz")).json()).toEqual({ status: "ok" });
    const ready = await ctx.app.inject("/readyz");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready", mail: "off" });
  });

  it("reports not ready, without internals, when the database is gone", async () => {
    const other = await kind.open();
    const lonely = await buildTestApp(other);
    await other.close();
    const response = await lonely.inject("/readyz");
    expect(response.statusCode).toBe(503);
    expect(response.body).not.toMatch(/select|stack|Error:/i);
    await lonely.close();
  });

  it("sends strict security headers", async () => {
    const response = await ctx.app.inject("/healthz");
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toMatch(/script-src[^;]*$|script-src 'self';/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await ctx.app.inject("/api/does-not-exist");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Not found" });
  });

  it("answers malformed JSON with 400 and a message, not a parser trace", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/does-not-exist",
      headers: { "content-type": "application/json" },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Malformed JSON in request body" });
  });

  it("answers a body over the limit with 413", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/does-not-exist",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ text: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: "Request body is too large" });
  });

  it("publishes the OpenAPI document", async () => {
    const response = await ctx.app.inject("/api/openapi.json");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ openapi: "3.1.0", info: { title: "apostaff API" } });
  });
});
