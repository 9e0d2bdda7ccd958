import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { Database } from "../db/client";
import { getOrCreateSetting } from "../db/settings";

/** Settings key of the HMAC key that signs unsubscribe links; shared by every process. */
export const UNSUBSCRIBE_KEY_SETTING = "search_alert_unsubscribe_key";

/** Kept apart from any other use of an HMAC over an id. */
const PURPOSE = "search-alert-unsubscribe";

/** The signing key (generated once per installation and kept in the database). */
export function unsubscribeKey(db: Database): Promise<string> {
  return getOrCreateSetting(db, UNSUBSCRIBE_KEY_SETTING, () =>
    randomBytes(32).toString("base64url"),
  );
}

function signature(key: string, alertId: string): Buffer {
  return createHmac("sha256", key).update(`${PURPOSE}:${alertId}`).digest();
}

/**
 * The token of an alert's unsubscribe link: its id and an HMAC of it. Nothing is stored
 * per mail; the link stops working when the alert is gone, so it works once
 * (docs/decisions/0018-search-alerts.md).
 */
export function unsubscribeToken(key: string, alertId: string): string {
  return `${alertId}.${signature(key, alertId).toString("base64url")}`;
}

/** The alert a token names, or null when it is malformed or not signed with `key`. */
export function alertIdOfToken(key: string, token: string): string | null {
  const [alertId, signed, ...rest] = token.split(".");
  if (!alertId || !signed || rest.length > 0 || !z.uuid().safeParse(alertId).success) return null;
  const given = Buffer.from(signed, "base64url");
  const expected = signature(key, alertId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? alertId : null;
}
