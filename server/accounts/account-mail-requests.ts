import { and, asc, count, eq, gt, inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { paths } from "../../domain/paths";
import { issueAccountToken, lockAccountForLinks, TOKEN_LIFETIME_MS } from "../auth/tokens";
import type { Config } from "../config";
import type { Database } from "../db/client";
import {
  type AccountTokenPurpose,
  accountMailRequests,
  accountTokens,
  type User,
} from "../db/schema";
import type { Mailer } from "../mail/mailer";
import { enqueueEmail } from "../mail/outbox";
import { ownerActivationEmail } from "../mail/templates/owner-activation";
import { passwordResetEmail } from "../mail/templates/password-reset";
import { activationLink, findUserByEmail, publicLink } from "./account-records";

/** Links of one kind mailed to one account per hour, however many are asked for. */
export const ACCOUNT_MAILS_PER_ADDRESS = { max: 3, windowMs: 60 * 60_000 };
const BATCH_SIZE = 20;
const POLL_EVERY_MS = 5000;
/** After a request's answer, not during it: its work must not change the answer's time. */
const WAKE_DELAY_MS = 20;

/**
 * Forgot-password and resend-activation, done after the answer
 * (docs/decisions/0029-account-mails-answered-before-they-are-looked-up.md): the route
 * writes one row for any address, known or not, and answers; this worker then looks
 * the address up and, for an account that may get the link, issues the token and
 * queues the mail in one transaction. At most `ACCOUNT_MAILS_PER_ADDRESS` links of a
 * kind per account and hour, so nobody can flood one person's mailbox. Several
 * processes share the rows with SKIP LOCKED; a process that dies leaves its rows to
 * the others.
 */
export class AccountMailRequests {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private previousRun: Promise<unknown> = Promise.resolve();
  private stopped = true;

  constructor(
    private readonly db: Database,
    private readonly config: Pick<Config, "publicUrl">,
    private readonly mailer: Pick<Mailer, "wake">,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Notes a request for a link; the same single INSERT for any address. */
  async request(purpose: AccountTokenPurpose, email: string): Promise<void> {
    await this.db
      .insert(accountMailRequests)
      .values({ purpose, email: email.trim().toLowerCase() });
    this.schedule(WAKE_DELAY_MS);
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    await this.previousRun;
  }

  /**
   * Handles every waiting request now; answers how many mails were queued. Runs in
   * one process take turns: a run under way holds its rows locked and the next would
   * skip them, so when this returns every request noted before the call has its mail
   * in the outbox.
   */
  processDue(): Promise<number> {
    const run = this.previousRun.then(() => this.processWaiting());
    this.previousRun = run.catch(() => undefined);
    return run;
  }

  private async processWaiting(): Promise<number> {
    let queued = 0;
    for (;;) {
      const { handled, mailed } = await this.db.transaction((tx) => this.processBatch(tx));
      queued += mailed;
      if (handled < BATCH_SIZE) return queued;
    }
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running ??= this.processDue()
        .then((mailed) => {
          if (mailed > 0) this.mailer.wake();
        })
        .catch((error: unknown) => this.log.error({ err: error }, "account mail requests failed"))
        .finally(() => {
          this.running = undefined;
          this.schedule(POLL_EVERY_MS);
        });
    }, delayMs);
    this.timer.unref();
  }

  private async processBatch(tx: Database): Promise<{ handled: number; mailed: number }> {
    const due = await tx
      .select()
      .from(accountMailRequests)
      .orderBy(asc(accountMailRequests.createdAt))
      .limit(BATCH_SIZE)
      .for("update", { skipLocked: true });
    let mailed = 0;
    // Accounts are locked in the order of their addresses, the same in every process, so
    // two processes' batches never wait on each other in a circle.
    due.sort((a, b) => (a.email < b.email ? -1 : a.email > b.email ? 1 : 0));
    for (const request of due) {
      if (await this.mail(tx, request.purpose, request.email)) mailed += 1;
    }
    if (due.length > 0) {
      await tx.delete(accountMailRequests).where(
        inArray(
          accountMailRequests.id,
          due.map((request) => request.id),
        ),
      );
    }
    return { handled: due.length, mailed };
  }

  /** Queues the link for an account that may have it; false for anyone else. */
  private async mail(tx: Database, purpose: AccountTokenPurpose, email: string): Promise<boolean> {
    const user = await findUserByEmail(tx, email);
    if (!user || !mayReceive(user, purpose)) return false;
    // Counted under the account's lock: another process's run cannot slip a link in
    // between the count and the new link.
    await lockAccountForLinks(tx, user.id);
    if ((await this.recentLinks(tx, user.id, purpose)) >= ACCOUNT_MAILS_PER_ADDRESS.max)
      return false;
    const token = await issueAccountToken(tx, user.id, purpose);
    if (purpose === "activation") {
      await enqueueEmail(
        tx,
        ownerActivationEmail(user.email, user, activationLink(this.config, token)),
      );
    } else {
      const link = publicLink(
        this.config,
        `${paths.resetPassword}?token=${encodeURIComponent(token)}`,
      );
      const minutes = TOKEN_LIFETIME_MS.password_reset / 60_000;
      await enqueueEmail(tx, passwordResetEmail(user.email, user, link, minutes));
    }
    return true;
  }

  private async recentLinks(tx: Database, userId: string, purpose: AccountTokenPurpose) {
    const since = new Date(Date.now() - ACCOUNT_MAILS_PER_ADDRESS.windowMs);
    const [row] = await tx
      .select({ links: count() })
      .from(accountTokens)
      .where(
        and(
          eq(accountTokens.userId, userId),
          eq(accountTokens.purpose, purpose),
          gt(accountTokens.createdAt, since),
        ),
      );
    return row?.links ?? 0;
  }
}

/** Reset links go to every account but a blocked one; activation links to owners only. */
function mayReceive(user: User, purpose: AccountTokenPurpose): boolean {
  if (user.status === "blocked") return false;
  return purpose === "password_reset" || user.role === "pharmacy_owner";
}
