/**
 * Backup and restore of the embedded database (docs/operations.md, "Backup and restore"):
 *   npm run db:backup [-- --file apostaff.tar.gz]
 *   npm run db:restore -- --file apostaff.tar.gz
 * Stop the server first. With DATABASE_URL (PostgreSQL) use pg_dump and pg_restore.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config";
import {
  backupEmbeddedDatabase,
  EmbeddedDatabaseBusy,
  InvalidBackup,
  restoreEmbeddedDatabase,
} from "../db/embedded-backup";

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { file: { type: "string" } },
    allowPositionals: true,
    strict: true,
  });
  const command = positionals[0];
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(
      "DATABASE_URL names a PostgreSQL server: back it up with pg_dump --format=custom and " +
        "restore with pg_restore (docs/operations.md).",
    );
    return 2;
  }
  if (command === "backup") {
    const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, "-");
    const file = path.resolve(values.file ?? `apostaff-${stamp}.tar.gz`);
    const bytes = await backupEmbeddedDatabase(config.dataDir, file);
    console.log(`Backup of ${config.dataDir} written to ${file} (${(bytes / 1e6).toFixed(1)} MB).`);
    return 0;
  }
  if (command === "restore" && values.file) {
    const kept = await restoreEmbeddedDatabase(config.dataDir, path.resolve(values.file));
    console.log(`Restored ${values.file} into ${config.dataDir}.`);
    if (kept) console.log(`The database it replaced is kept in ${kept}.`);
    return 0;
  }
  console.error(
    "Usage: npm run db:backup [-- --file <file>] | npm run db:restore -- --file <file>",
  );
  return 2;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known =
      error instanceof ConfigError ||
      error instanceof EmbeddedDatabaseBusy ||
      error instanceof InvalidBackup;
    console.error(known ? (error as Error).message : error);
    process.exit(1);
  },
);
