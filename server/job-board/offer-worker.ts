import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import { isDatabaseUnavailable } from "../db/availability";
import type { Database } from "../db/client";
import { deliverDueOffers, type PushSender } from "./offers";

/** How often each process looks for due offers: well within the promised minute. */
const POLL_MS = 2_000;

/**
 * Delivers the offer queue (docs/decisions/0056-urgent-cover-offers.md) in every
 * process: each pass claims due offers with FOR UPDATE SKIP LOCKED, so the processes
 * share the work and none sends an offer twice. Wakes the mailer and the push worker
 * when it queued mail or pushes.
 */
export class OfferWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = true;

  constructor(
    private readonly options: {
      db: Database;
      config: Pick<Config, "publicUrl">;
      log: FastifyBaseLogger;
      wakeMailer: () => void;
      wakePush?: () => void;
      sendPush?: PushSender;
      pollMs?: number;
    },
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.pass(), ms);
    this.timer.unref();
  }

  private async pass(): Promise<void> {
    const { db, config, log, wakeMailer, wakePush, sendPush } = this.options;
    this.running = deliverDueOffers(db, config, new Date(), sendPush)
      .then((done) => {
        if (done.mails > 0) wakeMailer();
        if (done.pushes > 0) wakePush?.();
        if (done.sent + done.skipped > 0) log.info(done, "offers delivered");
      })
      .catch((error: unknown) =>
        isDatabaseUnavailable(error)
          ? log.warn({ err: error }, "offer worker waits for the database")
          : log.error({ err: error }, "offer worker pass failed"),
      );
    await this.running;
    this.running = undefined;
    this.schedule(this.options.pollMs ?? POLL_MS);
  }
}
