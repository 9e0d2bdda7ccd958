import { existsSync } from "node:fs";
import { readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";

/**
 * Backup and restore of the embedded database with PGlite's own dump of its data folder
 * (a .tar.gz): everything, documents included, since they live in the database
 * (docs/operations.md, "Backup and restore"). PGlite serves one process, so both refuse
 * while a server has the folder open.
 */
export class EmbeddedDatabaseBusy extends Error {
  override name = "EmbeddedDatabaseBusy";
}

const folderOf = (dataDir: string) => path.join(dataDir, "pglite");

/** PGlite writes postmaster.pid when it opens its folder and removes it when it closes. */
function assertNotOpen(folder: string): void {
  if (existsSync(path.join(folder, "postmaster.pid"))) {
    throw new EmbeddedDatabaseBusy(
      `The embedded database in ${folder} is open (postmaster.pid): stop the server first. ` +
        "After a crash, start and stop the server once.",
    );
  }
}

/** Writes the embedded database of `dataDir` to `file`; answers its size in bytes. */
export async function backupEmbeddedDatabase(dataDir: string, file: string): Promise<number> {
  const folder = folderOf(dataDir);
  if (!existsSync(folder)) throw new Error(`No embedded database in ${folder}`);
  assertNotOpen(folder);
  const database = new PGlite({ dataDir: folder, extensions: { btree_gist } });
  try {
    await database.waitReady;
    const dump = await database.dumpDataDir("gzip");
    const bytes = Buffer.from(await dump.arrayBuffer());
    await writeFile(file, bytes, { mode: 0o600 });
    return bytes.length;
  } finally {
    await database.close();
  }
}

/**
 * Replaces the embedded database of `dataDir` with the backup in `file`. An existing
 * database is kept beside it as `pglite.before-restore-<time>`, never deleted. Answers
 * that folder's path, if there was one.
 */
export async function restoreEmbeddedDatabase(
  dataDir: string,
  file: string,
  now = new Date(),
): Promise<string | undefined> {
  const folder = folderOf(dataDir);
  const backup = await readFile(file);
  let kept: string | undefined;
  if (existsSync(folder)) {
    assertNotOpen(folder);
    kept = `${folder}.before-restore-${now.toISOString().replace(/[:.]/g, "-")}`;
    await rename(folder, kept);
  }
  const database = new PGlite({
    dataDir: folder,
    loadDataDir: new Blob([new Uint8Array(backup)]),
    extensions: { btree_gist },
  });
  await database.waitReady;
  await database.close();
  return kept;
}
