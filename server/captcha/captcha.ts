import { randomBytes } from "node:crypto";
import type { Challenge } from "altcha-lib/types";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { getOrCreateSetting } from "../db/settings";
import { checkAltchaPayload, createAltchaChallenge } from "./altcha";
import type { CaptchaCheck, CaptchaProvider } from "./captcha-check";
import { checkRecaptchaToken } from "./recaptcha";

/** Settings key of the generated ALTCHA key when ALTCHA_HMAC_KEY is not configured. */
export const ALTCHA_KEY_SETTING = "altcha_hmac_key";

/** The captcha of this installation: ALTCHA by default, reCAPTCHA v2 when keys are set. */
export interface Captcha {
  readonly provider: CaptchaProvider;
  /** reCAPTCHA's public site key; undefined for ALTCHA. */
  readonly siteKey: string | undefined;
  /** A fresh ALTCHA challenge (ALTCHA only). */
  challenge(): Promise<Challenge>;
  /** Checks an answer without spending it (see used-tokens.ts). */
  check(token: string, remoteIp: string): Promise<CaptchaCheck>;
}

export interface CaptchaOptions {
  config: Pick<Config, "recaptcha" | "altchaHmacKey" | "altchaMaxNumber">;
  db: Database;
  /** Injected in tests; the real one reaches Google. */
  fetch?: typeof globalThis.fetch;
}

export function createCaptcha({ config, db, fetch }: CaptchaOptions): Captcha {
  const { recaptcha } = config;
  if (recaptcha) {
    return {
      provider: "recaptcha",
      siteKey: recaptcha.siteKey,
      challenge: () => Promise.reject(new Error("reCAPTCHA has no server-side challenge")),
      check: (token, remoteIp) =>
        checkRecaptchaToken(token, { secretKey: recaptcha.secretKey, remoteIp, fetch }),
    };
  }

  // Every process must verify the others' challenges: without a configured key, the
  // first process generates one and stores it; the others read it. Resolved once.
  let key: Promise<string> | undefined;
  const hmacKey = (): Promise<string> => {
    if (!key) {
      key = config.altchaHmacKey
        ? Promise.resolve(config.altchaHmacKey)
        : getOrCreateSetting(db, ALTCHA_KEY_SETTING, () => randomBytes(32).toString("base64url"));
      // A failed read (database down) is tried again by the next request.
      key.catch(() => {
        key = undefined;
      });
    }
    return key;
  };
  return {
    provider: "altcha",
    siteKey: undefined,
    challenge: async () => createAltchaChallenge(await hmacKey(), config.altchaMaxNumber),
    check: async (token) => checkAltchaPayload(token, await hmacKey()),
  };
}
