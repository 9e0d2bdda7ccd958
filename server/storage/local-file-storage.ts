import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FileStorage, StoredFile } from "./file-storage";

const KEY = /^[a-f0-9]{32}$/;

/**
 * Files in one local folder (DATA_DIR/uploads), named by 128 random bits. Names come
 * only from us, and are checked on the way back in, so no path from a request ever
 * reaches the file system.
 */
export class LocalFileStorage implements FileStorage {
  constructor(readonly directory: string) {}

  async save(content: Readable): Promise<StoredFile> {
    await mkdir(this.directory, { recursive: true, mode: 0o700 });
    const key = randomBytes(16).toString("hex");
    const file = this.pathOf(key);
    // "wx": never overwrite; 0600: readable by the server's user only.
    const target = createWriteStream(file, { flags: "wx", mode: 0o600 });
    try {
      await pipeline(content, target);
    } catch (error) {
      await rm(file, { force: true });
      throw error;
    }
    return { key, byteSize: target.bytesWritten };
  }

  async read(key: string): Promise<Readable> {
    return createReadStream(this.pathOf(key));
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    if (!KEY.test(key)) throw new Error("invalid storage key");
    return path.join(this.directory, key);
  }
}
