import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { unpackPgliteTemplate } from "./database-templates";

/** A new DATA_DIR whose embedded database is this run's migrated template. */
export async function migratedDataDir(prefix: string): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), prefix));
  await unpackMigratedDatabase(dataDir);
  return dataDir;
}

/** Puts this run's migrated template where a server on `dataDir` looks for its database. */
export function unpackMigratedDatabase(dataDir: string): Promise<void> {
  return unpackPgliteTemplate(inject("pgliteTemplate"), dataDir);
}
