import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { testDatabaseKinds } from "../testing/test-database";
import { countHit, countHits } from "./rate-limit";

describe.each(testDatabaseKinds)("rate-limit counter on $name", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(() => database.close());

  it("counts hits within a window and starts over when it has passed", async () => {
    const start = new Date("2026-01-01T10:00:00Z");
    expect(await countHit(database.db, "login:1.2.3.4", 60_000, start)).toEqual({
      current: 1,
      ttl: 60_000,
    });
    const later = new Date(start.getTime() + 20_000);
    expect(await countHit(database.db, "login:1.2.3.4", 60_000, later)).toEqual({
      current: 2,
      ttl: 40_000,
    });
    const afterWindow = new Date(start.getTime() + 61_000);
    expect(await countHit(database.db, "login:1.2.3.4", 60_000, afterWindow)).toEqual({
      current: 1,
      ttl: 60_000,
    });
  });

  it("keeps keys apart and counts concurrent hits exactly", async () => {
    const now = new Date();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => countHit(database.db, "register:5.6.7.8", 60_000, now)),
    );
    expect(results.map((result) => result.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
    expect((await countHit(database.db, "register:9.9.9.9", 60_000, now)).current).toBe(1);
  });

  it("counts a batch of hits in one statement, each with its own place in the window", async () => {
    const start = new Date("2026-02-01T10:00:00Z");
    await countHit(database.db, "batch:a", 60_000, start);
    const later = new Date(start.getTime() + 10_000);
    const states = await countHits(
      database.db,
      [
        { key: "batch:b", windowMs: 60_000 },
        { key: "batch:a", windowMs: 60_000 },
        { key: "batch:b", windowMs: 60_000 },
        { key: "batch:a", windowMs: 60_000 },
      ],
      later,
    );
    expect(states).toEqual([
      { current: 1, ttl: 60_000 },
      { current: 2, ttl: 50_000 },
      { current: 2, ttl: 60_000 },
      { current: 3, ttl: 50_000 },
    ]);
    const afterWindow = new Date(start.getTime() + 61_000);
    expect(
      await countHits(
        database.db,
        [
          { key: "batch:a", windowMs: 60_000 },
          { key: "batch:a", windowMs: 60_000 },
        ],
        afterWindow,
      ),
    ).toEqual([
      { current: 1, ttl: 60_000 },
      { current: 2, ttl: 60_000 },
    ]);
  });
});
