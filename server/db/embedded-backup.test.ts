import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { gunzipSync, gzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFileStorage } from "../storage/database-file-storage";
import { pdfBytes, seedUser } from "../testing/accounts";
import { unpackMigratedDatabase } from "../testing/migrated-data-dir";
import { openDatabase } from "./client";
import {
  backupEmbeddedDatabase,
  EmbeddedDatabaseBusy,
  InvalidBackup,
  restoreEmbeddedDatabase,
} from "./embedded-backup";
import { applyMigrations } from "./migrate";
import { users } from "./schema";

const run = promisify(execFile);

async function readAll(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

describe("backup and restore of the embedded database", () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "apostaff-embedded-backup-"));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it("restores the data and the documents of the backup; refuses while a server has it open", async () => {
    const source = path.join(folder, "source");
    const target = path.join(folder, "target");
    const file = path.join(folder, "apostaff.tar.gz");
    const content = pdfBytes(600_000);

    await unpackMigratedDatabase(source);
    const original = await openDatabase({ dataDir: source });
    const user = await seedUser(original.db, { role: "pharmacist" });
    const stored = await createFileStorage(original.db).save(Readable.from([content]));
    await expect(backupEmbeddedDatabase(source, file)).rejects.toBeInstanceOf(EmbeddedDatabaseBusy);
    await original.close();

    expect(await backupEmbeddedDatabase(source, file)).toBeGreaterThan(0);
    // A target with a database already: kept beside the restored one, never deleted.
    await unpackMigratedDatabase(target);
    const kept = await restoreEmbeddedDatabase(target, file);
    expect(kept && existsSync(kept)).toBe(true);
    expect((await readdir(target)).filter((name) => name.startsWith("pglite"))).toHaveLength(2);

    const restored = await openDatabase({ dataDir: target });
    try {
      await applyMigrations(restored);
      const [found] = await restored.db.select().from(users).where(eq(users.id, user.id));
      expect(found?.email).toBe(user.email);
      const copy = await readAll(await createFileStorage(restored.db).read(stored.key));
      expect(copy.equals(content)).toBe(true);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it("checks the whole backup before it touches the database: garbage and cut files change nothing", async () => {
    const dataDir = path.join(folder, "live");
    const backup = path.join(folder, "good.tar.gz");
    await unpackMigratedDatabase(dataDir);
    const live = await openDatabase({ dataDir });
    const user = await seedUser(live.db, { role: "pharmacist" });
    await live.close();
    await backupEmbeddedDatabase(dataDir, backup);
    const whole = await readFile(backup);
    const tar = gunzipSync(whole);
    // A whole PGlite backup, but of a database without apostaff's tables and migrations
    // (made from the migrated template: a new folder's initdb costs 10 CPU-seconds).
    const emptyDir = path.join(folder, "empty");
    await unpackMigratedDatabase(emptyDir);
    const emptied = await openDatabase({ dataDir: emptyDir });
    await emptied.execute(
      "drop schema drizzle cascade; drop schema public cascade; create schema public",
    );
    await emptied.close();
    const notOurs = path.join(folder, "not-ours.tar.gz");
    await backupEmbeddedDatabase(emptyDir, notOurs);

    const broken: Record<string, Buffer> = {
      "garbage.tar.gz": Buffer.from("this is not a backup ".repeat(200)),
      "cut-gzip.tar.gz": whole.subarray(0, Math.floor(whole.length / 2)),
      // A whole gzip around a tar cut short: only the tar's own structure tells.
      "cut-tar.tar.gz": gzipSync(tar.subarray(0, Math.floor(tar.length * 0.9))),
      "empty-tar.tar.gz": gzipSync(Buffer.alloc(1024)),
      "not-ours.tar.gz": await readFile(notOurs),
    };
    const before = await readdir(dataDir);
    for (const [name, bytes] of Object.entries(broken)) {
      const file = path.join(folder, name);
      await writeFile(file, bytes);
      await expect(restoreEmbeddedDatabase(dataDir, file), name).rejects.toBeInstanceOf(
        InvalidBackup,
      );
      expect(await readdir(dataDir), name).toEqual(before);
    }

    // The command an operator types, as a process of its own: exit 1, a reason, no stack.
    const cli = fileURLToPath(new URL("../cli/db-backup.ts", import.meta.url));
    const garbage = path.join(folder, "garbage.tar.gz");
    const failed = await run(
      process.execPath,
      ["--import", "tsx", cli, "restore", "--file", garbage],
      {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      },
    ).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain("nothing was changed");
    expect(failed?.stderr).not.toMatch(/\n\s+at /);
    expect(await readdir(dataDir)).toEqual(before);

    const still = await openDatabase({ dataDir });
    try {
      const [found] = await still.db.select().from(users).where(eq(users.id, user.id));
      expect(found?.email).toBe(user.email);
    } finally {
      await still.close();
    }
  }, 180_000);
});
