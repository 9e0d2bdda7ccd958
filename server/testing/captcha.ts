import { solveChallenge } from "altcha-lib";
import type { FastifyInstance } from "fastify";

/** Small proof of work for tests: solving takes milliseconds, verification is the real one. */
export const TEST_ALTCHA_MAX_NUMBER = 2_000;

/**
 * Does what the ALTCHA widget does in the browser: fetches a challenge from the app,
 * solves it and encodes the answer as the form sends it (`g-recaptcha-response`).
 */
export async function solveAltcha(
  app: FastifyInstance,
  remoteAddress = "127.0.0.1",
): Promise<string> {
  const response = await app.inject({ url: "/api/captcha/challenge", remoteAddress });
  if (response.statusCode !== 200) {
    throw new Error(`challenge request failed with ${response.statusCode}`);
  }
  const challenge = response.json() as {
    algorithm: string;
    challenge: string;
    maxnumber: number;
    salt: string;
    signature: string;
  };
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error("challenge could not be solved");
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}
