import path from "node:path";
import type { Readable } from "node:stream";
import type { Config } from "../config";
import { LocalFileStorage } from "./local-file-storage";

export interface StoredFile {
  /** A random name chosen by the storage; keep it to read or delete the file later. */
  key: string;
  byteSize: number;
}

/**
 * Where uploaded documents live: outside the web root, under random names, never
 * served directly. A local folder today; an S3-compatible store can implement the same
 * three methods later (decisions.md, "Files").
 */
export interface FileStorage {
  /** Writes the stream to a new file and answers its key and size. */
  save(content: Readable): Promise<StoredFile>;
  read(key: string): Promise<Readable>;
  /** Removes a file; a missing file is not an error. */
  remove(key: string): Promise<void>;
}

export function createFileStorage(config: Pick<Config, "dataDir">): FileStorage {
  return new LocalFileStorage(path.join(config.dataDir, "uploads"));
}
