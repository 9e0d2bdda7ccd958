import { and, count, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { pushSubscriptions } from "../db/schema";
import { HttpError } from "../http/http-error";
import { pushEndpointAllowed } from "./push-hosts";

export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A person's devices are few; this many keeps a script from filling the table. */
const DEVICES_PER_ACCOUNT = 20;

/**
 * Stores the browser's subscription for the signed-in person: its endpoint must be on an
 * allow-listed push service (push-hosts.ts). The same endpoint again (the browser renewed
 * its keys, or another person signed in on this device) takes the row over.
 */
export async function saveSubscription(
  db: Database,
  accountId: string,
  subscription: BrowserSubscription,
  allowedHosts: readonly string[],
): Promise<void> {
  if (!pushEndpointAllowed(subscription.endpoint, allowedHosts)) {
    throw new HttpError(422, "Push endpoint is not on an allowed push service");
  }
  await db.transaction(async (tx) => {
    const [devices] = await tx
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, accountId));
    if ((devices?.n ?? 0) >= DEVICES_PER_ACCOUNT) {
      // The oldest device makes room: a person who reinstalls often keeps push working.
      const [oldest] = await tx
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, accountId))
        .orderBy(pushSubscriptions.updatedAt)
        .limit(1);
      if (oldest) await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, oldest.id));
    }
    await tx
      .insert(pushSubscriptions)
      .values({
        userId: accountId,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId: accountId,
          p256dh: subscription.keys.p256dh,
          auth: subscription.keys.auth,
          updatedAt: new Date(),
        },
      });
  });
}

/** Removes the person's subscription of this endpoint (push switched off on the device). */
export async function deleteSubscription(
  db: Database,
  accountId: string,
  endpoint: string,
): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, accountId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

/** Whether this endpoint is one of the person's devices (the account page's state). */
export async function hasSubscription(
  db: Database,
  accountId: string,
  endpoint: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, accountId), eq(pushSubscriptions.endpoint, endpoint)));
  return row !== undefined;
}
