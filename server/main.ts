import path from "node:path";
import { ensureAdmin } from "./accounts/admin-account";
import { buildApp } from "./app";
import { ConfigError, loadConfig, publicUrlProblem } from "./config";
import { openDatabase } from "./db/client";
import { applyMigrations } from "./db/migrate";
import { readSiteManifest } from "./http/site-manifest";
import { importLocalUploads } from "./storage/import-local-uploads";

/** After the drain, the time left to finish requests, mail and jobs before exiting anyway. */
const STOP_BOUND_MS = 10_000;
/**
 * After the drain, how long open connections may take to end by themselves: longer than
 * the guide's nginx keeps an idle one (upstream keepalive_timeout 3 s).
 */
const CONNECTIONS_END_WAIT_MS = 5000;

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
  const addressProblem = publicUrlProblem(
    config,
    process.env.PUBLIC_URL,
    readSiteManifest(config.siteDir)?.publicUrl,
  );
  if (addressProblem) {
    console.error(addressProblem);
    process.exit(1);
  }

  let stop: (reason: string, exitCode?: number) => Promise<void> = async (_reason, exitCode) =>
    process.exit(exitCode ?? 0);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    // Its disk full or its files broken: say so and exit, so a supervisor restarts us.
    onStopped: (error) => {
      console.error(`${error.message}. Exiting; free space or repair ${config.dataDir}.`);
      void stop("embedded database stopped", 1);
    },
  });
  await applyMigrations(database);
  const app = await buildApp({ config, database });
  // Documents of versions that kept them in a folder (docs/decisions/0024-documents-in-the-database.md).
  await importLocalUploads(database.db, path.join(config.dataDir, "uploads"), app.log);
  if (config.admin) {
    // The first operator comes from ADMIN_EMAIL/ADMIN_PASSWORD (docs/product.md, "Roles");
    // idempotent.
    const outcome = await ensureAdmin(database.db, config.admin);
    if (outcome === "taken-by-other-role") {
      app.log.warn("ADMIN_EMAIL belongs to a non-operator account; no operator created");
    } else {
      // Not the address itself: logs keep no personal data (docs/operations.md).
      app.log.info(`operator account from ADMIN_EMAIL: ${outcome}`);
    }
  }

  let stopping = false;
  stop = async (reason, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    // A signal drains first (http/draining.ts): still listening and serving, /readyz 503;
    // then it stops accepting and lets each open connection end after an answer, so
    // that no proxy loses a request (issue 33).
    const drainMs = reason === "SIGTERM" ? config.drainMs : 0;
    const releaseMs = reason === "SIGTERM" ? CONNECTIONS_END_WAIT_MS : 0;
    app.log.info({ reason, drainMs }, "shutting down");
    const boundMs = drainMs + releaseMs + STOP_BOUND_MS;
    const forceExit = setTimeout(() => {
      console.error(`Shutdown took longer than ${boundMs / 1000} s: forced exit`);
      process.exit(1);
    }, boundMs);
    forceExit.unref();
    app.draining.begin();
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    await app.draining.release(app.server, releaseMs);
    // Close the connections left, let requests in flight finish, close the database.
    await app.close();
    await database.close();
    process.exit(exitCode);
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
