import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { MailHealth } from "./mail-health";
import { MailWorker, type MailWorkerOptions } from "./mail-worker";

/**
 * What routes need of e-mail: `wake()` after a commit that queued mail. Without
 * SMTP_URL nothing is delivered; mails wait in the outbox and show in the development
 * mailbox.
 */
export interface Mailer {
  readonly delivers: boolean;
  /** Whether mail reaches the SMTP server (checked at start, then by every delivery). */
  readonly health: MailHealth;
  wake(): void;
  start(): void;
  stop(): Promise<void>;
  /** Delivers what is due now (tests, benchmarks); 0 without SMTP. */
  deliverDue(): Promise<number>;
}

export function createMailer(
  config: Pick<Config, "smtpUrl" | "mailFrom" | "mailRetryBaseDelayMs">,
  db: Database,
  log: FastifyBaseLogger,
  options: Pick<MailWorkerOptions, "onAttempt"> = {},
): Mailer {
  if (!config.smtpUrl) {
    return {
      delivers: false,
      health: new MailHealth(undefined, log),
      wake() {},
      start() {},
      stop: async () => {},
      deliverDue: async () => 0,
    };
  }
  // verify() runs from start() on, once the worker below exists.
  const health = new MailHealth(() => worker.verify(), log);
  const worker = new MailWorker({
    db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log,
    ...options,
    onAttempt: (outcome) => {
      options.onAttempt?.(outcome);
      health.delivered(outcome);
    },
    ...(config.mailRetryBaseDelayMs === undefined
      ? {}
      : { retryBaseDelayMs: config.mailRetryBaseDelayMs }),
  });
  return {
    delivers: true,
    health,
    wake: () => worker.wake(),
    start: () => {
      worker.start();
      // At start, not at the first mail: a wrong password shows at once.
      void health.check();
    },
    stop: () => worker.stop(),
    deliverDue: () => worker.deliverDue(),
  };
}
