import { validCourierRequest } from "./service-request-fixtures";

export interface CourierOutcome {
  /** The request's own e-mail address: how the test finds it in the database. */
  email: string;
  status: number;
  /** Index of the process that was asked. */
  target: number;
  /** When the answer came (ms since the epoch). */
  answeredAt: number;
}

let sequence = 0;

/** One courier request from its own (proxied) visitor address; status 0 when no answer. */
export async function sendCourierRequest(
  baseUrl: string,
  answer: string,
  label: string,
  target = 0,
): Promise<CourierOutcome> {
  sequence += 1;
  const email = `${label}-${sequence}@rhein-apotheke.example`;
  const address = `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
  let status = 0;
  try {
    const response = await fetch(`${baseUrl}/api/boten-service`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": address },
      body: JSON.stringify({ ...validCourierRequest, email, "g-recaptcha-response": answer }),
      signal: AbortSignal.timeout(15_000),
    });
    status = response.status;
    await response.arrayBuffer();
  } catch {
    // Refused or cut off: no answer, so nothing was promised.
  }
  return { email, status, target, answeredAt: Date.now() };
}

/**
 * `clients` loops that each send one request after the other to the processes that
 * `targets()` names at that moment (round robin), until `until` resolves. Bounded: at
 * most `clients` requests are in flight at any time, and each client pauses `pauseMs`
 * between requests, so the answers last the whole time however fast the machine is.
 */
export async function courierLoad(options: {
  urls: readonly string[];
  targets: () => number[];
  answers: string[];
  clients: number;
  label: string;
  until: Promise<unknown>;
  pauseMs?: number;
}): Promise<CourierOutcome[]> {
  let done = false;
  void options.until.then(() => {
    done = true;
  });
  const outcomes: CourierOutcome[] = [];
  let turn = 0;
  const client = async () => {
    while (!done) {
      const targets = options.targets();
      const answer = options.answers.pop();
      if (targets.length === 0 || !answer) return;
      const target = targets[turn++ % targets.length] as number;
      const url = options.urls[target] as string;
      outcomes.push(await sendCourierRequest(url, answer, options.label, target));
      if (options.pauseMs) await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
    }
  };
  await Promise.all(Array.from({ length: options.clients }, client));
  return outcomes;
}
