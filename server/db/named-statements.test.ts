import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../testing/test-database";
import type { DatabaseHandle } from "./client";
import { isUniqueViolation } from "./errors";
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

  it("passes the database's error on, and the next statement still runs", async () => {
    // The constraint is what callers read (a spent captcha answer, submit.ts).
    const failure = await executeNamed(database.db, spend("k1")).catch((error: unknown) => error);
    expect(isUniqueViolation(failure, "used_captcha_tokens_pkey")).toBe(true);
    await executeNamed(database.db, spend("after-error"));
    const [row] = await database.db
      .select({ key: usedCaptchaTokens.key })
      .from(usedCaptchaTokens)
      .where(sql`${usedCaptchaTokens.key} = 'after-error'`);
    expect(row).toEqual({ key: "after-error" });
  });

  it("keeps the statement prepared, and inside a transaction belongs to it", async () => {
    let prepared: unknown[] = [];
    await database.db
      .transaction(async (tx) => {
        await executeNamed(tx, spend("in-transaction"));
        await executeNamed(tx, spend("in-transaction-2"));
        const statements = await tx
          .select({ name: sql<string>`name` })
          .from(sql`pg_prepared_statements`)
          .where(sql`name like 'apostaff_%' and statement like '%values ($1, now())'`);
        prepared = statements;
        throw new Error("rolled back");
      })
      .catch(() => {});
    // Prepared once on this connection (the same text twice), then only executed.
    expect(prepared).toHaveLength(1);
    const stored = await database.db
      .select({ key: usedCaptchaTokens.key })
      .from(usedCaptchaTokens)
      .where(sql`${usedCaptchaTokens.key} like 'in-transaction%'`);
    expect(stored).toEqual([]);
  });

  // The embedded database's thread keeps its own list of what it prepared; `discard all`
  // (the test databases' reset) drops every prepared statement behind its back.
  it.runIf(kind.name === "pglite")(
    "prepares the statement again after the database forgot it",
    async () => {
      await executeNamed(database.db, spend("before-discard"));
      await database.execute("discard all");
      await executeNamed(database.db, spend("after-discard"));
      const stored = await database.db
        .select({ key: usedCaptchaTokens.key })
        .from(usedCaptchaTokens)
        .where(sql`${usedCaptchaTokens.key} like '%-discard'`);
      expect(stored).toHaveLength(2);
    },
  );
});
