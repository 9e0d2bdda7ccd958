import { execFileSync } from "node:child_process";
import { appendFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { unpackMigratedDatabase } from "../../testing/migrated-data-dir";
import { buildTestApp } from "../../testing/test-app";
import { embeddedDatabaseFolder, openDatabase } from "../client";
import { EmbeddedDatabaseStoppedError, openEmbeddedClient } from "./embedded-database";

/** A small tmpfs to fill, when this machine lets us mount one (root on Linux). */
function mountSmallDisk(): string | undefined {
  const folder = mkdtempSync(path.join(tmpdir(), "apostaff-full-disk-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=128m", "tmpfs", folder], { stdio: "ignore" });
    return folder;
  } catch {
    rmSync(folder, { recursive: true, force: true });
    return undefined;
  }
}

describe("the embedded database in its own thread", () => {
  it("lets /healthz answer within 100 ms while a slow statement runs", async () => {
    // From the run's migrated template: a new database's initdb costs 10 CPU-seconds.
    const database = await openDatabase({ templatePath: inject("pgliteTemplate") });
    const app = await buildTestApp(database);
    try {
      await app.inject("/healthz");
      let slowDone = false;
      const slow = database.db
        .execute(sql`select count(*) from generate_series(1, 5000000)`)
        .finally(() => {
          slowDone = true;
        });
      // Give the statement time to start in the database thread.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const started = performance.now();
      const health = await app.inject("/healthz");
      const elapsed = performance.now() - started;
      // Measured while the statement was still running.
      expect(slowDone).toBe(false);
      expect(health.statusCode).toBe(200);
      expect(elapsed).toBeLessThan(100);
      await slow;
    } finally {
      await app.close();
      await database.close();
    }
  }, 120_000);

  it("keeps transactions apart: other statements wait until one ends", async () => {
    const client = await openEmbeddedClient({
      dataDir: undefined,
      templatePath: inject("pgliteTemplate"),
    });
    try {
      await client.exec("create table t (n int)");
      const inside = client.transaction(async (tx) => {
        await tx.query("insert into t values (1)");
        await new Promise((resolve) => setTimeout(resolve, 100));
        throw new Error("roll back");
      });
      const outside = client.query("select count(*)::int as n from t");
      await expect(inside).rejects.toThrow("roll back");
      expect((await outside).rows).toEqual([{ n: 0 }]);
      await client.transaction((tx) => tx.query("insert into t values (2)"));
      expect((await client.query("select n from t")).rows).toEqual([{ n: 2 }]);
    } finally {
      await client.close();
    }
  }, 60_000);
});

const disk = mountSmallDisk();

describe.skipIf(!disk)("the embedded database on a full disk (tmpfs)", () => {
  afterAll(() => {
    if (!disk) return;
    // Lazily: the stopped database thread may still hold a file there for a moment
    // ("target is busy" in CI); the mount goes away as soon as it lets go.
    execFileSync("umount", ["--lazy", disk]);
    rmSync(disk, { recursive: true, force: true });
  });

  let stoppedWith: Error | undefined;
  let client: Awaited<ReturnType<typeof openEmbeddedClient>>;
  beforeAll(async () => {
    await unpackMigratedDatabase(disk!);
    client = await openEmbeddedClient({
      dataDir: embeddedDatabaseFolder(disk!),
      onStopped: (error) => {
        stoppedWith = error;
      },
    });
  }, 60_000);

  it("reports the storage failure once and fails every later statement at once, never hangs", async () => {
    await client.exec("create table t (id int primary key, v text) with (fillfactor = 10)");
    await client.exec("insert into t select g, repeat('x', 200) from generate_series(1, 2000) g");
    try {
      for (;;) appendFileSync(path.join(disk!, "filler"), Buffer.alloc(1 << 16));
    } catch {
      // The disk is full now.
    }
    // Updates write the WAL until it needs a new segment, which PostgreSQL cannot
    // create: a PANIC, after which the embedded database would spin for ever.
    for (let round = 0; round < 400 && !stoppedWith; round += 1) {
      await client.query("update t set v = repeat($1, 200)", [String(round % 10)]).catch(() => {});
    }
    expect(stoppedWith).toBeInstanceOf(EmbeddedDatabaseStoppedError);
    expect(stoppedWith?.message).toContain("No space left on device");
    const started = performance.now();
    await expect(client.query("select 1")).rejects.toBeInstanceOf(EmbeddedDatabaseStoppedError);
    expect(performance.now() - started).toBeLessThan(100);
    await client.close();
  }, 120_000);
});
