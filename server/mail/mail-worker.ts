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
  /** How often the worker looks for due mails when nobody wakes it. */
  pollIntervalMs?: number;
  /** First retry delay; it doubles with every failed attempt, up to maxRetryDelayMs. */
  retryBaseDelayMs?: number;
  maxRetryDelayMs?: number;
  /** After this many failed attempts a mail is marked failed (the console can retry it). */
  maxAttempts?: number;
}

const BATCH_SIZE = 10;
/** A mail taken by a worker that then died is free again after this long. */
const LOCK_MS = 2 * 60_000;

/**
 * Delivers the outbox over SMTP. Several workers (processes) can run at once: each takes
 * due mails with FOR UPDATE SKIP LOCKED, so every mail is sent by one of them. A failed
 * delivery is retried with exponential backoff; nothing is lost while SMTP is down.
 */
export class MailWorker {
  private readonly transport: Transporter;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private wakeAgain = false;
  private stopped = true;

  constructor(private readonly options: MailWorkerOptions) {
    this.transport = nodemailer.createTransport(options.smtpUrl);
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

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.transport.close();
  }

  /**
   * Sends every mail that was due when the pass began, batch by batch; answers how many
   * were sent. A mail that fails now is not retried in the same pass.
   */
  async deliverDue(): Promise<number> {
    // +1 ms: the database keeps microseconds, a JS date only milliseconds, so a mail
    // queued within the current millisecond would otherwise look not yet due.
    const passStartedAt = new Date(Date.now() + 1);
    let sent = 0;
    for (;;) {
      const batch = await this.claimDue(passStartedAt);
      if (batch.length === 0) return sent;
      for (const mail of batch) {
        if (await this.deliver(mail)) sent += 1;
      }
    }
  }

  private async claimDue(dueBy: Date): Promise<OutboxEmail[]> {
    const { db } = this.options;
    const now = new Date();
    const due = db
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.status, "pending"),
          lte(outboxEmails.nextAttemptAt, dueBy),
          or(isNull(outboxEmails.lockedUntil), lt(outboxEmails.lockedUntil, now)),
        ),
      )
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

  private async deliver(mail: OutboxEmail): Promise<boolean> {
    const { db, log } = this.options;
    try {
      const { html, text } = renderQueuedEmail(mail);
      await this.transport.sendMail({
        from: this.options.from,
        to: mail.recipient,
        subject: mail.subject,
        html,
        text,
        headers: { "X-Apostaff-Template": mail.template },
      });
      await db
        .update(outboxEmails)
        .set({ status: "sent", sentAt: new Date(), lockedUntil: null, lastError: null })
        .where(eq(outboxEmails.id, mail.id));
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const maxAttempts = this.options.maxAttempts ?? 10;
      const delay = Math.min(
        (this.options.retryBaseDelayMs ?? 30_000) * 2 ** (mail.attempts - 1),
        this.options.maxRetryDelayMs ?? 60 * 60_000,
      );
      const failed = mail.attempts >= maxAttempts;
      log.warn(
        { mailId: mail.id, attempts: mail.attempts, failed, err: message },
        "mail delivery failed",
      );
      await db
        .update(outboxEmails)
        .set({
          status: failed ? "failed" : "pending",
          nextAttemptAt: new Date(Date.now() + delay),
          lockedUntil: null,
          lastError: message.slice(0, 1000),
        })
        .where(eq(outboxEmails.id, mail.id));
      return false;
    }
  }
}
