import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messagesDe } from "../../domain/messages/de";
import { messagesEn } from "../../domain/messages/en";
import { translateAccountMessage } from "../../domain/messages/server-messages";
import { buildApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { loginCookie, seedUser } from "../testing/accounts";
import { testConfig } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";

/** Runs for minutes if nothing cuts it: every row goes through a temporary file. */
const SLOW_STATEMENT = sql`select count(*) from generate_series(1, 500000000)`;

/**
 * A request's statement that runs past its budget is cut, and the request answers 503
 * with the catalogue's text, never a 500 with details; on the embedded database, where
 * statements run one at a time, the others wait no longer than the budget
 * (docs/decisions/0046-statement-time-budget.md).
 */
describe.each(testDatabaseKinds)("a slow statement on $name", (kind) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let cookie: string;

  beforeAll(async () => {
    database = await kind.open();
    app = await buildApp({ config: testConfig(), database });
    // A route that exists only here: the slow statement, as a request would run it.
    app.get("/api/test/slow", async () => {
      await database.requestDb.execute(SLOW_STATEMENT);
      return { done: true };
    });
    await app.ready();
    const operator = await seedUser(database.db, { role: "admin" });
    cookie = await loginCookie(app, operator.email);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("is cut with 503 and a German text, while the others are answered", async () => {
    const started = performance.now();
    const slow = app.inject({ url: "/api/test/slow", headers: { cookie } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const meStarted = performance.now();
    const me = await Promise.race([
      app.inject({ url: "/api/auth/me", headers: { cookie } }),
      new Promise<undefined>((resolve) => setTimeout(resolve, 8_000)),
    ]);
    const meWaited = performance.now() - meStarted;
    expect(me?.statusCode).toBe(200);
    if (kind.name === "pglite") {
      // One statement at a time: /api/auth/me waited for the slow one's budget (1 s).
      expect(meWaited).toBeLessThan(1_800);
    } else {
      // PostgreSQL runs the others beside it.
      expect(meWaited).toBeLessThan(1_000);
    }

    const answer = await slow;
    expect(answer.statusCode).toBe(503);
    expect(performance.now() - started).toBeLessThan(kind.name === "pglite" ? 3_000 : 8_000);
    const body = answer.json();
    expect(body).toEqual({ message: messagesEn["common.requestTooSlow"] });
    expect(answer.body).not.toMatch(/generate_series|select|at /i);
    expect(translateAccountMessage(body.message)).toBe(messagesDe["common.requestTooSlow"]);

    // The database serves on.
    expect((await app.inject({ url: "/api/auth/me", headers: { cookie } })).statusCode).toBe(200);
  }, 60_000);

  it("gives work outside a request (jobs, migrations: `db`) the time it needs", async () => {
    const started = performance.now();
    await database.db.execute(
      kind.name === "pglite"
        ? sql`select count(*) from generate_series(1, 4000000)`
        : sql`select pg_sleep(5.5)`,
    );
    expect(performance.now() - started).toBeGreaterThan(1_000);
  }, 60_000);
});
