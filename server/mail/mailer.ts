import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { MailWorker, type MailWorkerOptions } from "./mail-worker";

/**
 * What routes need of e-mail: `wake()` after a commit that queued mail. Without
 * SMTP_URL nothing is delivered; mails wait in the outbox and show in the development
 * mailbox.
 */
export interface Mailer {
  readonly delivers: boolean;
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
      wake() {},
      start() {},
      stop: async () => {},
      deliverDue: async () => 0,
    };
  }
  const worker = new MailWorker({
    db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log,
    ...options,
    ...(config.mailRetryBaseDelayMs === undefined
      ? {}
      : { retryBaseDelayMs: config.mailRetryBaseDelayMs }),
  });
  return {
    delivers: true,
    wake: () => worker.wake(),
    start: () => worker.start(),
    stop: () => worker.stop(),
    deliverDue: () => worker.deliverDue(),
  };
}
