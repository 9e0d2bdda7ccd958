import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { siteConfig } from "../../domain/site-config";
import type { Database } from "../db/client";
import { LeasedQueue, retryDelayMs } from "../db/leased-queue";
import {
  type PushMessage,
  type PushSubscriptionRow,
  pushMessages,
  pushSubscriptions,
} from "../db/schema";
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

const SEND_TIMEOUT_MS = 15_000;
/** How long the push service keeps a push for a device that is offline. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;

type Outcome = { sent: true } | { gone: true; error: string } | { sent: false; error: string };

/**
 * Delivers the push queue (docs/decisions/0053-web-push-queue.md): claims one due push at
 * a time with a lease, as the mail worker does (server/db/leased-queue.ts, so several
 * processes never send the same row), encrypts it for the device (aes128gcm, RFC 8291),
 * signs the request with the site's VAPID key (RFC 8292) and posts it to the device's
 * push service, never following a redirect. A 404 or 410 answer means the subscription
 * is dead: it is removed, with its queued pushes. Other failures are retried with backoff.
 */
export class PushWorker {
  private keys: VapidKeys | undefined;
  private readonly queue: LeasedQueue<PushMessage>;

  constructor(private readonly options: PushWorkerOptions) {
    this.queue = new LeasedQueue<PushMessage>({
      db: options.db,
      table: pushMessages,
      name: "push",
      log: options.log,
      pollIntervalMs: options.pollIntervalMs,
      deliver: (message) => this.deliver(message),
    });
  }

  start(): void {
    this.queue.start();
  }

  /** Looks for due pushes now, e.g. right after a transaction that queued some. */
  wake(): void {
    this.queue.wake();
  }

  /** Finishes the push being sent (the rest of the queue stays for the next worker). */
  stop(): Promise<void> {
    return this.queue.stop();
  }

  /** Sends every push due when the pass began; answers how many the push services took. */
  deliverDue(): Promise<number> {
    return this.queue.deliverDue();
  }

  /** Sends one claimed push and records the outcome; answers whether it was taken. */
  private async deliver(message: PushMessage): Promise<boolean> {
    const [subscription] = await this.options.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, message.subscriptionId));
    const outcome = await this.send(message, subscription);
    await this.record(message, outcome);
    return "sent" in outcome && outcome.sent;
  }

  private async send(
    message: PushMessage,
    subscription: PushSubscriptionRow | undefined,
  ): Promise<Outcome> {
    if (!subscription) return { gone: true, error: "subscription removed" };
    if (!pushEndpointAllowed(subscription.endpoint, this.options.allowedHosts)) {
      return { sent: false, error: "endpoint is not on PUSH_SERVICE_HOSTS" };
    }
    try {
      this.keys ??= await loadVapidKeys(this.options.db);
      // Loaded at the first push (docs/decisions/0068-memory.md).
      const { default: webPush } = await import("web-push");
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

  private async record(message: PushMessage, outcome: Outcome): Promise<void> {
    const { db, log } = this.options;
    if ("gone" in outcome) {
      // The device unsubscribed or the push service forgot it: never try it again.
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, message.subscriptionId));
      log.info({ pushId: message.id, reason: outcome.error }, "push subscription removed");
      return;
    }
    if (outcome.sent) {
      await this.queue.record(message, {
        status: "sent",
        sentAt: new Date(),
        lockedUntil: null,
        lastError: null,
      });
      return;
    }
    const maxAttempts = this.options.maxAttempts ?? 6;
    const failed = message.attempts >= maxAttempts;
    const delay = retryDelayMs(
      message.attempts,
      this.options.retryBaseDelayMs ?? 15_000,
      this.options.maxRetryDelayMs ?? 30 * 60_000,
    );
    log.warn(
      { pushId: message.id, attempts: message.attempts, failed, err: outcome.error },
      "push delivery failed",
    );
    await this.queue.record(message, {
      status: failed ? "failed" : "pending",
      nextAttemptAt: new Date(Date.now() + delay),
      lockedUntil: null,
      lastError: outcome.error.slice(0, 1000),
    });
  }
}

/** The Topic header allows 32 base64url characters: a hash of the event key. */
function topicOf(eventKey: string): string {
  return createHash("sha256").update(eventKey).digest("base64url").slice(0, 32);
}
