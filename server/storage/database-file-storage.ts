import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { storedFileChunks, storedFiles } from "../db/schema";
import { type FileStorage, type StoredFile, StoredFileNotFound } from "./file-storage";

/**
 * Size of one stored piece: what a request holds of a file at most, in and out. Chunks
 * travel as base64 text and are decoded by the database: PGlite's own bytea parameters
 * and results are several times slower (docs/decisions/0024-documents-in-the-database.md).
 */
export const STORED_FILE_CHUNK_BYTES = 256 * 1024;

const KEY = /^[a-f0-9]{32}$/;

/**
 * Files in `stored_files` and `stored_file_chunks` (PGlite and PostgreSQL alike). A
 * save writes each chunk as its own statement, without a transaction around the upload:
 * a slow client must not hold a connection (or, on PGlite, the whole database) for the
 * length of its upload. The file becomes readable when its row is completed; a save
 * that fails removes what it wrote, and one cut short by a crash is removed by the
 * `abandoned-uploads` job (`deleteUnreferencedFiles`).
 */
export class DatabaseFileStorage implements FileStorage {
  constructor(private readonly db: Database) {}

  async save(content: Readable): Promise<StoredFile> {
    const key = randomBytes(16).toString("hex");
    await this.db.insert(storedFiles).values({ key });
    try {
      const byteSize = await writeFileContent(this.db, key, content);
      return { key, byteSize };
    } catch (error) {
      await this.remove(key);
      throw error;
    }
  }

  async read(key: string): Promise<Readable> {
    if (!KEY.test(key)) throw new StoredFileNotFound();
    const [file] = await this.db
      .select({ byteSize: storedFiles.byteSize })
      .from(storedFiles)
      .where(and(eq(storedFiles.key, key), isNotNull(storedFiles.completedAt)));
    if (!file) throw new StoredFileNotFound();
    const chunkCount = Math.ceil((file.byteSize ?? 0) / STORED_FILE_CHUNK_BYTES);
    const db = this.db;
    // One chunk per pull: a slow reader keeps at most one chunk (plus the socket's
    // buffer) of the file in memory.
    async function* chunks() {
      for (let seq = 0; seq < chunkCount; seq += 1) {
        const [chunk] = await db
          .select({ base64: sql<string>`encode(${storedFileChunks.data}, 'base64')` })
          .from(storedFileChunks)
          .where(and(eq(storedFileChunks.fileKey, key), eq(storedFileChunks.seq, seq)));
        if (!chunk) throw new Error(`stored file ${key} lost chunk ${seq} while being read`);
        yield Buffer.from(chunk.base64, "base64");
      }
    }
    return Readable.from(chunks(), { objectMode: false, highWaterMark: 1 });
  }

  async remove(key: string): Promise<void> {
    if (!KEY.test(key)) return;
    // The chunks go with the row (ON DELETE CASCADE).
    await this.db.delete(storedFiles).where(eq(storedFiles.key, key));
  }
}

/**
 * Writes `content` as the chunks of the existing, incomplete row `key` and completes
 * the row; answers the size. Pulls the next piece of the stream only after the last
 * chunk was written, so memory holds one chunk however fast the stream comes.
 */
export async function writeFileContent(
  db: Database,
  key: string,
  content: AsyncIterable<Buffer | Uint8Array | string>,
): Promise<number> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let byteSize = 0;
  let seq = 0;
  const writeChunk = async (data: Buffer) => {
    await db.insert(storedFileChunks).values({
      fileKey: key,
      seq,
      data: sql`decode(${data.toString("base64")}, 'base64')`,
    });
    seq += 1;
  };
  for await (const piece of content) {
    let rest = Buffer.isBuffer(piece) ? piece : Buffer.from(piece);
    byteSize += rest.length;
    while (pendingBytes + rest.length >= STORED_FILE_CHUNK_BYTES) {
      const take = STORED_FILE_CHUNK_BYTES - pendingBytes;
      await writeChunk(Buffer.concat([...pending, rest.subarray(0, take)]));
      rest = rest.subarray(take);
      pending = [];
      pendingBytes = 0;
    }
    if (rest.length > 0) {
      pending.push(rest);
      pendingBytes += rest.length;
    }
  }
  if (pendingBytes > 0) await writeChunk(Buffer.concat(pending));
  await db
    .update(storedFiles)
    .set({ byteSize, completedAt: new Date() })
    .where(eq(storedFiles.key, key));
  return byteSize;
}

/** The storage the app uses: files in the database (docs/decisions/0024). */
export function createFileStorage(db: Database): FileStorage {
  return new DatabaseFileStorage(db);
}
