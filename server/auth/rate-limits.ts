import { messagesEn } from "../../domain/messages/en";
import type { HitCounter } from "../http/hit-counter";
import { HttpError } from "../http/http-error";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Limits of the account endpoints (route `config.rateLimit`), counted per client
 * address and shared by every process (http/hit-counter.ts). Chosen so that a person never meets them, even several people
 * behind one pharmacy's address, while a script does within minutes.
 */
export const accountRateLimits = {
  /** Activation links and reset links: mail is sent, so fewer. */
  resendActivation: { max: 10, timeWindow: HOUR, groupId: "resend-activation" },
  forgotPassword: { max: 10, timeWindow: HOUR, groupId: "forgot-password" },
  resetPassword: { max: 20, timeWindow: HOUR, groupId: "reset-password" },
};

/**
 * Both registrations together, per hour and address: REGISTRATIONS_PER_HOUR (30 unless
 * set; an agency that registers a job fair's visitors on one Wi-Fi raises it).
 */
export function registrationRateLimit(config: { registrationsPerHour: number }) {
  return { max: config.registrationsPerHour, timeWindow: HOUR, groupId: "registration" };
}

/**
 * Password checks (login, account deletion: auth/password-attempts.ts): 10 per 15
 * minutes for one account from one address.
 */
export const PASSWORD_ATTEMPTS = { max: 10, windowMs: 15 * MINUTE };

/**
 * E-mail change links per account (any address): each mails an address the person
 * names, so a logged-in script could otherwise mail anyone a hundred times a quarter hour.
 */
export const EMAIL_CHANGE_REQUESTS = { max: 10, windowMs: HOUR };

/**
 * Logins per address over all e-mails: stops one address trying many accounts.
 * LOGINS_PER_ADDRESS (100 unless set) per 15 minutes.
 */
export function loginAttemptsPerAddress(config: { loginsPerAddress: number }) {
  return { max: config.loginsPerAddress, windowMs: 15 * MINUTE };
}

/** A second, coarser limit checked inside a handler; 429 like the route limits. */
export function assertWithinLimit(
  hits: HitCounter,
  key: string,
  limit: { max: number; windowMs: number },
): void {
  const { current } = hits.hit(key, limit.windowMs);
  if (current > limit.max) throw new HttpError(429, messagesEn["common.tooManyRequests"]);
}
