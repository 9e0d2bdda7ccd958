import { createReadStream } from "node:fs";
import { mkdir, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { extract } from "tar-fs";
import { inject } from "vitest";
import { embeddedDatabaseFolder } from "../db/client";

/**
 * A new DATA_DIR whose embedded database is already made and migrated: the run's
 * template (testing/database-templates.ts) unpacked where a server looks for it. A
 * server started on an empty DATA_DIR first runs PGlite's initdb, about 10 CPU-seconds
 * of the 15 a start costs; tests that are not about a first start skip it this way.
 */
export async function migratedDataDir(prefix: string): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), prefix));
  await unpackMigratedDatabase(dataDir);
  return dataDir;
}

/** Puts the run's migrated template where a server on `dataDir` looks for its database. */
export async function unpackMigratedDatabase(dataDir: string): Promise<void> {
  const folder = embeddedDatabaseFolder(dataDir);
  await mkdir(folder, { recursive: true });
  // The dump was taken from an open database; a stopped one has no postmaster.pid.
  const ignore = (name: string) => path.basename(name) === "postmaster.pid";
  await pipeline(createReadStream(inject("pgliteTemplate")), extract(folder, { ignore }));
}
