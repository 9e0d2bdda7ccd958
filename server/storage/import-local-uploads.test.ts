import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { storedFiles } from "../db/schema";
import { migratedDataDir } from "../testing/migrated-data-dir";
import { startServerProcess } from "../testing/server-process";
import { testDatabaseKinds } from "../testing/test-database";
import { createFileStorage } from "./database-file-storage";
import { importLocalUploads } from "./import-local-uploads";

const quiet = { info() {}, warn() {} };
const FILES = 60;

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/**
 * Earlier versions kept documents in DATA_DIR/uploads. A start moves them into the
 * database; here the first start is killed (SIGKILL) half-way, then the move is
 * finished, and every file must be there exactly once, byte for byte.
 */
describe.each(testDatabaseKinds)("moving folder uploads into the database on $name", (kind) => {
  let dataDir: string;
  let uploads: string;
  let postgres: DatabaseHandle | undefined;
  const files = new Map<string, Buffer>();

  beforeAll(async () => {
    dataDir = await migratedDataDir("apostaff-import-");
    uploads = path.join(dataDir, "uploads");
    await mkdir(uploads);
    for (let index = 0; index < FILES; index += 1) {
      const key = randomBytes(16).toString("hex");
      const content = Buffer.concat([
        Buffer.from("%PDF-1.7\n"),
        randomBytes(100_000 + index * 5_000),
      ]);
      files.set(key, content);
      await writeFile(path.join(uploads, key), content);
    }
    await writeFile(path.join(uploads, "notes.txt"), "not a document");
    if (kind.name === "postgres") postgres = await kind.open();
  });
  afterAll(async () => {
    await postgres?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const openTarget = () => (postgres ? Promise.resolve(postgres) : openDatabase({ dataDir }));

  it("loses nothing when the start is killed half-way, and finishes on the next start", async () => {
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      ...(postgres ? { DATABASE_URL: postgres.url! } : {}),
    });
    // Kill as soon as some files have moved and most have not.
    let left = FILES + 1;
    while (left > FILES * 0.8 && server.child.exitCode === null) {
      left = existsSync(uploads) ? (await readdir(uploads)).length : 0;
      await new Promise((resolve) => setImmediate(resolve));
    }
    server.child.kill("SIGKILL");
    await server.exited;
    expect(left, server.output()).toBeGreaterThan(2);

    const database = await openTarget();
    try {
      // Right after the crash: every file is in the folder or complete in the database.
      const remaining = new Set(await readdir(uploads));
      const complete = new Set(
        (
          await database.db
            .select({ key: storedFiles.key })
            .from(storedFiles)
            .where(isNotNull(storedFiles.completedAt))
        ).map((row) => row.key),
      );
      expect(complete.size).toBeGreaterThan(0);
      for (const key of files.keys()) expect(remaining.has(key) || complete.has(key)).toBe(true);

      await importLocalUploads(database.db, uploads, quiet);
      expect(await readdir(uploads)).toEqual(["notes.txt"]);
      const storage = createFileStorage(database.db);
      for (const [key, content] of files) {
        expect((await readAll(await storage.read(key))).equals(content)).toBe(true);
      }
      expect(await database.db.$count(storedFiles)).toBe(FILES);
      // Idempotent: nothing more to move.
      expect(await importLocalUploads(database.db, uploads, quiet)).toBe(0);
    } finally {
      if (!postgres) await database.close();
    }
  }, 120_000);
});
