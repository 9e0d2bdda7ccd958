/**
 * From the embedded database to PostgreSQL in one step (docs/operations.md, "From the
 * embedded database to PostgreSQL"):
 *   npm run db:move-to-postgres -- --to postgres://apostaff:…@127.0.0.1:5432/apostaff
 * Stop the server first. Reads DATA_DIR's embedded database, copies every row into the
 * empty PostgreSQL database (one transaction), checks each table, and changes nothing
 * else: afterwards set DATABASE_URL and start.
 */
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config";
import { EmbeddedFolderInUse } from "../db/embedded/folder-lock";
import { moveToPostgres, TargetNotEmpty } from "../db/move-to-postgres";

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { to: { type: "string" } }, strict: true });
  const config = loadConfig({ ...process.env, DATABASE_URL: undefined });
  const databaseUrl = values.to ?? process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error(
      "Usage: npm run db:move-to-postgres -- --to postgres://user:password@host:5432/database\n" +
        "(or set DATABASE_URL). The embedded database is read from DATA_DIR.",
    );
    return 2;
  }
  console.log(`Moving the embedded database in ${config.dataDir} to PostgreSQL…`);
  const moved = await moveToPostgres({ dataDir: config.dataDir, databaseUrl, log: console.log });
  const rows = moved.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `Done: ${rows} rows in ${moved.length} tables, each table checked row by row. ` +
      "Set DATABASE_URL to this database and start the server; the embedded database in " +
      `${config.dataDir}/pglite is unchanged (keep it until you no longer need it).`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known =
      error instanceof ConfigError ||
      error instanceof EmbeddedFolderInUse ||
      error instanceof TargetNotEmpty;
    console.error(known ? (error as Error).message : error);
    process.exit(1);
  },
);
