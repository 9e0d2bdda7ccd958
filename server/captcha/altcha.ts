import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { createChallenge, extractParams } from "altcha-lib";
import type { Challenge } from "altcha-lib/types";
import { z } from "zod";
import type { CaptchaCheck } from "./captcha-check";

/** How long a challenge may be solved and its answer sent; the widget fetches a new one after. */
export const ALTCHA_CHALLENGE_TTL_MS = 10 * 60_000;
/**
 * Proof-of-work size: the browser tries on average half of this many SHA-256 hashes,
 * well under a second on a phone; a script sending thousands of requests pays for each.
 */
export const ALTCHA_DEFAULT_MAX_NUMBER = 50_000;

export function createAltchaChallenge(
  hmacKey: string,
  maxNumber = ALTCHA_DEFAULT_MAX_NUMBER,
  now = Date.now(),
): Promise<Challenge> {
  return createChallenge({
    hmacKey,
    algorithm: "SHA-256",
    maxnumber: maxNumber,
    expires: new Date(now + ALTCHA_CHALLENGE_TTL_MS),
  });
}

/** What the widget sends: base64 of this JSON. Only SHA-256, the algorithm we issue. */
const payloadSchema = z.object({
  algorithm: z.literal("SHA-256"),
  challenge: z.string().regex(/^[0-9a-f]{64}$/),
  number: z.number().int().min(0),
  salt: z.string().min(1).max(500),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

type AltchaPayload = z.infer<typeof payloadSchema>;

function decodePayload(token: string): AltchaPayload | undefined {
  try {
    const json: unknown = JSON.parse(Buffer.from(token, "base64").toString("utf8"));
    const parsed = payloadSchema.safeParse(json);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * altcha-lib's `verifySolution`, computed with node:crypto: the same SHA-256 of salt and
 * number, the same HMAC of the challenge. altcha-lib works through WebCrypto, whose three
 * asynchronous calls (key import, digest, sign) cost about 0.2 ms per request, most of
 * the captcha's share of an accepted request; these two synchronous hashes cost a few
 * microseconds. altcha.test.ts checks that both agree.
 */
export function isSolvedAndSigned(
  payload: Pick<AltchaPayload, "salt" | "number" | "challenge" | "signature">,
  hmacKey: string,
): boolean {
  const challenge = createHash("sha256").update(`${payload.salt}${payload.number}`).digest("hex");
  const signature = createHmac("sha256", hmacKey).update(challenge).digest();
  return (
    challenge === payload.challenge &&
    timingSafeEqual(signature, Buffer.from(payload.signature, "hex"))
  );
}

/**
 * Checks a solved challenge: signed with our key, solved correctly, not expired. A
 * forged or altered payload is "invalid"; a genuine but late one is "expired".
 */
export function checkAltchaPayload(token: string, hmacKey: string, now = Date.now()): CaptchaCheck {
  const payload = decodePayload(token);
  if (!payload) return { ok: false, reason: "invalid" };
  if (!isSolvedAndSigned(payload, hmacKey)) return { ok: false, reason: "invalid" };
  const expires = Number(extractParams(payload).expires);
  if (!Number.isInteger(expires)) return { ok: false, reason: "invalid" };
  if (expires * 1000 <= now) return { ok: false, reason: "expired" };
  return { ok: true, key: `altcha:${payload.signature}`, expiresAt: new Date(expires * 1000) };
}
