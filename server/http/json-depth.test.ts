import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { freshAddress, loginCookie, seedUser } from "../testing/accounts";
import { buildAppWithLog } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";
import { JSON_TOO_DEEP_MESSAGE, MAX_JSON_DEPTH } from "./json-body";

const nestedArrays = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

describe.each(testDatabaseKinds)("deeply nested JSON (issue 26 item 4) on $name", (kind) => {
  let database: DatabaseHandle;
  let built: Awaited<ReturnType<typeof buildAppWithLog>>;
  let ownerCookie = "";

  beforeAll(async () => {
    database = await kind.open();
    built = await buildAppWithLog(database);
    const owner = await seedUser(database.db);
    ownerCookie = await loginCookie(built.app, owner.email);
  });
  afterAll(async () => {
    await built.app.close();
    await database.close();
  });

  const post = (url: string, payload: string, cookie?: string) =>
    built.app.inject({
      method: "POST",
      url,
      payload,
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      remoteAddress: freshAddress(),
    });

  it("answers 400 without a logged error however deep the body is nested", async () => {
    const routes = [
      { url: "/api/auth/login" },
      { url: "/api/boten-service" },
      { url: "/api/search-orders", cookie: ownerCookie },
    ];
    for (const { url, cookie } of routes) {
      for (const body of [
        nestedArrays(5_000),
        nestedObjects(5_000),
        `{"email":${nestedArrays(20_000)}}`,
        `{"email":${nestedArrays(MAX_JSON_DEPTH)}}`,
      ]) {
        const response = await post(url, body, cookie);
        expect(response.statusCode, `${url} ${body.slice(0, 12)}`).toBe(400);
        expect(response.json()).toEqual({ message: JSON_TOO_DEEP_MESSAGE });
      }
    }
    expect(built.lines.filter((line) => JSON.parse(line).level >= 50)).toEqual([]);
  });

  it("still reads bodies as deep as a form needs, and brackets inside strings do not count", async () => {
    const quoted = `"${"[".repeat(5_000)}\\"{"`;
    const response = await post("/api/auth/login", `{"email":${quoted},"password":"x"}`);
    expect(response.statusCode).toBe(422);
    const shallowEnough = await post(
      "/api/auth/login",
      `{"email":${nestedArrays(MAX_JSON_DEPTH - 1)},"password":"x"}`,
    );
    expect(shallowEnough.statusCode).toBe(422);
  });
});
