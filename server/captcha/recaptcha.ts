import { createHash } from "node:crypto";
import { z } from "zod";
import type { CaptchaCheck } from "./captcha-check";

export const RECAPTCHA_VERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";

/** What the pages with reCAPTCHA must allow (Google's CSP guidance for reCAPTCHA v2). */
export const RECAPTCHA_CSP = {
  scriptSources: ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
  frameSources: ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
};
/** Google accepts a token for two minutes; we remember it as used a little longer. */
const RECAPTCHA_TOKEN_MEMORY_MS = 10 * 60_000;
const VERIFY_TIMEOUT_MS = 5_000;

const siteverifyAnswer = z.object({
  success: z.boolean(),
  "error-codes": z.array(z.string()).optional(),
});

/** Errors that mean our set-up is wrong, not the visitor's answer. */
const CONFIGURATION_ERRORS = new Set([
  "missing-input-secret",
  "invalid-input-secret",
  "bad-request",
]);

export interface RecaptchaOptions {
  secretKey: string;
  remoteIp?: string | undefined;
  /** Injected in tests; the real one reaches Google. */
  fetch?: typeof globalThis.fetch;
  now?: number;
}

/** Asks Google's siteverify whether a reCAPTCHA v2 token is genuine. */
export async function checkRecaptchaToken(
  token: string,
  options: RecaptchaOptions,
): Promise<CaptchaCheck> {
  const body = new URLSearchParams({ secret: options.secretKey, response: token });
  if (options.remoteIp) body.set("remoteip", options.remoteIp);
  let answer: unknown;
  try {
    const response = await (options.fetch ?? globalThis.fetch)(RECAPTCHA_VERIFY_URL, {
      method: "POST",
      body,
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    if (!response.ok) return { ok: false, reason: "unavailable" };
    answer = await response.json();
  } catch {
    return { ok: false, reason: "unavailable" };
  }
  const parsed = siteverifyAnswer.safeParse(answer);
  if (!parsed.success) return { ok: false, reason: "unavailable" };
  if (parsed.data.success) {
    const hash = createHash("sha256").update(token).digest("hex");
    const expiresAt = new Date((options.now ?? Date.now()) + RECAPTCHA_TOKEN_MEMORY_MS);
    return { ok: true, key: `recaptcha:${hash}`, expiresAt };
  }
  const codes = parsed.data["error-codes"] ?? [];
  if (codes.some((code) => CONFIGURATION_ERRORS.has(code))) {
    return { ok: false, reason: "unavailable" };
  }
  return { ok: false, reason: codes.includes("timeout-or-duplicate") ? "expired" : "invalid" };
}
