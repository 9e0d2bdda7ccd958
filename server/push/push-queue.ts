import { and, count, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { pushMessages, pushSubscriptions } from "../db/schema";

/** What a notification shows, and the page of this site its click opens. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path of this site ("/konto/…"), never another address. */
  url: string;
}

export interface PushInput {
  /** The account (users.id) whose devices get the push. */
  accountId: string;
  /**
   * What the push is about, e.g. "offer:<order id>": one device gets one push per event
   * key, however often it is queued.
   */
  eventKey: string;
  payload: PushPayload;
}

const TITLE_MAX = 120;
const BODY_MAX = 400;

/**
 * Queues a push to every device where the person allowed push
 * (docs/decisions/0053-web-push-queue.md). Never twice for a device and an event: a
 * device that already has the event queued or sent is left alone. Answers the number of
 * the person's devices that now hold the event; 0 means the person has no push device,
 * and the caller sends mail instead. Call it inside the transaction that stores what the
 * push is about; the push worker sends it within a second or two (`push.wake()` after the
 * commit makes it at once).
 */
export async function enqueuePush(db: Database, input: PushInput): Promise<number> {
  const { url } = input.payload;
  if (!url.startsWith("/") || url.startsWith("//")) {
    throw new Error(`push url must be a path of this site, not ${url}`);
  }
  const devices = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, input.accountId));
  if (devices.length === 0) return 0;
  await db
    .insert(pushMessages)
    .values(
      devices.map((device) => ({
        subscriptionId: device.id,
        userId: input.accountId,
        eventKey: input.eventKey,
        title: input.payload.title.slice(0, TITLE_MAX),
        body: input.payload.body.slice(0, BODY_MAX),
        url,
      })),
    )
    .onConflictDoNothing({ target: [pushMessages.subscriptionId, pushMessages.eventKey] });
  return devices.length;
}

/** How many of the account's devices hold a push for the event (tests, the caller's checks). */
export async function queuedPushCount(
  db: Database,
  accountId: string,
  eventKey: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(pushMessages)
    .where(and(eq(pushMessages.userId, accountId), eq(pushMessages.eventKey, eventKey)));
  return row?.n ?? 0;
}

/** Whether the account has at least one push device (the offer's channel choice). */
export async function hasPushDevice(db: Database, accountIds: string[]): Promise<Set<string>> {
  if (accountIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, accountIds));
  return new Set(rows.map((row) => row.userId));
}
