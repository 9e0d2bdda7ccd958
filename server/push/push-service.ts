import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { PushWorker } from "./push-worker";
import { loadVapidKeys } from "./vapid-keys";

/**
 * What routes and jobs need of Web Push: the public VAPID key for browsers, and `wake()`
 * after a commit that queued pushes (enqueuePush in push-queue.ts).
 */
export interface PushService {
  /** The VAPID public key (base64url) a browser subscribes with. */
  publicKey(): Promise<string>;
  wake(): void;
  /** Makes the VAPID keys if this is the first start; starts the worker unless told not to. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Sends what is due now (tests, benchmarks). */
  deliverDue(): Promise<number>;
}

export function createPushService(
  config: Pick<Config, "pushServiceHosts" | "pushRetryBaseDelayMs" | "jobsEnabled">,
  db: Database,
  log: FastifyBaseLogger,
): PushService {
  const worker = new PushWorker({
    db,
    allowedHosts: config.pushServiceHosts,
    log,
    ...(config.pushRetryBaseDelayMs === undefined
      ? {}
      : { retryBaseDelayMs: config.pushRetryBaseDelayMs }),
  });
  let publicKey: string | undefined;
  return {
    async publicKey() {
      publicKey ??= (await loadVapidKeys(db)).publicKey;
      return publicKey;
    },
    wake: () => worker.wake(),
    async start() {
      publicKey = (await loadVapidKeys(db)).publicKey;
      // API tests send by calling deliverDue themselves, as they run jobs.
      if (config.jobsEnabled !== false) worker.start();
    },
    stop: () => worker.stop(),
    deliverDue: () => worker.deliverDue(),
  };
}
