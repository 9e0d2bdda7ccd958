import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer, { type Transporter } from "nodemailer";
import type { Database } from "../db/client";
import { type OutboxEmail, outboxEmails } from "../db/schema";
import { renderQueuedEmail } from "./outbox";

export interface MailWorkerOptions {
  db: Database;
  smtpUrl: string;
  from: string;
  log: FastifyBaseLogger;
  /**
   * PostgreSQL: hold each mail's row lock in a transaction while sending it, so a worker
   * that dies frees its mail at once (docs/decisions/0025-mail-delivery-across-processes.md).
   * PGlite (one process) claims mails with a timed lock instead: its transactions would
   * hold up every other query during the SMTP conversation.
   */
  lockRows?: boolean;
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

const BATCH_SIZE = 10;
/** A mail taken by a worker that then died is free again after this long (timed locks). */
const LOCK_MS = 2 * 60_000;
/** Bounds one SMTP conversation, so a hung server cannot hold a mail or a shutdown. */
const SMTP_TIMEOUT_MS = 30_000;

/**
 * Delivers the outbox over SMTP. Several workers (processes) can run at once: each takes
 * due mails with FOR UPDATE SKIP LOCKED, so every mail is sent by one of them. A failed
 * delivery is retried with exponential backoff; nothing is lost while SMTP is down. Each
 * mail's Message-ID is made from its outbox id, so the rare resend after a crash between
 * the SMTP server's acceptance and our commit carries the same Message-ID.
 */
export class MailWorker {
  private readonly transport: Transporter;
  private readonly messageIdDomain: string;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private wakeAgain = false;
  private stopped = true;
  private stopping = false;

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
  }

  start(): void {
    this.stopped = false;
    this.wake();
  }

  /** Looks for due mails now, e.g. right after a transaction that queued one. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.wakeAgain = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.deliverDue()
      .catch((error: unknown) => this.options.log.error({ err: error }, "mail worker run failed"))
      .finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        if (this.wakeAgain) {
          this.wakeAgain = false;
          this.wake();
        } else {
          this.timer = setTimeout(() => this.wake(), this.options.pollIntervalMs ?? 1000);
          this.timer.unref();
        }
      });
  }

  /** Finishes the mail being sent (not the rest of the queue: other processes take it). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping = true;
    clearTimeout(this.timer);
    await this.running;
    this.transport.close();
  }

  /**
   * Sends every mail that was due when the pass began; answers how many were sent. A
   * mail that fails now is not retried in the same pass.
   */
  async deliverDue(): Promise<number> {
    // +1 ms: the database keeps microseconds, a JS date only milliseconds, so a mail
    // queued within the current millisecond would otherwise look not yet due.
    const passStartedAt = new Date(Date.now() + 1);
    let sent = 0;
    if (this.options.lockRows) {
      for (;;) {
        if (this.stopping) return sent;
        const outcome = await this.deliverOneLocked(passStartedAt);
        if (outcome === "none") return sent;
        if (outcome === "sent") sent += 1;
      }
    }
    for (;;) {
      const batch = await this.claimDue(passStartedAt);
      if (batch.length === 0) return sent;
      for (const mail of batch) {
        // Claimed but not sent: free at once for whoever runs next.
        if (this.stopping) {
          await this.release(mail);
          continue;
        }
        const error = await this.send(mail);
        await this.options.db
          .update(outboxEmails)
          .set(this.outcome(mail, mail.attempts, error))
          .where(eq(outboxEmails.id, mail.id));
        if (!error) sent += 1;
      }
      if (this.stopping) return sent;
    }
  }

  private dueBy(dueBy: Date, now: Date) {
    return and(
      eq(outboxEmails.status, "pending"),
      lte(outboxEmails.nextAttemptAt, dueBy),
      or(isNull(outboxEmails.lockedUntil), lt(outboxEmails.lockedUntil, now)),
    );
  }

  /** One mail in one transaction: its row stays locked until the outcome is committed. */
  private deliverOneLocked(dueBy: Date): Promise<"none" | "sent" | "not sent"> {
    return this.options.db.transaction(async (tx) => {
      const [mail] = await tx
        .select()
        .from(outboxEmails)
        .where(this.dueBy(dueBy, new Date()))
        .orderBy(asc(outboxEmails.nextAttemptAt))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!mail) return "none";
      const error = await this.send(mail);
      await tx
        .update(outboxEmails)
        .set(this.outcome(mail, mail.attempts + 1, error))
        .where(eq(outboxEmails.id, mail.id));
      return error ? "not sent" : "sent";
    });
  }

  private async claimDue(dueBy: Date): Promise<OutboxEmail[]> {
    const { db } = this.options;
    const now = new Date();
    const due = db
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(this.dueBy(dueBy, now))
      .orderBy(asc(outboxEmails.nextAttemptAt))
      .limit(BATCH_SIZE)
      .for("update", { skipLocked: true });
    return db
      .update(outboxEmails)
      .set({
        lockedUntil: new Date(now.getTime() + LOCK_MS),
        attempts: sql`${outboxEmails.attempts} + 1`,
      })
      .where(inArray(outboxEmails.id, due))
      .returning();
  }

  private async release(mail: OutboxEmail): Promise<void> {
    await this.options.db
      .update(outboxEmails)
      .set({ lockedUntil: null, attempts: sql`${outboxEmails.attempts} - 1` })
      .where(eq(outboxEmails.id, mail.id));
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
    const delay = Math.min(
      (this.options.retryBaseDelayMs ?? 30_000) * 2 ** (attempts - 1),
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
