import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { pingDatabase } from "../db/availability";
import type { Database } from "../db/client";
import type { Draining } from "../http/draining";
import { DATABASE_RETRY_AFTER_SECONDS } from "../http/error-handler";
import type { DatabaseOutageLog } from "../http/outage-log";
import type { MailHealth } from "../mail/mail-health";

/** A successful database check is reused this long; a failed one never is. */
const READY_CHECK_REUSE_MS = 1000;
/** A database that takes longer than this to answer `select 1` is not ready. */
const READY_CHECK_TIMEOUT_MS = 2000;

function withinTime<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Liveness (`/healthz`: the process answers) and readiness (`/readyz`: the database
 * too; `mail` tells whether mail reaches the SMTP server, without making the process
 * unready: it serves pages and queues mail all the same). A burst of probes costs one query per second, not one each: the embedded
 * database shares the machine with every request, so a query per probe would slow them.
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  db: Database;
  outages: DatabaseOutageLog;
  mailHealth: MailHealth;
  /** A stopping process is not ready while it still serves (http/draining.ts). */
  draining?: Draining;
}> = async (app, { db, outages, mailHealth, draining }) => {
  let lastSuccessAt = Number.NEGATIVE_INFINITY;
  let checkInFlight: Promise<unknown> | undefined;

  const databaseReachable = async () => {
    if (Date.now() - lastSuccessAt < READY_CHECK_REUSE_MS) return;
    checkInFlight ??= pingDatabase(db).finally(() => {
      checkInFlight = undefined;
    });
    await withinTime(checkInFlight, READY_CHECK_TIMEOUT_MS);
    lastSuccessAt = Date.now();
    outages.succeeded();
  };

  app.get("/healthz", { schema: { hide: true } }, async () => ({ status: "ok" }));

  app.get("/readyz", { schema: { hide: true } }, async (_request, reply) => {
    if (draining?.active) {
      return reply.status(503).send({
        status: "stopping",
        message: "This process is stopping",
        mail: mailHealth.current().state,
      });
    }
    try {
      await databaseReachable();
      return { status: "ready", mail: mailHealth.current().state };
    } catch (error) {
      lastSuccessAt = Number.NEGATIVE_INFINITY;
      outages.failed(error);
      return reply.status(503).header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS)).send({
        status: "unavailable",
        message: "Database not reachable",
        mail: mailHealth.current().state,
      });
    }
  });
};
