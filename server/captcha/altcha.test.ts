import { solveChallenge, verifySolution } from "altcha-lib";
import { describe, expect, it } from "vitest";
import {
  ALTCHA_CHALLENGE_TTL_MS,
  checkAltchaPayload,
  createAltchaChallenge,
  isSolvedAndSigned,
} from "./altcha";

const KEY = "test-hmac-key";

async function solve(issuedAt = Date.now(), key = KEY) {
  const challenge = await createAltchaChallenge(key, 300, issuedAt);
  const solution = await solveChallenge(challenge.challenge, challenge.salt, "SHA-256", 300)
    .promise;
  return {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution!.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
}
const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString("base64");

describe("ALTCHA answers", () => {
  it("issue SHA-256 challenges that carry their expiry", async () => {
    const now = Date.parse("2026-11-21T10:00:00Z");
    const challenge = await createAltchaChallenge(KEY, 1000, now);
    expect(challenge.algorithm).toBe("SHA-256");
    expect(challenge.maxnumber).toBe(1000);
    expect(challenge.salt).toContain(`expires=${(now + ALTCHA_CHALLENGE_TTL_MS) / 1000}`);
  });

  it("accept a solved challenge once, keyed by its signature, until it expires", async () => {
    const payload = await solve();
    const result = checkAltchaPayload(encode(payload), KEY);
    expect(result).toEqual({
      ok: true,
      key: `altcha:${payload.signature}`,
      expiresAt: expect.any(Date),
    });
    if (result.ok) {
      expect(result.expiresAt.getTime()).toBeGreaterThan(
        Date.now() + ALTCHA_CHALLENGE_TTL_MS - 5000,
      );
    }
  });

  it("call a genuine but late answer expired", async () => {
    const payload = await solve(Date.now() - ALTCHA_CHALLENGE_TTL_MS - 1000);
    expect(checkAltchaPayload(encode(payload), KEY)).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it.each([
    ["another key", async () => encode(await solve(Date.now(), "other-key"))],
    ["a wrong number", async () => encode({ ...(await solve()), number: 301 })],
    [
      "a stretched expiry",
      async () => {
        const payload = await solve();
        return encode({
          ...payload,
          salt: payload.salt.replace(/expires=\d+/, "expires=4102444800"),
        });
      },
    ],
    ["SHA-1", async () => encode({ ...(await solve()), algorithm: "SHA-1" })],
    ["no JSON", async () => Buffer.from("not json").toString("base64")],
    ["plain text", async () => "hello"],
    [
      "a missing field",
      async () => {
        const { signature: _, ...rest } = await solve();
        return encode(rest);
      },
    ],
  ])("call an answer with %s invalid", async (_name, make) => {
    expect(checkAltchaPayload(await make(), KEY)).toEqual({ ok: false, reason: "invalid" });
  });

  it("verify exactly as altcha-lib's verifySolution does", async () => {
    const payload = await solve();
    const flip = (hex: string) => (hex[0] === "0" ? "1" : "0") + hex.slice(1);
    const variants = [
      payload,
      { ...payload, number: payload.number + 1 },
      { ...payload, salt: `${payload.salt}x` },
      { ...payload, challenge: flip(payload.challenge) },
      { ...payload, signature: flip(payload.signature) },
      await solve(Date.now(), "other-key"),
    ];
    for (const variant of variants) {
      expect(isSolvedAndSigned(variant, KEY)).toBe(await verifySolution(variant, KEY, false));
    }
    expect(isSolvedAndSigned(payload, KEY)).toBe(true);
  });
});
