import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { type ApiRouteContract, apiRoutes, FORM_DATA } from "../../domain/api/routes";
import type { DatabaseHandle } from "../db/client";
import { buildTestApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";
import { handlerCheckedBody } from "./api-schemas";

/** Every route the app registers, with the schemas it declares. */
const registered = vi.hoisted(() => [] as RouteOptions[]);

vi.mock("fastify", async (importOriginal) => {
  const actual = await importOriginal<typeof import("fastify")>();
  const withRouteLog = ((options: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    app.addHook("onRoute", (route) => {
      registered.push(route as unknown as RouteOptions);
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: withRouteLog };
});

interface DeclaredSchema {
  body?: unknown;
  querystring?: unknown;
  consumes?: string[];
  response?: Record<string, unknown>;
}

/**
 * The same schema, or a copy of it that only adds a description: `.describe()` clones
 * the schema but keeps its definition (zod's public `def`).
 */
function sameSchema(declared: unknown, contract: unknown): boolean {
  if (declared === contract) return true;
  return (
    declared instanceof z.ZodType && contract instanceof z.ZodType && declared.def === contract.def
  );
}

function routeOf(key: string): RouteOptions | undefined {
  const [method, path] = key.split(" ");
  return registered.find(
    (route) =>
      route.url === `/api${path}` &&
      (Array.isArray(route.method) ? route.method : [route.method]).includes(method as never),
  );
}

/**
 * The typed contract (docs/decisions/0039-one-typed-api-contract.md): the site's route
 * table names, for every route it calls, the very schemas the server declares, so a
 * changed field breaks the type check of both sides.
 */
describe("the site's API contract", () => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    database = await testDatabaseKinds[0]!.open();
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it.each(Object.entries(apiRoutes as Record<string, ApiRouteContract>))(
    "%s is registered with the contract's schemas",
    (key, contract) => {
      const route = routeOf(key);
      expect(route, key).toBeDefined();
      const schema = (route?.schema ?? {}) as DeclaredSchema;
      const success = Object.entries(schema.response ?? {})
        .filter(([status]) => status.startsWith("2"))
        .map(([, answer]) => answer);
      expect(
        success.some((answer) => sameSchema(answer, contract.answer)),
        `${key}: success answer`,
      ).toBe(true);
      if (contract.body === FORM_DATA) {
        expect(schema.consumes, `${key}: multipart`).toContain(FORM_DATA);
      } else if (contract.body && schema.body !== handlerCheckedBody) {
        expect(sameSchema(schema.body, contract.body), `${key}: body schema`).toBe(true);
      }
      if (contract.query) {
        expect(sameSchema(schema.querystring, contract.query), `${key}: query schema`).toBe(true);
      }
    },
  );
});
