import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import type { DatabaseHandle } from "../db/client";
import { uniqueEmail } from "../testing/accounts";
import { buildAppWithLog } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";

const PROXY = "127.0.0.1";

describe.each(testDatabaseKinds)("client address behind a trusted proxy on $name", (kind) => {
  let database: DatabaseHandle;
  let built: Awaited<ReturnType<typeof buildAppWithLog>>;

  beforeAll(async () => {
    database = await kind.open();
    // As an operator configures it (issue 33 item 4): the proxy's address, not "true".
    const config = loadConfig(
      { NODE_ENV: "test", PUBLIC_URL: "http://localhost:3000", TRUST_PROXY: PROXY },
      { siteDir: "/nonexistent/site", jobsEnabled: false },
    );
    built = await buildAppWithLog(database, config);
  });
  afterAll(async () => {
    await built.app.close();
    await database.close();
  });

  const askForReset = (remoteAddress: string, forwardedFor: string) =>
    built.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: uniqueEmail("reset") },
      remoteAddress,
      headers: { "x-forwarded-for": forwardedFor },
    });

  /** The addresses the log gives for each request to the reset route. */
  const loggedAddresses = () =>
    built.lines
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.req?.url === "/api/auth/forgot-password")
      .map((entry) => entry.req.ip as string);

  it("counts and logs a direct request by its real address, whatever X-Forwarded-For it forges", async () => {
    const direct = "203.0.113.77";
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await askForReset(direct, `198.51.100.${attempt + 1}`)).statusCode);
    }
    // forgot-password allows 10 an hour per address (auth/rate-limits.ts).
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    const logged = loggedAddresses();
    expect(logged.length).toBeGreaterThan(0);
    expect(new Set(logged)).toEqual(new Set([direct]));
  });

  it("takes the client's address from the trusted proxy", async () => {
    built.lines.length = 0;
    const clients = Array.from({ length: 11 }, (_, index) => `192.0.2.${index + 1}`);
    for (const client of clients) {
      expect((await askForReset(PROXY, client)).statusCode).toBe(200);
    }
    expect(new Set(loggedAddresses())).toEqual(new Set(clients));
  });
});
