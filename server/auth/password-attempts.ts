import { createHash } from "node:crypto";
import type { HitCounter } from "../http/hit-counter";
import { assertWithinLimit, LOGIN_ATTEMPTS_PER_ADDRESS, PASSWORD_ATTEMPTS } from "./rate-limits";

/** The e-mail in a counter's key, hashed, so no address sits in the table. */
function emailKey(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 16);
}

/**
 * The one throttle of every route that checks a password: login, account deletion and
 * any later one. Counts the attempt for this account from this address, and for this
 * address over all accounts; 429 beyond either limit. Call before the password is
 * verified, so a refused attempt costs no hashing. One function, so a change of the
 * login throttle reaches every password check.
 */
export function countPasswordAttempt(hits: HitCounter, ip: string, email: string): void {
  assertWithinLimit(hits, `login:${ip}:${emailKey(email)}`, PASSWORD_ATTEMPTS);
  assertWithinLimit(hits, `login-address:${ip}`, LOGIN_ATTEMPTS_PER_ADDRESS);
}
