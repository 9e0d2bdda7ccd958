import { rm } from "node:fs/promises";
import {
  cachedPgliteTemplate,
  unpackPgliteTemplate,
} from "../../server/testing/database-templates";

/**
 * Empties the browser tests' DATA_DIR (argv[2]) and puts a migrated embedded database in
 * it, so that the server skips PGlite's initdb and the migrations (most of its start).
 * The template is the unit tests' (node_modules/.cache), made here when missing.
 */
const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: prepare-data-dir.ts <DATA_DIR>");
await rm(dataDir, { recursive: true, force: true });
await unpackPgliteTemplate(await cachedPgliteTemplate(), dataDir);
