import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { uniqueEmail } from "../testing/accounts";
import { testDatabaseKinds } from "../testing/test-database";
import {
  clearAccountFailures,
  delaySeconds,
  FREE_FAILURES,
  MAX_DELAY_SECONDS,
  throttledPasswordCheck,
} from "./login-throttle";

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 23, 8, 0, 0) + seconds * 1000);
const wrong = async () => false;
const right = async () => true;

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

  const attempt = (email: string, seconds: number, check = wrong) =>
    throttledPasswordCheck(database.db, email, check, { now: at(seconds) });

  it("holds the sixth attempt for the delay, whatever the address, and counts on", async () => {
    const email = uniqueEmail("throttle");
    for (let failure = 0; failure < FREE_FAILURES; failure += 1) {
      expect(await attempt(email, 0)).toEqual({ throttled: false, valid: false });
    }
    expect(await attempt(email, 0)).toEqual({ throttled: true, waitSeconds: 1 });
    // The address is part of no key: the same e-mail, any case, is one account.
    expect((await attempt(email.toUpperCase(), 0.5)).throttled).toBe(true);
    expect(await attempt(email, 1)).toEqual({ throttled: false, valid: false });
    expect(await attempt(email, 2)).toEqual({ throttled: true, waitSeconds: 1 });
    expect(await attempt(email, 3)).toEqual({ throttled: false, valid: false });
    expect(await attempt(email, 4)).toEqual({ throttled: true, waitSeconds: 3 });
  });

  it("lets a burst of wrong passwords check no more than the free failures", async () => {
    const email = uniqueEmail("parallel");
    let checked = 0;
    const slowWrong = async () => {
      checked += 1;
      await sleep(20);
      return false;
    };
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => attempt(email, 0, slowWrong)),
    );
    expect(checked).toBe(FREE_FAILURES);
    expect(outcomes.filter((outcome) => outcome.throttled)).toHaveLength(20 - FREE_FAILURES);
  });

  it("lets twelve correct passwords at once all in: checks in progress are no failures (issue 33 item 3)", async () => {
    const email = uniqueEmail("team");
    const slowRight = async () => {
      await sleep(30);
      return true;
    };
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, () => throttledPasswordCheck(database.db, email, slowRight)),
    );
    expect(outcomes).toEqual(Array(12).fill({ throttled: false, valid: true }));
  });

  it("counts a check that ended in an error for nothing", async () => {
    const email = uniqueEmail("error");
    const broken = async (): Promise<boolean> => {
      throw new Error("database away");
    };
    for (let attempt = 0; attempt < FREE_FAILURES + 2; attempt += 1) {
      await expect(throttledPasswordCheck(database.db, email, broken)).rejects.toThrow(
        "database away",
      );
    }
    expect(await throttledPasswordCheck(database.db, email, right)).toEqual({
      throttled: false,
      valid: true,
    });
  });

  it("starts afresh after a correct password and after a day without failures", async () => {
    const email = uniqueEmail("clear");
    for (let failure = 0; failure < 8; failure += 1) await attempt(email, failure * 100);
    expect((await attempt(email, 701)).throttled).toBe(true);
    await clearAccountFailures(database.db, email);
    expect((await attempt(email, 702)).throttled).toBe(false);

    const later = uniqueEmail("later");
    for (let failure = 0; failure < 6; failure += 1) await attempt(later, failure * 2);
    const dayLater = 25 * 60 * 60;
    for (let failure = 0; failure < FREE_FAILURES; failure += 1) {
      expect((await attempt(later, dayLater)).throttled).toBe(false);
    }
  });
});
