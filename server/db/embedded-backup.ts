import { createReadStream, existsSync } from "node:fs";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { extract as extractTar } from "tar-fs";
import { extract as extractEntries } from "tar-stream";
import { embeddedDatabaseFolder } from "./client";
import { compactDatabase, NO_WAL_RECYCLING } from "./compaction";

/**
 * Backup and restore of the embedded database with PGlite's own dump of its data folder
 * (a .tar.gz): everything, documents included, since they live in the database
 * (docs/operations.md, "Backup and restore"). PGlite serves one process, so both refuse
 * while a server has the folder open.
 */
export class EmbeddedDatabaseBusy extends Error {
  override name = "EmbeddedDatabaseBusy";
}

/** PGlite on a folder as the server opens it (pglite-thread.mjs). */
const openFolder = (folder: string) =>
  new PGlite({
    dataDir: folder,
    extensions: { btree_gist, pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...NO_WAL_RECYCLING],
  });

/** PGlite writes postmaster.pid when it opens its folder and removes it when it closes. */
function assertNotOpen(folder: string): void {
  if (existsSync(path.join(folder, "postmaster.pid"))) {
    throw new EmbeddedDatabaseBusy(
      `The embedded database in ${folder} is open (postmaster.pid): stop the server first. ` +
        "After a crash, start and stop the server once.",
    );
  }
}

/**
 * Writes the embedded database of `dataDir` to `file`; answers its size in bytes. The
 * folder is compacted first, as the nightly job does (compaction.ts): a backup must not
 * carry the bytes of rows deleted since that job last ran, nor the WAL that recorded them.
 */
export async function backupEmbeddedDatabase(dataDir: string, file: string): Promise<number> {
  const folder = embeddedDatabaseFolder(dataDir);
  if (!existsSync(folder)) throw new Error(`No embedded database in ${folder}`);
  assertNotOpen(folder);
  const database = openFolder(folder);
  try {
    await database.waitReady;
    await compactDatabase(
      async (statement) => (await database.query(statement)).rows as never,
      "pglite",
    );
    const dump = await database.dumpDataDir("gzip");
    const bytes = Buffer.from(await dump.arrayBuffer());
    await writeFile(file, bytes, { mode: 0o600 });
    return bytes.length;
  } finally {
    await database.close();
  }
}

/**
 * Replaces the embedded database of `dataDir` with the backup in `file`. The backup is
 * checked in full before the live folder is touched: unpacked into a folder beside it
 * (same disk, so the swap is a rename), opened, and asked for the migrations every
 * apostaff database has. Any failure (not gzip, cut short, not a PGlite folder, not
 * ours) removes that folder and leaves the database exactly as it was. An existing
 * database is kept beside the restored one as `pglite.before-restore-<time>`, never
 * deleted. Answers that folder's path, if there was one.
 */
export async function restoreEmbeddedDatabase(
  dataDir: string,
  file: string,
  now = new Date(),
): Promise<string | undefined> {
  const folder = embeddedDatabaseFolder(dataDir);
  const live = existsSync(folder);
  if (live) assertNotOpen(folder);
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  const staging = `${folder}.restoring-${stamp}`;
  try {
    await unpackBackup(file, staging);
    await assertCompleteDatabase(staging);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw new InvalidBackup(
      `${file} is not a complete backup, nothing was changed: ${(error as Error).message}`,
    );
  }
  if (!live) {
    await rename(staging, folder);
    return undefined;
  }
  // Checked again: a server started while the backup was unpacked must keep its folder.
  assertNotOpen(folder);
  const kept = `${folder}.before-restore-${stamp}`;
  await rename(folder, kept);
  try {
    await rename(staging, folder);
  } catch (error) {
    await rename(kept, folder);
    throw error;
  }
  return kept;
}

/** The backup could not be used; the live database was not touched. */
export class InvalidBackup extends Error {
  override name = "InvalidBackup";
}

/**
 * Decompresses and unpacks `file` into `target` (streamed: a backup holds every
 * document). gzip's checksum and length, and the tar's own structure, fail a file that is
 * not a backup or was cut short. PGlite's own loader is not used: a corrupt archive makes
 * it throw outside any promise, ending the process.
 */
async function unpackBackup(file: string, target: string): Promise<void> {
  await rm(target, { recursive: true, force: true });
  await mkdir(target, { recursive: true, mode: 0o700 });
  await checkArchive(file);
  // tar-fs keeps every entry inside `target` (PGlite writes them as "/base/…").
  await pipeline(createReadStream(file), createGunzip(), extractTar(target));
}

/**
 * Reads the whole archive once without writing: gzip's checksum and length and the tar's
 * structure. tar-fs is not trusted with a broken file: one cut in the middle of an entry
 * makes tar-stream re-emit the error on that entry's stream, where nobody listens, and
 * the uncaught error would end the process. Here every entry has a listener.
 */
async function checkArchive(file: string): Promise<void> {
  const entries = extractEntries();
  entries.on("entry", (_header, entry, next) => {
    entry.on("error", () => {});
    entry.on("end", next);
    entry.resume();
  });
  await pipeline(createReadStream(file), createGunzip(), entries);
}

/** Opens the unpacked folder and asks it for what an apostaff database always holds. */
async function assertCompleteDatabase(folder: string): Promise<void> {
  // Without these PGlite would create a new, empty database in the folder.
  for (const part of ["PG_VERSION", "global/pg_control"]) {
    if (!existsSync(path.join(folder, part))) throw new Error(`${part} is missing`);
  }
  const database = openFolder(folder);
  try {
    await database.waitReady;
    const { rows } = await database.query<{ applied: number }>(
      "select count(*)::int as applied from drizzle.__drizzle_migrations",
    );
    if (!rows[0]?.applied) throw new Error("it holds no apostaff database");
  } finally {
    await database.close().catch(() => {});
  }
}
