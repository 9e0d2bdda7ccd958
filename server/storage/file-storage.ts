import type { Readable } from "node:stream";
import { messagesEn } from "../../domain/messages/en";
import { HttpError } from "../http/http-error";

export interface StoredFile {
  /** A random name chosen by the storage; keep it to read or delete the file later. */
  key: string;
  byteSize: number;
}

/**
 * Where uploaded documents live: in the database, under random names, never served
 * directly (docs/decisions/0024-documents-in-the-database.md). Streamed in and out, so
 * a request holds at most one chunk of a file in memory.
 */
export interface FileStorage {
  /** Writes the stream to a new file and answers its key and size. */
  save(content: Readable): Promise<StoredFile>;
  /** The file's content; rejects with `StoredFileNotFound` when there is no such file. */
  read(key: string): Promise<Readable>;
  /** Removes a file; a missing file is not an error. */
  remove(key: string): Promise<void>;
}

/**
 * A document row whose file is gone (or a key that never was one). An HttpError, so a
 * download route that meets it answers 404 JSON like any other missing document.
 */
export class StoredFileNotFound extends HttpError {
  constructor() {
    super(404, messagesEn["document.notFound"]);
  }
}
