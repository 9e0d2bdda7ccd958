import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { messagesEn } from "../../domain/messages/en";
import type { HitCounter } from "../http/hit-counter";
import { HttpError } from "../http/http-error";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The login key: the address and the e-mail (hashed, so no address sits in the table). */
function loginKey(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === "string" ? body.email.trim().toLowerCase() : "";
  return `${request.ip}:${createHash("sha256").update(email).digest("hex").slice(0, 16)}`;
}

/**
 * Limits of the account endpoints (route `config.rateLimit`), counted per client
 * address and shared by every process (http/hit-counter.ts). Chosen so that a person never meets them, even several people
 * behind one pharmacy's address, while a script does within minutes.
 */
export const accountRateLimits = {
  /** Both registrations together: 30 per hour and address. */
  registration: { max: 30, timeWindow: HOUR, groupId: "registration" },
  /**
   * 10 attempts per 15 minutes for one e-mail from one address. Counted after the body
   * is parsed (preHandler), because the key includes the e-mail.
   */
  login: {
    max: 10,
    timeWindow: 15 * MINUTE,
    groupId: "login",
    hook: "preHandler" as const,
    keyGenerator: loginKey,
  },
  /** Activation links and reset links: mail is sent, so fewer. */
  resendActivation: { max: 10, timeWindow: HOUR, groupId: "resend-activation" },
  forgotPassword: { max: 10, timeWindow: HOUR, groupId: "forgot-password" },
  resetPassword: { max: 20, timeWindow: HOUR, groupId: "reset-password" },
};

/** Logins per address over all e-mails: stops one address trying many accounts. */
export const LOGIN_ATTEMPTS_PER_ADDRESS = { max: 100, windowMs: 15 * MINUTE };

/** A second, coarser limit checked inside a handler; 429 like the route limits. */
export function assertWithinLimit(
  hits: HitCounter,
  key: string,
  limit: { max: number; windowMs: number },
): void {
  const { current } = hits.hit(key, limit.windowMs);
  if (current > limit.max) throw new HttpError(429, messagesEn["common.tooManyRequests"]);
}
