import { fileURLToPath } from "node:url";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { DatabaseHandle } from "./client";

// In the source tree this is server/db/migrations; the server build copies the folder
// next to the bundle, so the same relative address works in both.
const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** An arbitrary constant: the advisory lock that lets one process migrate at a time. */
const MIGRATION_LOCK_ID = 7_243_001;

export async function applyMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // Several processes may start at once against one PostgreSQL: the lock, held on a
  // connection of its own, makes the others wait until the first has finished.
  const client = new pg.Client({ connectionString: handle.url });
  // A restart while migrating fails the statement in flight; unheard, it would end the
  // process (client.ts says why).
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migratePostgres(drizzlePostgres({ client }), { migrationsFolder });
  } finally {
    await client.end();
  }
}
