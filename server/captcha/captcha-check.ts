/**
 * The outcome of checking a captcha answer (`g-recaptcha-response`), whichever captcha
 * produced it. An accepted answer carries the key under which it is remembered as used
 * and until when; the answer is only spent when the request is stored (used-tokens.ts).
 */
export type CaptchaCheck =
  | { ok: true; key: string; expiresAt: Date }
  | { ok: false; reason: "invalid" | "expired" | "unavailable" };

export type CaptchaProvider = "altcha" | "recaptcha";
