import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { rateLimitBuckets } from "../db/schema";
import { testDatabaseKinds } from "../testing/test-database";
import { addHits, HitCounter } from "./hit-counter";

const MINUTE = 60_000;

describe.each(testDatabaseKinds)("rate-limit counters on $name", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(() => database.close());

  const storedHits = async (key: string) =>
    (
      await database.db
        .select({ hits: rateLimitBuckets.hits })
        .from(rateLimitBuckets)
        .where(eq(rateLimitBuckets.key, key))
    )[0]?.hits;

  it("adds hits to a window in the database and starts over when it has passed", async () => {
    const start = new Date("2026-01-01T10:00:00Z");
    expect(await addHits(database.db, [{ key: "a", hits: 2, windowMs: MINUTE }], start)).toEqual([
      { key: "a", hits: 2, resetAt: new Date(start.getTime() + MINUTE) },
    ]);
    const later = new Date(start.getTime() + 20_000);
    const windows = await addHits(
      database.db,
      [
        { key: "b", hits: 1, windowMs: MINUTE },
        { key: "a", hits: 3, windowMs: MINUTE },
      ],
      later,
    );
    expect(windows).toEqual(
      expect.arrayContaining([
        { key: "a", hits: 5, resetAt: new Date(start.getTime() + MINUTE) },
        { key: "b", hits: 1, resetAt: new Date(later.getTime() + MINUTE) },
      ]),
    );
    const afterWindow = new Date(start.getTime() + 61_000);
    expect(
      await addHits(database.db, [{ key: "a", hits: 1, windowMs: MINUTE }], afterWindow),
    ).toEqual([{ key: "a", hits: 1, resetAt: new Date(afterWindow.getTime() + MINUTE) }]);
  });

  it("answers each hit at once, in order, and sends them together", async () => {
    const counter = new HitCounter(database.db, { flushEveryMs: 10 });
    const states = Array.from({ length: 5 }, () => counter.hit("form:1.2.3.4", MINUTE));
    expect(states.map((state) => state.current)).toEqual([1, 2, 3, 4, 5]);
    expect(states[0]?.ttl).toBeGreaterThan(MINUTE - 1000);
    expect(counter.hit("form:5.6.7.8", MINUTE).current).toBe(1);
    await counter.close();
    expect(await storedHits("form:1.2.3.4")).toBe(5);
    expect(await storedHits("form:5.6.7.8")).toBe(1);
  });

  it("shares the counts of several processes through the database", async () => {
    const first = new HitCounter(database.db);
    const second = new HitCounter(database.db);
    for (let index = 0; index < 3; index += 1) first.hit("login:9.9.9.9", MINUTE);
    await first.flush();
    // A process hears of the others' hits on a key with the flush after its own hit.
    expect(second.hit("login:9.9.9.9", MINUTE).current).toBe(1);
    await second.flush();
    expect(second.hit("login:9.9.9.9", MINUTE).current).toBe(5);
    expect(first.hit("login:9.9.9.9", MINUTE).current).toBe(4);
    await first.flush();
    expect(first.hit("login:9.9.9.9", MINUTE).current).toBe(6);
    await Promise.all([first.close(), second.close()]);
    expect(await storedHits("login:9.9.9.9")).toBe(7);
  });

  it("on close, sends also the hits that came in during a flush under way", async () => {
    const counter = new HitCounter(database.db);
    counter.hit("closing:1", MINUTE);
    const underWay = counter.flush();
    counter.hit("closing:1", MINUTE);
    await counter.close();
    await underWay;
    expect(await storedHits("closing:1")).toBe(2);
  });

  it("starts a new window locally when the old one has ended", async () => {
    const counter = new HitCounter(database.db);
    const start = Date.now();
    counter.hit("window:1", 1000, start);
    expect(counter.hit("window:1", 1000, start + 500)).toEqual({ current: 2, ttl: 500 });
    expect(counter.hit("window:1", 1000, start + 1000)).toEqual({ current: 1, ttl: 1000 });
    await counter.close();
  });

  it("keeps hits that could not be saved and sends them with the next flush", async () => {
    const errors: unknown[] = [];
    const counter = new HitCounter(database.db, { onFlushError: (error) => errors.push(error) });
    counter.hit("outage:1", MINUTE);
    counter.hit("outage:1", MINUTE);
    await database.execute("alter table rate_limit_buckets rename to rate_limit_buckets_away");
    try {
      await counter.flush();
    } finally {
      await database.execute("alter table rate_limit_buckets_away rename to rate_limit_buckets");
    }
    expect(errors).toHaveLength(1);
    // Still counted here while the database is away.
    expect(counter.hit("outage:1", MINUTE).current).toBe(3);
    await counter.close();
    expect(await storedHits("outage:1")).toBe(3);
  });

  it("keeps a key with one hit for a while, then forgets it and learns its count again", async () => {
    const counter = new HitCounter(database.db, { singleHitMemoryMs: 1000 });
    const start = Date.now();
    for (let visitor = 0; visitor < 100; visitor += 1)
      counter.hit(`once:${visitor}`, MINUTE, start);
    counter.hit("twice:1", MINUTE, start);
    counter.hit("twice:1", MINUTE, start);
    await counter.flush();
    // Within the while, a visitor who comes back is counted exactly.
    expect(counter.hit("once:0", MINUTE, start + 500).current).toBe(2);
    expect(counter.size).toBe(101);
    // Two turns later the one-time visitors are gone; the others stay.
    counter.hit("later:1", MINUTE, start + 1000);
    counter.hit("later:2", MINUTE, start + 2000);
    expect(counter.size).toBe(4);
    // A forgotten key counts from zero until the next flush brings its total.
    expect(counter.hit("once:1", MINUTE, start + 2000).current).toBe(1);
    await counter.flush();
    expect(counter.hit("once:1", MINUTE, start + 2000).current).toBe(3);
    await counter.close();
    expect(await storedHits("once:1")).toBe(3);
  });

  it("holds no more keys with one hit than two generations of its size", async () => {
    const counter = new HitCounter(database.db, { maxKeys: 3 });
    for (let visitor = 0; visitor < 10; visitor += 1) counter.hit(`flood:${visitor}`, MINUTE);
    await counter.flush();
    expect(counter.size).toBeLessThanOrEqual(6);
    // The newest are still counted exactly.
    expect(counter.hit("flood:9", MINUTE).current).toBe(2);
    await counter.close();
  });

  it("forgets the longest unused keys beyond its size and learns their count again", async () => {
    const counter = new HitCounter(database.db, { maxKeys: 2 });
    counter.hit("size:a", MINUTE);
    counter.hit("size:a", MINUTE);
    await counter.flush();
    counter.hit("size:b", MINUTE);
    counter.hit("size:c", MINUTE);
    await counter.flush();
    // "size:a" was forgotten: it counts from this process's own hit until the next flush.
    expect(counter.hit("size:a", MINUTE).current).toBe(1);
    await counter.flush();
    expect(counter.hit("size:a", MINUTE).current).toBe(4);
    await counter.close();
  });
});
