/**
 * Part of `npm run bench`: accepted courier requests (201) per second and p99 of one,
 * two and three server processes on one PostgreSQL database (issue 15, target: two
 * processes >= 1.3x one, p99 < 50 ms; docs/decisions/0026-process-scaling-bench.md).
 * The built server, each count on a fresh database; one autocannon spreads a fixed
 * number of connections over the processes. Visitors come through a trusted proxy
 * (X-Forwarded-For), one address per request, so rate limits count but never refuse.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpus, loadavg } from "node:os";
import autocannon from "autocannon";
import pg from "pg";
import { solvedAltchaAnswers } from "../../server/testing/altcha-answers";
import { freePort } from "../../server/testing/server-process";
import { validCourierRequest } from "../../server/testing/service-request-fixtures";

const COUNTS = [1, 2, 3];
/**
 * A multiple of every process count, so each process gets the same share; enough that
 * each process's group commit still batches (decision 11) when the load is split.
 */
const CONNECTIONS = Number(process.env.BENCH_SCALING_CONNECTIONS ?? 24);
/** Rounds of 1, 2, 3 processes, interleaved; the median round counts (a VM's noise). */
const ROUNDS = Number(process.env.BENCH_SCALING_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const HMAC_KEY = randomBytes(32).toString("base64url");

interface Figures {
  processes: number;
  rps: number;
  p99: number;
  accepted: number;
  other: number;
}

async function onAdmin(baseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

async function waitForUp(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

async function measure(baseUrl: string, processes: number, bodies: string[]): Promise<Figures> {
  const name = `apostaff_scaling_${randomBytes(5).toString("hex")}`;
  await onAdmin(baseUrl, `create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const children: ChildProcess[] = [];
  try {
    const ports: number[] = [];
    for (let index = 0; index < processes; index += 1) {
      const port = await freePort();
      ports.push(port);
      children.push(
        spawn(process.execPath, ["build/server/main.mjs"], {
          stdio: ["ignore", "ignore", "inherit"],
          env: {
            ...process.env,
            PORT: String(port),
            HOST: "127.0.0.1",
            DATABASE_URL: url.toString(),
            LOG_LEVEL: "warn",
            SMTP_URL: "",
            TRUST_PROXY: "true",
            ALTCHA_HMAC_KEY: HMAC_KEY,
          },
        }),
      );
      // One after the other: the first applies the migrations.
      await waitForUp(`http://127.0.0.1:${port}/readyz`);
    }
    const targets = ports.map((port) => `http://127.0.0.1:${port}/api/boten-service`);
    const queue = [...bodies];
    const invalid = JSON.stringify({ ...validCourierRequest, email: "not-an-address" });
    const load = (seconds: number) =>
      autocannon({
        url: targets as unknown as string, // autocannon spreads connections over several URLs
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            method: "POST",
            setupRequest: (request) => ({
              ...request,
              headers: { "content-type": "application/json", "x-forwarded-for": nextAddress() },
              body: queue.pop() ?? invalid,
            }),
          },
        ],
      });
    await load(2); // warm-up: JIT, connection pools, prepared statements
    const result = await load(SECONDS);
    const counts = result.statusCodeStats as Record<string, { count: number } | undefined>;
    const accepted = counts["201"]?.count ?? 0;
    return {
      processes,
      rps: accepted / SECONDS,
      p99: result.latency.p99,
      accepted,
      other: result.requests.total - accepted + result.errors,
    };
  } finally {
    await Promise.all(children.map(stop));
    await onAdmin(baseUrl, `drop database if exists ${name} with (force)`);
  }
}

/** The run with the median throughput (its own p99 with it). */
function median(runs: Figures[]): Figures {
  const sorted = [...runs].sort((a, b) => a.rps - b.rps);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error("no runs measured");
  return middle;
}

/** Runs the counts round after round and answers the report's lines. */
export async function processScalingReport(baseUrl: string): Promise<string[]> {
  // Enough answers for the fastest run; each count has a fresh database, so they repeat.
  const answers = await solvedAltchaAnswers(HMAC_KEY, Number(process.env.BENCH_ANSWERS ?? 40_000));
  const bodies = answers.map((answer) =>
    JSON.stringify({ ...validCourierRequest, "g-recaptcha-response": answer }),
  );
  const loadBefore = loadavg()[0] ?? 0;
  const rounds: Figures[][] = COUNTS.map(() => []);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, processes] of COUNTS.entries()) {
      rounds[index]?.push(await measure(baseUrl, processes, bodies));
    }
  }
  const results = rounds.map(median);
  const one = results[0]?.rps || 1;
  return [
    `\nAccepted courier requests (201) on PostgreSQL, ${CONNECTIONS} connections spread over the processes, ${SECONDS} s per run, median of ${ROUNDS} interleaved rounds`,
    `${"processes".padEnd(12)} ${"req/s".padStart(8)} ${"p99".padStart(10)} ${"vs one".padStart(8)}`,
    ...results.map((figures) =>
      [
        String(figures.processes).padEnd(12),
        figures.rps.toFixed(0).padStart(8),
        `${figures.p99.toFixed(1)} ms`.padStart(10),
        (figures.rps / one).toFixed(2).padStart(8),
        `  (runs: ${rounds[figures.processes - 1]?.map((run) => run.rps.toFixed(0)).join(", ")} req/s)`,
        figures.other ? `  (${figures.other} other answers)` : "",
      ]
        .join(" ")
        .trimEnd(),
    ),
    `Targets: two processes >= 1.30x one, p99 < 50 ms. ${cpus().length} cores; load average ${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after.`,
  ];
}
