import { sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/client";

/** A successful database check is reused this long; a failed one never is. */
const READY_CHECK_REUSE_MS = 1000;

/**
 * Liveness (`/healthz`: the process answers) and readiness (`/readyz`: the database
 * too). A burst of probes costs one query per second, not one each: the embedded
 * database runs on the event loop, so a query per probe would slow every other request.
 */
export const healthRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  let lastSuccessAt = Number.NEGATIVE_INFINITY;
  let checkInFlight: Promise<unknown> | undefined;

  const databaseReachable = async () => {
    if (Date.now() - lastSuccessAt < READY_CHECK_REUSE_MS) return;
    checkInFlight ??= db.execute(sql`select 1`).finally(() => {
      checkInFlight = undefined;
    });
    await checkInFlight;
    lastSuccessAt = Date.now();
  };

  app.get("/healthz", { schema: { hide: true } }, async () => ({ status: "ok" }));

  app.get("/readyz", { schema: { hide: true } }, async (request, reply) => {
    try {
      await databaseReachable();
      return { status: "ready" };
    } catch (error) {
      lastSuccessAt = Number.NEGATIVE_INFINITY;
      request.log.warn({ err: error }, "database not reachable");
      return reply.status(503).send({ status: "unavailable", message: "Database not reachable" });
    }
  });
};
