import { createHash } from "node:crypto";
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import webPush from "web-push";
import { siteConfig } from "../../domain/site-config";
import { isDatabaseUnavailable } from "../db/availability";
import type { Database } from "../db/client";
import { type PushMessage, pushMessages, pushSubscriptions } from "../db/schema";
import { pushEndpointAllowed } from "./push-hosts";
import { loadVapidKeys, type VapidKeys } from "./vapid-keys";

export interface PushWorkerOptions {
  db: Database;
  /** PUSH_SERVICE_HOSTS: checked again before every send. */
  allowedHosts: readonly string[];
  log: FastifyBaseLogger;
  pollIntervalMs?: number;
  /** First retry delay; doubles with every failed attempt, up to maxRetryDelayMs. */
  retryBaseDelayMs?: number;
  maxRetryDelayMs?: number;
  /** A push older than its use is noise: after this many attempts it is marked failed. */
  maxAttempts?: number;
}

/** As the mail worker's (docs/decisions/0045): a claim is a lease on the database's clock. */
const LEASE_SECONDS = 30;
const SEND_TIMEOUT_MS = 15_000;
/** How long the push service keeps a push for a device that is offline. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;

type Outcome = { sent: true } | { gone: true; error: string } | { sent: false; error: string };

/**
 * Delivers the push queue (docs/decisions/0053-web-push-queue.md): claims one due push at
 * a time with a lease (FOR UPDATE SKIP LOCKED in one statement, so several processes
 * never send the same row), encrypts it for the device (aes128gcm, RFC 8291), signs the
 * request with the site's VAPID key (RFC 8292) and posts it to the device's push service,
 * never following a redirect. A 404 or 410 answer means the subscription is dead: it is
 * removed, with its queued pushes. Other failures are retried with backoff.
 */
export class PushWorker {
  private keys: VapidKeys | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private wakeAgain = false;
  private stopped = true;

  constructor(private readonly options: PushWorkerOptions) {}

  start(): void {
    this.stopped = false;
    this.wake();
  }

  /** Looks for due pushes now, e.g. right after a transaction that queued some. */
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
          ? this.options.log.warn({ err: error }, "push worker waits for the database")
          : this.options.log.error({ err: error }, "push worker run failed"),
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

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Sends every push due when the pass began; answers how many the push services took. */
  async deliverDue(): Promise<number> {
    const passStartedAt = new Date(Date.now() + 1);
    let sent = 0;
    for (;;) {
      const claimed = await this.claimNext(passStartedAt);
      if (!claimed) return sent;
      const outcome = await this.send(claimed);
      await this.record(claimed, outcome);
      if ("sent" in outcome && outcome.sent) sent += 1;
    }
  }

  private async claimNext(dueBy: Date) {
    const { db } = this.options;
    const due = db
      .select({ id: pushMessages.id })
      .from(pushMessages)
      .where(
        and(
          eq(pushMessages.status, "pending"),
          lte(pushMessages.nextAttemptAt, dueBy),
          or(isNull(pushMessages.lockedUntil), lt(pushMessages.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(pushMessages.nextAttemptAt))
      .limit(1)
      .for("update", { skipLocked: true });
    const [message] = await db
      .update(pushMessages)
      .set({
        lockedUntil: sql`now() + interval '${sql.raw(String(LEASE_SECONDS))} seconds'`,
        attempts: sql`${pushMessages.attempts} + 1`,
      })
      .where(inArray(pushMessages.id, due))
      .returning();
    if (!message) return undefined;
    const [subscription] = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, message.subscriptionId));
    return { message, subscription };
  }

  private async send({
    message,
    subscription,
  }: NonNullable<Awaited<ReturnType<PushWorker["claimNext"]>>>): Promise<Outcome> {
    if (!subscription) return { gone: true, error: "subscription removed" };
    if (!pushEndpointAllowed(subscription.endpoint, this.options.allowedHosts)) {
      return { sent: false, error: "endpoint is not on PUSH_SERVICE_HOSTS" };
    }
    try {
      this.keys ??= await loadVapidKeys(this.options.db);
      const request = webPush.generateRequestDetails(
        {
          endpoint: subscription.endpoint,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        },
        JSON.stringify({ title: message.title, body: message.body, url: message.url }),
        {
          vapidDetails: { subject: `mailto:${siteConfig.emails.info}`, ...this.keys },
          TTL: TIME_TO_LIVE_SECONDS,
          contentEncoding: "aes128gcm",
          urgency: "high",
          // One notification per event on a device: a resend replaces, never adds.
          topic: topicOf(message.eventKey),
        },
      );
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
      );
      const answer = await fetch(request.endpoint, {
        method: request.method,
        headers,
        body: request.body ? new Uint8Array(request.body) : undefined,
        redirect: "manual",
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await answer.body?.cancel();
      if (answer.status >= 200 && answer.status < 300) return { sent: true };
      if (answer.status === 404 || answer.status === 410) {
        return { gone: true, error: `push service answered ${answer.status}` };
      }
      return { sent: false, error: `push service answered ${answer.status}` };
    } catch (error) {
      return { sent: false, error: error instanceof Error ? error.message : String(error) };
    }
  }

  private async record({ message }: { message: PushMessage }, outcome: Outcome): Promise<void> {
    const { db } = this.options;
    const ownRow = and(
      eq(pushMessages.id, message.id),
      eq(pushMessages.attempts, message.attempts),
    );
    if ("gone" in outcome) {
      // The device unsubscribed or the push service forgot it: never try it again.
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, message.subscriptionId));
      this.options.log.info(
        { pushId: message.id, reason: outcome.error },
        "push subscription removed",
      );
      return;
    }
    if (outcome.sent) {
      await db
        .update(pushMessages)
        .set({ status: "sent", sentAt: new Date(), lockedUntil: null, lastError: null })
        .where(ownRow);
      return;
    }
    const maxAttempts = this.options.maxAttempts ?? 6;
    const failed = message.attempts >= maxAttempts;
    const delay = Math.min(
      (this.options.retryBaseDelayMs ?? 15_000) * 2 ** (message.attempts - 1),
      this.options.maxRetryDelayMs ?? 30 * 60_000,
    );
    this.options.log.warn(
      { pushId: message.id, attempts: message.attempts, failed, err: outcome.error },
      "push delivery failed",
    );
    await db
      .update(pushMessages)
      .set({
        status: failed ? "failed" : "pending",
        nextAttemptAt: new Date(Date.now() + delay),
        lockedUntil: null,
        lastError: outcome.error.slice(0, 1000),
      })
      .where(ownRow);
  }
}

/** The Topic header allows 32 base64url characters: a hash of the event key. */
function topicOf(eventKey: string): string {
  return createHash("sha256").update(eventKey).digest("base64url").slice(0, 32);
}
