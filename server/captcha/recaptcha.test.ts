import { describe, expect, it, vi } from "vitest";
import { checkRecaptchaToken, RECAPTCHA_VERIFY_URL } from "./recaptcha";

/** Google's siteverify is never reached in tests: an injected fetch plays its part. */
function google(answer: unknown, status = 200) {
  return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
    Response.json(answer, { status }),
  );
}

const options = (fetch: typeof globalThis.fetch) => ({
  secretKey: "secret-key",
  remoteIp: "203.0.113.5",
  fetch,
  now: Date.parse("2026-11-21T10:00:00Z"),
});

describe("checkRecaptchaToken", () => {
  it("posts secret, token and IP to siteverify and accepts a genuine token", async () => {
    const fetch = google({ success: true, challenge_ts: "2026-11-21T09:59:50Z", hostname: "x" });
    const result = await checkRecaptchaToken("token-abc", options(fetch));
    expect(result).toEqual({
      ok: true,
      key: expect.stringMatching(/^recaptcha:[0-9a-f]{64}$/),
      expiresAt: new Date("2026-11-21T10:10:00Z"),
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(RECAPTCHA_VERIFY_URL);
    expect(init?.method).toBe("POST");
    const body = init?.body as URLSearchParams;
    expect(Object.fromEntries(body)).toEqual({
      secret: "secret-key",
      response: "token-abc",
      remoteip: "203.0.113.5",
    });
  });

  it("keys the same token the same way, so a replay is recognised", async () => {
    const fetch = google({ success: true });
    const first = await checkRecaptchaToken("same", options(fetch));
    const second = await checkRecaptchaToken("same", options(fetch));
    const other = await checkRecaptchaToken("other", options(fetch));
    expect(first.ok && second.ok && first.key === second.key).toBe(true);
    expect(first.ok && other.ok && first.key !== other.key).toBe(true);
  });

  it.each([
    [{ success: false, "error-codes": ["timeout-or-duplicate"] }, "expired"],
    [{ success: false, "error-codes": ["invalid-input-response"] }, "invalid"],
    [{ success: false, "error-codes": [] }, "invalid"],
    [{ success: false }, "invalid"],
    [{ success: false, "error-codes": ["invalid-input-secret"] }, "unavailable"],
    [{ success: false, "error-codes": ["missing-input-secret"] }, "unavailable"],
    [{ unexpected: "shape" }, "unavailable"],
  ])("answers %j as %s", async (answer, reason) => {
    expect(await checkRecaptchaToken("t", options(google(answer)))).toEqual({ ok: false, reason });
  });

  it("treats an error status or an unreachable Google as unavailable, not as a bad answer", async () => {
    expect(await checkRecaptchaToken("t", options(google({}, 500)))).toEqual({
      ok: false,
      reason: "unavailable",
    });
    const offline = vi.fn(async () => {
      throw new TypeError("fetch failed");
    });
    expect(await checkRecaptchaToken("t", options(offline))).toEqual({
      ok: false,
      reason: "unavailable",
    });
    const notJson = vi.fn(async () => new Response("<html>", { status: 200 }));
    expect(await checkRecaptchaToken("t", options(notJson))).toEqual({
      ok: false,
      reason: "unavailable",
    });
  });
});
