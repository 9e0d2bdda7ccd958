import { createHash } from "node:crypto";
import { createAltchaChallenge } from "../captcha/altcha";

/** Small proof of work, so answers are solved quickly; verifying costs the same at any size. */
const QUICK_MAX_NUMBER = 100;

/**
 * Solved ALTCHA answers as the widget sends them (`g-recaptcha-response`), for a server
 * started with ALTCHA_HMAC_KEY=`hmacKey`: challenges made here with the same key are
 * the server's own. For tests and benchmarks that need many answers.
 */
export async function solvedAltchaAnswers(hmacKey: string, count: number): Promise<string[]> {
  const answers: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const challenge = await createAltchaChallenge(hmacKey, QUICK_MAX_NUMBER);
    let number = 0;
    while (
      createHash("sha256").update(`${challenge.salt}${number}`).digest("hex") !==
      challenge.challenge
    ) {
      number += 1;
    }
    const { algorithm, salt, signature } = challenge;
    const payload = { algorithm, challenge: challenge.challenge, number, salt, signature };
    answers.push(Buffer.from(JSON.stringify(payload)).toString("base64"));
  }
  return answers;
}
