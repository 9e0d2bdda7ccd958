import { Readable } from "node:stream";
import { eq, inArray, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { storedFileChunks, storedFiles, userDocuments } from "../db/schema";
import { deleteUnreferencedFiles, UNREFERENCED_FILE_MS } from "../jobs/housekeeping";
import { seedUser } from "../testing/accounts";
import { testDatabaseKinds } from "../testing/test-database";
import { createFileStorage, STORED_FILE_CHUNK_BYTES } from "./database-file-storage";
import { type FileStorage, StoredFileNotFound } from "./file-storage";

async function readAll(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** Bytes that differ at every position, so a chunk out of order would show. */
function patterned(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let index = 0; index < size; index += 1) bytes[index] = (index * 31 + (index >> 8)) & 255;
  return bytes;
}

/** A stream of `content` in pieces of `pieceSize`, as an upload arrives. */
const inPieces = (content: Buffer, pieceSize: number) =>
  Readable.from(
    Array.from({ length: Math.ceil(content.length / pieceSize) }, (_, index) =>
      content.subarray(index * pieceSize, (index + 1) * pieceSize),
    ),
  );

describe.each(testDatabaseKinds)("documents in the database on $name", (kind) => {
  let database: DatabaseHandle;
  let storage: FileStorage;
  beforeAll(async () => {
    database = await kind.open();
    storage = createFileStorage(database.db);
  });
  afterAll(() => database.close());

  it.each([
    ["empty", 0, 1000],
    ["smaller than a chunk", 5000, 777],
    ["exactly one chunk", STORED_FILE_CHUNK_BYTES, 65_536],
    ["10 MB in odd pieces", 10 * 1024 * 1024, 65_537],
  ])(
    "saves and reads back a file %s byte for byte",
    { timeout: 60_000 },
    async (_name, size, pieceSize) => {
      const content = patterned(size);
      const stored = await storage.save(inPieces(content, pieceSize));
      expect(stored.key).toMatch(/^[a-f0-9]{32}$/);
      expect(stored.byteSize).toBe(size);
      expect((await readAll(await storage.read(stored.key))).equals(content)).toBe(true);
      const chunks = await database.db
        .select({ seq: storedFileChunks.seq })
        .from(storedFileChunks)
        .where(eq(storedFileChunks.fileKey, stored.key));
      expect(chunks).toHaveLength(Math.ceil(size / STORED_FILE_CHUNK_BYTES));
    },
  );

  it("removes a file with its chunks; a missing or made-up key is 'not found', never a path", async () => {
    const stored = await storage.save(Readable.from([patterned(300_000)]));
    await storage.remove(stored.key);
    await storage.remove(stored.key);
    expect(
      await database.db
        .select()
        .from(storedFileChunks)
        .where(eq(storedFileChunks.fileKey, stored.key)),
    ).toEqual([]);
    for (const key of [stored.key, "../../etc/passwd", "a/b"]) {
      const error = await storage.read(key).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(StoredFileNotFound);
      expect(error).toMatchObject({ statusCode: 404, message: "Document not found" });
    }
  });

  it("leaves nothing behind when the upload stream fails, and never shows a half-written file", async () => {
    const failing = new Readable({
      read() {
        this.push(patterned(STORED_FILE_CHUNK_BYTES + 10));
        this.destroy(new Error("connection lost"));
      },
    });
    const before = await database.db.select({ key: storedFiles.key }).from(storedFiles);
    await expect(storage.save(failing)).rejects.toThrow("connection lost");
    const after = await database.db.select({ key: storedFiles.key }).from(storedFiles);
    expect(after).toEqual(before);

    // A save still under way (or cut short by a crash) is not readable.
    let release!: () => void;
    const slow = Readable.from(
      (async function* () {
        yield patterned(100);
        await new Promise<void>((resolve) => (release = resolve));
        yield patterned(100);
      })(),
    );
    const saving = storage.save(slow);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const [writing] = await database.db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(isNull(storedFiles.completedAt));
    await expect(storage.read(writing!.key)).rejects.toBeInstanceOf(StoredFileNotFound);
    release();
    expect((await saving).byteSize).toBe(200);
  });

  it("deletes files nobody refers to a day after their upload began, and nothing else", async () => {
    const now = new Date();
    const dayAndMore = new Date(now.getTime() - UNREFERENCED_FILE_MS - 1000);
    const [abandoned, writing] = ["a".repeat(32), "b".repeat(32)];
    await database.db.insert(storedFiles).values([
      { key: abandoned, createdAt: dayAndMore },
      { key: writing, createdAt: new Date(now.getTime() - 60_000) },
    ]);
    await database.db
      .insert(storedFileChunks)
      .values({ fileKey: abandoned, seq: 0, data: Buffer.from("%PDF-") });
    const save = () => storage.save(Readable.from([Buffer.from("%PDF-1.7")]));
    // A certificate of an account, a file left behind by a deletion cut short, and a file
    // just saved whose document row is still to be committed.
    const [certificate, leftBehind, justSaved] = [await save(), await save(), await save()];
    const owner = await seedUser(database.db, { role: "pharmacist" });
    await database.db.insert(userDocuments).values({
      userId: owner.id,
      kind: "certificate",
      storageKey: certificate.key,
      originalName: "urkunde.pdf",
      contentType: "application/pdf",
      byteSize: certificate.byteSize,
    });
    await database.db
      .update(storedFiles)
      .set({ createdAt: new Date(now.getTime() - 10 * UNREFERENCED_FILE_MS) })
      .where(inArray(storedFiles.key, [certificate.key, leftBehind.key]));

    expect(await deleteUnreferencedFiles(database.db, now)).toBe(2);
    const keys = (await database.db.select({ key: storedFiles.key }).from(storedFiles)).map(
      (row) => row.key,
    );
    expect(keys).not.toContain(abandoned);
    expect(keys).not.toContain(leftBehind.key);
    expect(keys).toEqual(expect.arrayContaining([writing, certificate.key, justSaved.key]));
    expect((await readAll(await storage.read(certificate.key))).toString()).toBe("%PDF-1.7");
    await expect(storage.read(leftBehind.key)).rejects.toBeInstanceOf(StoredFileNotFound);
  });
});
