import { sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { EmbeddedDatabaseStoppedError } from "../db/embedded/embedded-database";
import { idleTemplateDatabases, lendTemplateDatabase } from "./pglite-pool";

/** The rows of `table` now. */
async function count(handle: DatabaseHandle, table: string): Promise<number> {
  const result = (await handle.db.execute(
    sql.raw(`select count(*)::int as n from ${table}`),
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? -1;
}

describe("test databases lent from the pool", () => {
  const templatePath = inject("pgliteTemplate");

  it("lends a database given back again, in the template's state", async () => {
    const first = await lendTemplateDatabase(templatePath);
    const templatePrices = await count(first, "price_entries");
    expect(templatePrices).toBeGreaterThan(0);
    await first.execute(
      "insert into users (email, password_hash, role, status, first_name, last_name) values ('a@example.org', 'x', 'admin', 'active', 'A', 'B')",
    );
    await first.execute("delete from price_entries");
    await first.execute("set statement_timeout = 1234");
    const idleBefore = idleTemplateDatabases(templatePath);
    await first.close();
    expect(idleTemplateDatabases(templatePath)).toBe(idleBefore + 1);

    const second = await lendTemplateDatabase(templatePath);
    expect(idleTemplateDatabases(templatePath)).toBe(idleBefore);
    try {
      expect(await count(second, "users")).toBe(0);
      expect(await count(second, "price_entries")).toBe(templatePrices);
      const timeout = (await second.db.execute(sql`show statement_timeout`)) as unknown as {
        rows: unknown[];
      };
      expect(timeout.rows[0]).toEqual({ statement_timeout: "0" });
    } finally {
      await second.close();
    }
  });

  it("refuses statements on a handle given back", async () => {
    const lent = await lendTemplateDatabase(templatePath);
    await lent.close();
    await expect(lent.execute("select 1")).rejects.toBeInstanceOf(EmbeddedDatabaseStoppedError);
  });

  it("does not lend again a database whose structure a test changed", async () => {
    const changed = await lendTemplateDatabase(templatePath);
    await changed.execute("create table leftover (n int)");
    const idleBefore = idleTemplateDatabases(templatePath);
    await changed.close();
    expect(idleTemplateDatabases(templatePath)).toBe(idleBefore);
    const next = await lendTemplateDatabase(templatePath);
    try {
      await expect(next.execute("select * from leftover")).rejects.toThrow(/leftover/);
    } finally {
      await next.close();
    }
  });
});
