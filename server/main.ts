import { buildApp } from "./app";
import { ensureAdmin } from "./auth/admin-account";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { applyMigrations } from "./db/migrate";

/** Starts the server: configuration, database and migrations, then HTTP. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await applyMigrations(database);
  const app = await buildApp({ config, database });
  if (config.admin) {
    // decisions.md: the first operator comes from ADMIN_EMAIL/ADMIN_PASSWORD; idempotent.
    const outcome = await ensureAdmin(database.db, config.admin);
    if (outcome === "taken-by-other-role") {
      app.log.warn("ADMIN_EMAIL belongs to a non-operator account; no operator created");
    } else {
      app.log.info(`operator account ${config.admin.email}: ${outcome}`);
    }
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    // Stop accepting connections, let requests in flight finish, then close the database.
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGTERM", () => void stop("SIGTERM"));
  process.once("SIGINT", () => void stop("SIGINT"));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`apostaff läuft auf ${config.publicUrl} (${database.kind})`);
}

main().catch((error: unknown) => {
  console.error("Start failed:", error instanceof Error ? error.message : error);
  process.exit(1);
});
