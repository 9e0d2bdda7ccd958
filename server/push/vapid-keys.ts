import type { Database } from "../db/client";
import { vapidKeys } from "../db/schema";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The site's VAPID key pair: read from the database, or made and stored at the first
 * start. Two processes starting at once both try to insert the one row (id 1); the loser's
 * insert does nothing and it reads the winner's pair, so every process signs with the
 * same key (docs/decisions/0053-web-push-queue.md).
 */
export async function loadVapidKeys(db: Database): Promise<VapidKeys> {
  const stored = await readVapidKeys(db);
  if (stored) return stored;
  // Loaded only here and at a push, not by every start (docs/decisions/0068-memory.md).
  const { default: webPush } = await import("web-push");
  const made = webPush.generateVAPIDKeys();
  await db
    .insert(vapidKeys)
    .values({ id: 1, ...made })
    .onConflictDoNothing();
  const kept = await readVapidKeys(db);
  if (!kept) throw new Error("VAPID keys were neither stored nor found");
  return kept;
}

async function readVapidKeys(db: Database): Promise<VapidKeys | undefined> {
  const [row] = await db
    .select({ publicKey: vapidKeys.publicKey, privateKey: vapidKeys.privateKey })
    .from(vapidKeys);
  return row;
}
