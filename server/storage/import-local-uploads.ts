import { createReadStream } from "node:fs";
import { readdir, rm, rmdir } from "node:fs/promises";
import path from "node:path";
import type { Database } from "../db/client";
import { storedFiles } from "../db/schema";
import { writeFileContent } from "./database-file-storage";

const KEY = /^[a-f0-9]{32}$/;

interface ImportLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * Moves documents that earlier versions kept in `DATA_DIR/uploads` into the database,
 * under the same keys, so the rows pointing at them keep working. Each file is copied in
 * one transaction and deleted from the folder only after the commit: a process that
 * dies half-way leaves every file either in the folder or in the database (or, between
 * commit and delete, in both, and the next start just deletes it). Several processes
 * sharing the folder can run it at once: the primary key lets one of them copy a file.
 * Answers how many files were copied.
 */
export async function importLocalUploads(
  db: Database,
  directory: string,
  log: ImportLog,
): Promise<number> {
  let names: string[];
  try {
    names = await readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  let copied = 0;
  for (const name of names) {
    if (!KEY.test(name)) {
      log.warn({ file: name }, "not a stored document; left in the uploads folder");
      continue;
    }
    const file = path.join(directory, name);
    const isNew = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(storedFiles)
        .values({ key: name })
        .onConflictDoNothing()
        .returning({ key: storedFiles.key });
      if (!claimed) return false;
      await writeFileContent(tx, name, createReadStream(file));
      return true;
    });
    await rm(file, { force: true });
    if (isNew) copied += 1;
  }
  if (copied > 0) log.info({ copied }, "documents moved from the uploads folder into the database");
  await rmdir(directory).catch(() => {}); // Only when empty; anything left stays visible.
  return copied;
}
