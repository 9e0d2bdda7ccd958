import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { uniqueEmail } from "../testing/accounts";
import { testDatabaseKinds } from "../testing/test-database";
import {
  claimAccountAttempt,
  clearAccountFailures,
  delaySeconds,
  FREE_FAILURES,
  MAX_DELAY_SECONDS,
} from "./login-throttle";

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 23, 8, 0, 0) + seconds * 1000);

describe("login throttle delays", () => {
  it("lets five failures pass, then doubles the wait up to 15 minutes", () => {
    expect(FREE_FAILURES).toBe(5);
    expect([4, 5, 6, 7, 10].map(delaySeconds)).toEqual([0, 1, 2, 4, 32]);
    expect(delaySeconds(40)).toBe(MAX_DELAY_SECONDS);
    expect(MAX_DELAY_SECONDS).toBe(900);
  });
});

describe.each(testDatabaseKinds)("login throttle per account on $name", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(() => database.close());

  it("holds the sixth attempt for the delay, whatever the address, and counts on", async () => {
    const email = uniqueEmail("throttle");
    for (let attempt = 0; attempt < FREE_FAILURES; attempt += 1) {
      expect(await claimAccountAttempt(database.db, email, at(0))).toEqual({ allowed: true });
    }
    expect(await claimAccountAttempt(database.db, email, at(0))).toEqual({
      allowed: false,
      waitSeconds: 1,
    });
    // The address is part of no key: the same e-mail, any case, is one account.
    expect((await claimAccountAttempt(database.db, email.toUpperCase(), at(0.5))).allowed).toBe(
      false,
    );
    expect(await claimAccountAttempt(database.db, email, at(1))).toEqual({ allowed: true });
    expect(await claimAccountAttempt(database.db, email, at(2))).toEqual({
      allowed: false,
      waitSeconds: 1,
    });
    expect(await claimAccountAttempt(database.db, email, at(3))).toEqual({ allowed: true });
    expect(await claimAccountAttempt(database.db, email, at(4))).toEqual({
      allowed: false,
      waitSeconds: 3,
    });
  });

  it("lets parallel attempts through only as far as the free ones go", async () => {
    const email = uniqueEmail("parallel");
    const claims = await Promise.all(
      Array.from({ length: 20 }, () => claimAccountAttempt(database.db, email, at(0))),
    );
    expect(claims.filter((claim) => claim.allowed)).toHaveLength(FREE_FAILURES);
  });

  it("starts afresh after a correct password and after a day without failures", async () => {
    const email = uniqueEmail("clear");
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await claimAccountAttempt(database.db, email, at(attempt * 100));
    }
    expect((await claimAccountAttempt(database.db, email, at(701))).allowed).toBe(false);
    await clearAccountFailures(database.db, email);
    expect((await claimAccountAttempt(database.db, email, at(702))).allowed).toBe(true);

    const later = uniqueEmail("later");
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await claimAccountAttempt(database.db, later, at(attempt * 2));
    }
    const dayLater = 25 * 60 * 60;
    for (let attempt = 0; attempt < FREE_FAILURES; attempt += 1) {
      expect((await claimAccountAttempt(database.db, later, at(dayLater))).allowed).toBe(true);
    }
  });
});
