import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { requireRole } from "./require-role";
import { registerRouteAuth } from "./route-auth";

const context = { db: {} as Database, config: { secureCookies: false } };

describe("the guards' one slot", () => {
  it.each(["preParsing", "preValidation", "preHandler"])(
    "refuses requireRole as %s when the route is registered",
    async (stage) => {
      const app = Fastify();
      registerRouteAuth(app);
      void app.register(async (scoped) => {
        scoped.post("/api/x", { [stage]: requireRole(context) }, async () => ({}));
      });
      await expect(app.ready()).rejects.toThrow(`POST /api/x: requireRole belongs in onRequest`);
      await app.close();
    },
  );

  it("takes requireRole as onRequest and leaves routes without it alone", async () => {
    const app = Fastify();
    registerRouteAuth(app);
    await app.register(async (scoped) => {
      scoped.post("/api/guarded", { onRequest: requireRole(context) }, async () => ({}));
      scoped.get("/api/open", { preHandler: async () => undefined }, async () => ({}));
    });
    await app.ready();
    await app.close();
  });
});
