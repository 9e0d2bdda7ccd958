import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../testing/test-database";
import type { DatabaseHandle } from "./client";
import { executeNamed } from "./named-statements";
import { usedCaptchaTokens } from "./schema";

describe.each(testDatabaseKinds)("named prepared statements on $name", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(() => database.close());

  const spend = (key: string) =>
    sql`insert into ${usedCaptchaTokens} (key, expires_at) values (${key}, now())`;

  it("runs one text again and again with new parameters, on every connection", async () => {
    await Promise.all(
      Array.from({ length: 30 }, (_, index) => executeNamed(database.db, spend(`k${index}`))),
    );
    // Another text gets a name of its own instead of clashing with the first.
    await executeNamed(
      database.db,
      sql`insert into ${usedCaptchaTokens} (key, expires_at) values (${"other"}, now() + interval '1 minute')`,
    );
    const stored = await database.db
      .select({ key: usedCaptchaTokens.key })
      .from(usedCaptchaTokens)
      .orderBy(asc(usedCaptchaTokens.key));
    expect(stored).toHaveLength(31);
    expect(stored.at(-1)).toEqual({ key: "other" });
  });

  it("passes the database's error on", async () => {
    await expect(executeNamed(database.db, spend("k1"))).rejects.toThrow();
  });
});
