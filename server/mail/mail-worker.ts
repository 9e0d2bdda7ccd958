import type { FastifyBaseLogger } from "fastify";
import nodemailer, { type Transporter } from "nodemailer";
import type { Database } from "../db/client";
import { LeasedQueue, retryDelayMs } from "../db/leased-queue";
import { type OutboxEmail, outboxEmails } from "../db/schema";
import { renderQueuedEmail } from "./outbox";

export interface MailWorkerOptions {
  db: Database;
  smtpUrl: string;
  from: string;
  log: FastifyBaseLogger;
  /** How often the worker looks for due mails when nobody wakes it. */
  pollIntervalMs?: number;
  /** First retry delay; it doubles with every failed attempt, up to maxRetryDelayMs. */
  retryBaseDelayMs?: number;
  maxRetryDelayMs?: number;
  /** After this many failed attempts a mail is marked failed (the console can retry it). */
  maxAttempts?: number;
  /** Told of every delivery attempt (metrics). */
  onAttempt?: (outcome: "sent" | "retry" | "failed") => void;
}

/** Bounds one SMTP conversation, so a hung server cannot hold a mail or a shutdown. */
const SMTP_TIMEOUT_MS = 30_000;

/**
 * Delivers the outbox over SMTP. Several workers (processes) can run at once: each claims
 * one due mail at a time with a lease (server/db/leased-queue.ts; the lease:
 * docs/decisions/0045-mail-lease-instead-of-a-held-transaction.md), sends it with no
 * transaction open, and records the outcome in another short statement; the other
 * workers skip a leased mail. A failed delivery is retried with exponential backoff;
 * nothing is lost while SMTP is down, and a database restart during the SMTP
 * conversation neither ends the process nor sends the mail twice. Each mail's Message-ID
 * is made from its outbox id, so the rare resend after a crash between the SMTP server's
 * acceptance and our record carries the same Message-ID.
 */
export class MailWorker {
  private readonly transport: Transporter;
  private readonly messageIdDomain: string;
  private readonly queue: LeasedQueue<OutboxEmail>;

  constructor(private readonly options: MailWorkerOptions) {
    // One pooled connection per worker: a new SMTP conversation per mail (greeting,
    // EHLO, maybe TLS) would cost more than the mail itself under load.
    this.transport = nodemailer.createTransport({
      url: options.smtpUrl,
      pool: true,
      maxConnections: 1,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
    this.messageIdDomain = /@([^>\s]+)/.exec(options.from)?.[1] ?? "apostaff.invalid";
    this.queue = new LeasedQueue<OutboxEmail>({
      db: options.db,
      table: outboxEmails,
      name: "mail",
      log: options.log,
      pollIntervalMs: options.pollIntervalMs,
      deliver: (mail) => this.deliver(mail),
    });
  }

  start(): void {
    this.queue.start();
  }

  /** Looks for due mails now, e.g. right after a transaction that queued one. */
  wake(): void {
    this.queue.wake();
  }

  /** Connects and logs in to the SMTP server without sending (nodemailer's verify). */
  verify(): Promise<true> {
    return this.transport.verify();
  }

  /** Finishes the mail being sent (not the rest of the queue: other processes take it). */
  async stop(): Promise<void> {
    await this.queue.stop();
    this.transport.close();
  }

  /**
   * Sends every mail that was due when the pass began, one claim at a time; answers how
   * many were sent. A mail that fails now is not retried in the same pass.
   */
  deliverDue(): Promise<number> {
    return this.queue.deliverDue();
  }

  /** Sends one claimed mail and records the outcome; answers whether it went out. */
  private async deliver(mail: OutboxEmail): Promise<boolean> {
    const error = await this.send(mail);
    if (!(await this.queue.record(mail, this.outcome(mail, mail.attempts, error)))) {
      this.options.log.warn(
        { mailId: mail.id },
        "mail lease ran out before the outcome was recorded",
      );
    }
    return !error;
  }

  /** Sends one mail; answers the error's message, or undefined when it was accepted. */
  private async send(mail: OutboxEmail): Promise<string | undefined> {
    try {
      const { html, text } = renderQueuedEmail(mail);
      await this.transport.sendMail({
        from: this.options.from,
        to: mail.recipient,
        subject: mail.subject,
        html,
        text,
        messageId: `<${mail.id}@${this.messageIdDomain}>`,
        replyTo: mail.replyTo ?? undefined,
        headers: { ...mail.headers, "X-Apostaff-Template": mail.template },
        attachments: mail.attachments?.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: Buffer.from(attachment.contentBase64, "base64"),
        })),
      });
      this.options.onAttempt?.("sent");
      return undefined;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  /** The row's new state after attempt number `attempts`. */
  private outcome(mail: OutboxEmail, attempts: number, error: string | undefined) {
    if (!error) {
      return {
        status: "sent" as const,
        attempts,
        sentAt: new Date(),
        lockedUntil: null,
        lastError: null,
      };
    }
    const maxAttempts = this.options.maxAttempts ?? 10;
    const delay = retryDelayMs(
      attempts,
      this.options.retryBaseDelayMs ?? 30_000,
      this.options.maxRetryDelayMs ?? 60 * 60_000,
    );
    const failed = attempts >= maxAttempts;
    this.options.onAttempt?.(failed ? "failed" : "retry");
    this.options.log.warn(
      { mailId: mail.id, attempts, failed, err: error },
      "mail delivery failed",
    );
    return {
      status: failed ? ("failed" as const) : ("pending" as const),
      attempts,
      nextAttemptAt: new Date(Date.now() + delay),
      lockedUntil: null,
      lastError: error.slice(0, 1000),
    };
  }
}
