import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer, { type Transporter } from "nodemailer";
import { isDatabaseUnavailable } from "../db/availability";
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
  /** Told of every delivery attempt (metrics). */
  onAttempt?: (outcome: "sent" | "retry" | "failed") => void;
}

/**
 * A claimed mail belongs to its worker this long; the worker renews it while it holds
 * the mail, so a dead worker's mail is free again within this time
 * (docs/decisions/0045-mail-lease-instead-of-a-held-transaction.md).
 */
const LEASE_SECONDS = 30;
const LEASE_RENEW_MS = 5_000;
/** How long a worker tries to record an outcome while the database is unreachable. */
const RECORD_PATIENCE_MS = 2 * 60_000;
const RECORD_RETRY_MS = 500;
/** Bounds one SMTP conversation, so a hung server cannot hold a mail or a shutdown. */
const SMTP_TIMEOUT_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Delivers the outbox over SMTP. Several workers (processes) can run at once: each claims
 * one due mail at a time with a lease (a short statement, FOR UPDATE SKIP LOCKED), sends
 * it with no transaction open, and records the outcome in another short statement; the
 * other workers skip a leased mail. A failed delivery is retried with exponential
 * backoff; nothing is lost while SMTP is down, and a database restart during the SMTP
 * conversation neither ends the process nor sends the mail twice. Each mail's Message-ID
 * is made from its outbox id, so the rare resend after a crash between the SMTP server's
 * acceptance and our record carries the same Message-ID.
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
      .catch((error: unknown) =>
        isDatabaseUnavailable(error)
          ? this.options.log.warn({ err: error }, "mail worker waits for the database")
          : this.options.log.error({ err: error }, "mail worker run failed"),
      )
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

  /** Connects and logs in to the SMTP server without sending (nodemailer's verify). */
  verify(): Promise<true> {
    return this.transport.verify();
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
   * Sends every mail that was due when the pass began, one claim at a time; answers how
   * many were sent. A mail that fails now is not retried in the same pass.
   */
  async deliverDue(): Promise<number> {
    // +1 ms: the database keeps microseconds, a JS date only milliseconds, so a mail
    // queued within the current millisecond would otherwise look not yet due.
    const passStartedAt = new Date(Date.now() + 1);
    let sent = 0;
    for (;;) {
      if (this.stopping) return sent;
      const mail = await this.claimNext(passStartedAt);
      if (!mail) return sent;
      const error = await this.holdingLease(mail, async () => {
        const error = await this.send(mail);
        await this.recordOutcome(mail, error);
        return error;
      });
      if (!error) sent += 1;
    }
  }

  /**
   * Takes the next due mail that nobody holds: one statement, so no row lock outlives
   * it. The claim counts the attempt; the new count is the claim's token, changed only
   * by the next claim, so every later statement of this worker touches the row only
   * while the mail is still its own. The lease runs on the database's clock, the same
   * for every process.
   */
  private async claimNext(dueBy: Date): Promise<OutboxEmail | undefined> {
    const { db } = this.options;
    const due = db
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.status, "pending"),
          lte(outboxEmails.nextAttemptAt, dueBy),
          or(isNull(outboxEmails.lockedUntil), lt(outboxEmails.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(outboxEmails.nextAttemptAt))
      .limit(1)
      .for("update", { skipLocked: true });
    const [mail] = await db
      .update(outboxEmails)
      .set({ lockedUntil: leaseEnd(), attempts: sql`${outboxEmails.attempts} + 1` })
      .where(inArray(outboxEmails.id, due))
      .returning();
    return mail;
  }

  /** The row of `mail` while this worker's claim on it stands. */
  private ownRow(mail: OutboxEmail) {
    return and(eq(outboxEmails.id, mail.id), eq(outboxEmails.attempts, mail.attempts));
  }

  /** Runs `work` while renewing the lease on `mail`, so a long SMTP wait keeps it. */
  private async holdingLease<T>(mail: OutboxEmail, work: () => Promise<T>): Promise<T> {
    const renew = setInterval(() => {
      this.options.db
        .update(outboxEmails)
        .set({ lockedUntil: leaseEnd() })
        .where(and(this.ownRow(mail), eq(outboxEmails.status, "pending")))
        .catch(() => {
          // The database is away for a moment: the lease still runs, the next renewal
          // or the outcome's record comes when it is back.
        });
    }, LEASE_RENEW_MS);
    try {
      return await work();
    } finally {
      clearInterval(renew);
    }
  }

  /**
   * Writes the outcome of the attempt. The mail may have gone out while the database was
   * away (a restart, a failover): the record is tried again until it answers, since an
   * unrecorded mail would be sent again once its lease ran out. Writing it twice changes
   * nothing.
   */
  private async recordOutcome(mail: OutboxEmail, error: string | undefined): Promise<void> {
    const outcome = this.outcome(mail, mail.attempts, error);
    const giveUpAt = Date.now() + RECORD_PATIENCE_MS;
    for (;;) {
      try {
        const written = await this.options.db
          .update(outboxEmails)
          .set(outcome)
          .where(this.ownRow(mail))
          .returning({ id: outboxEmails.id });
        if (written.length === 0) {
          this.options.log.warn(
            { mailId: mail.id },
            "mail lease ran out before the outcome was recorded",
          );
        }
        return;
      } catch (recordError) {
        if (!isDatabaseUnavailable(recordError) || Date.now() > giveUpAt) throw recordError;
        await sleep(RECORD_RETRY_MS);
      }
    }
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

/** The end of a lease taken or renewed now, on the database's clock. */
function leaseEnd() {
  return sql`now() + interval '${sql.raw(String(LEASE_SECONDS))} seconds'`;
}
