import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFileStorage } from "../storage/database-file-storage";
import { pdfBytes, seedUser } from "../testing/accounts";
import { openDatabase } from "./client";
import {
  backupEmbeddedDatabase,
  EmbeddedDatabaseBusy,
  restoreEmbeddedDatabase,
} from "./embedded-backup";
import { applyMigrations } from "./migrate";
import { users } from "./schema";

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

    const original = await openDatabase({ dataDir: source });
    await applyMigrations(original);
    const user = await seedUser(original.db, { role: "pharmacist" });
    const stored = await createFileStorage(original.db).save(Readable.from([content]));
    await expect(backupEmbeddedDatabase(source, file)).rejects.toBeInstanceOf(EmbeddedDatabaseBusy);
    await original.close();

    expect(await backupEmbeddedDatabase(source, file)).toBeGreaterThan(0);
    // A target with a database already: kept beside the restored one, never deleted.
    const previous = await openDatabase({ dataDir: target });
    await previous.close();
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
});
