import { Writable } from "node:stream";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../app";
import { type Config, loadConfig } from "../config";
import type { DatabaseHandle } from "../db/client";
import type { NewUser } from "../db/schema";
import { loginCookie, seedUser } from "./accounts";
import type { TestDatabaseKind } from "./test-database";

/** Configuration for tests: quiet logs, no site build unless a test provides one. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return loadConfig(
    { NODE_ENV: "test", LOG_LEVEL: "silent", PUBLIC_URL: "http://localhost:3000" },
    {
      siteDir: "/nonexistent/site",
      keptAssetsDir: "/nonexistent/kept-assets",
      jobsEnabled: false,
      ...overrides,
    },
  );
}

export async function buildTestApp(database: DatabaseHandle, overrides: Partial<Config> = {}) {
  const app = await buildApp({ config: testConfig(overrides), database });
  await app.ready();
  return app;
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** Requests as a signed-in person: `call(cookie, "POST", url, body)`. */
export function caller(app: TestApp) {
  return (cookie: string, method: string, url: string, payload?: unknown) =>
    app.inject({ method: method as "GET", url, headers: { cookie }, payload: payload as object });
}

/** What most API tests start from: a fresh database, the app on it, an operator signed in. */
export interface OperatorApp extends AppOnDatabase {
  /** The operator's session cookie. */
  admin: string;
  adminEmail: string;
  adminId: string;
}

/** A fresh database and the app on it, for a block's tests. */
export interface AppOnDatabase {
  database: DatabaseHandle;
  app: TestApp;
  call: ReturnType<typeof caller>;
}

/**
 * Registers the hooks that open a fresh database of `kind` and build the app on it
 * before the block's tests, and close both after them. The fields of the answer are
 * there from the block's first test on.
 */
export function useTestApp(kind: TestDatabaseKind, config: Partial<Config> = {}): AppOnDatabase {
  const context = {} as AppOnDatabase;
  beforeAll(async () => {
    context.database = await kind.open();
    context.app = await buildTestApp(context.database, config);
    context.call = caller(context.app);
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}

/** As useTestApp, with an operator signed in (`admin` is the session cookie). */
export function useOperatorApp(
  kind: TestDatabaseKind,
  options: { config?: Partial<Config>; operator?: Partial<NewUser> } = {},
): OperatorApp {
  const context = useTestApp(kind, options.config) as OperatorApp;
  beforeAll(async () => {
    const operator = await seedUser(context.database.db, { role: "admin", ...options.operator });
    context.adminEmail = operator.email;
    context.adminId = operator.id;
    context.admin = await loginCookie(context.app, operator.email);
  });
  return context;
}

/** The app with its log captured line by line, as production writes it. */
export async function buildAppWithLog(
  database: DatabaseHandle,
  config: Config = testConfig({ logLevel: "info" }),
) {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  const app = await buildApp({ config, database, logStream });
  await app.ready();
  return { app, lines };
}
