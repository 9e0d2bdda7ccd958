import { sql } from "drizzle-orm";
import {
  bigint,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/**
 * Uploaded documents (certificates, CVs, invoice copies) live in the database, so every
 * server process sees the same files and one backup holds everything
 * (docs/decisions/0024-documents-in-the-database.md). A file is a row here plus its
 * chunks; it is readable once `completed_at` is set.
 */
export const storedFiles = pgTable(
  "stored_files",
  {
    /** 128 random bits as hex, chosen by the storage; the documents' `storage_key`. */
    key: text().primaryKey(),
    byteSize: bigint({ mode: "number" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Null while the upload is still being written (or was abandoned by a crash). */
    completedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index("stored_files_incomplete_idx")
      .on(table.createdAt)
      .where(sql`${table.completedAt} is null`),
  ],
);

/** A file's content in pieces of at most STORED_FILE_CHUNK_BYTES, numbered from 0. */
export const storedFileChunks = pgTable(
  "stored_file_chunks",
  {
    fileKey: text()
      .notNull()
      .references(() => storedFiles.key, { onDelete: "cascade" }),
    seq: integer().notNull(),
    data: bytea().notNull(),
  },
  (table) => [primaryKey({ columns: [table.fileKey, table.seq] })],
);
