import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobSearchDefaults } from "../../domain/job-search";
import { SEARCH_ALERTS_MAX_PER_PERSON } from "../../domain/limits";
import type { DatabaseHandle } from "../db/client";
import { savedSearches } from "../db/schema";
import { seedStaff } from "../testing/job-board";
import { handWrittenSteps } from "../testing/migration-steps";
import { testDatabaseKinds } from "../testing/test-database";
import { saveSearchAlert } from "./search-alerts";
import { alertIdOfToken, unsubscribeKey, unsubscribeToken } from "./unsubscribe-token";

const dedupeSteps = handWrittenSteps("0012_search_alerts.sql");

describe.each(testDatabaseKinds)("search alert storage on $name", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.close();
  });
  const rowsOf = (userId: string) =>
    database.db.select().from(savedSearches).where(eq(savedSearches.userId, userId));

  it("stores one alert when the same search arrives many times at once", async () => {
    const staff = await seedStaff(database.db);
    const search = { ...jobSearchDefaults, location: "Köln" };
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () => saveSearchAlert(database.db, staff.id, search)),
    );
    expect(outcomes.filter((outcome) => outcome.kind === "created")).toHaveLength(1);
    expect(await rowsOf(staff.id)).toHaveLength(1);
  });

  it("never passes the limit, also with searches at once", async () => {
    const staff = await seedStaff(database.db);
    const outcomes = await Promise.all(
      Array.from({ length: SEARCH_ALERTS_MAX_PER_PERSON + 5 }, (_, index) =>
        saveSearchAlert(database.db, staff.id, { ...jobSearchDefaults, location: `${index}` }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.kind === "limit")).toHaveLength(5);
    expect(await rowsOf(staff.id)).toHaveLength(SEARCH_ALERTS_MAX_PER_PERSON);
  });

  it("signs unsubscribe tokens with one stored key", async () => {
    const key = await unsubscribeKey(database.db);
    expect(await unsubscribeKey(database.db)).toBe(key);
    const id = "6f1c2f0e-8d1a-4c47-9a57-0d7c1f3b2a10";
    const token = unsubscribeToken(key, id);
    expect(alertIdOfToken(key, token)).toBe(id);
    expect(alertIdOfToken("another key", token)).toBeNull();
    expect(alertIdOfToken(key, `${id}.`)).toBeNull();
    expect(alertIdOfToken(key, `${token}.x`)).toBeNull();
  });

  it("migration 0012 keeps the oldest of a person's identical alerts", async () => {
    const staff = await seedStaff(database.db);
    const other = await seedStaff(database.db);
    const row = (userId: string, location: string, minutesAgo: number, state?: "DE-NW") => ({
      userId,
      type: "Feststelle" as const,
      location,
      state: state ?? null,
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    });
    await database.db
      .insert(savedSearches)
      .values([
        row(staff.id, "Köln", 30),
        row(staff.id, " köln ", 20),
        row(staff.id, "Köln", 10),
        row(staff.id, "Köln", 5, "DE-NW"),
        row(staff.id, "Bonn", 5),
        row(other.id, "Köln", 1),
      ]);
    for (const step of dedupeSteps) await database.db.execute(sql.raw(step));
    const kept = (await rowsOf(staff.id)).map((alert) => [alert.location, alert.state]);
    expect(kept).toHaveLength(3);
    expect(kept).toEqual(
      expect.arrayContaining([
        ["Bonn", null],
        ["Köln", "DE-NW"],
        ["Köln", null],
      ]),
    );
    const [oldest] = (await rowsOf(staff.id)).filter(
      (alert) => alert.location === "Köln" && alert.state === null,
    );
    expect(Date.now() - oldest!.createdAt.getTime()).toBeGreaterThan(25 * 60_000);
    expect(await rowsOf(other.id)).toHaveLength(1);
  });
});
