/**
 * `npm run bench:soak` (and the end of `npm run bench`): the built server under a steady
 * stream of accepted courier requests (201: captcha, one statement, two mails) for
 * SOAK_MINUTES (10), with its resident memory (RSS, the worker thread of the embedded
 * database included) read at 1, 5 and 10 minutes. On PGlite always, on PostgreSQL too
 * with TEST_DATABASE_URL. Memory that levels off is the target (issue 17: 383 MB grew to
 * 578 MB in 60 s). Loopback only, bounded in time.
 */
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { createAltchaChallenge } from "../server/captcha/altcha";
import { builtPublicUrl } from "../server/http/site-manifest";
import { validCourierRequest } from "../server/testing/service-request-fixtures";
import { SERVER_NODE_FLAGS, serverEnvironment } from "./server-runtime.mjs";

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
/** Requests per second, steady: well below what the server manages on 2 shared cores. */
const RATE = Number(process.env.SOAK_RATE ?? 300);
const CONNECTIONS = 10;
const PORT = Number(process.env.BENCH_PORT ?? 3970);
const HMAC_KEY = randomBytes(32).toString("base64url");
const READ_AT_MINUTES = [...new Set([1, 5, 10, MINUTES])].filter((minute) => minute <= MINUTES);

/** Solved ALTCHA answers with a small proof of work; verifying costs the same. */
async function solvedBody(): Promise<string> {
  const challenge = await createAltchaChallenge(HMAC_KEY, 100);
  let number = 0;
  while (
    createHash("sha256").update(`${challenge.salt}${number}`).digest("hex") !== challenge.challenge
  ) {
    number += 1;
  }
  const { algorithm, salt, signature } = challenge;
  const answer = Buffer.from(
    JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }),
  ).toString("base64");
  return JSON.stringify({ ...validCourierRequest, "g-recaptcha-response": answer });
}

function rssMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kilobytes / 1024);
}

/**
 * Where the resident memory is: the main thread's V8 heap (used of reserved), from the
 * server's own /metrics (loopback may read it). The rest of the RSS is native: the
 * Node binary, malloc, the database thread (whose WebAssembly memory is "external").
 */
async function heapReading(): Promise<string> {
  const text = await (await fetch(`http://127.0.0.1:${PORT}/metrics`)).text();
  const megabytes = (name: string) =>
    Math.round(Number(new RegExp(`^${name} (\\S+)$`, "m").exec(text)?.[1] ?? 0) / 1048576);
  return `heap ${megabytes("nodejs_heap_size_used_bytes")} of ${megabytes("nodejs_heap_size_total_bytes")}, external ${megabytes("nodejs_external_memory_bytes")}`;
}

/** RSS and its heap part, e.g. "1 min 180 MB (heap 60 of 90, external 8)". */
async function reading(label: string, pid: number): Promise<string> {
  const rss = rssMegabytes(pid);
  const heap = await heapReading().catch(() => "heap unknown");
  return `${label} ${rss} MB (${heap})`;
}

async function waitForUp(url: string): Promise<void> {
  for (let attempt = 0; attempt < 900; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

async function soak(name: string, env: Record<string, string>): Promise<string> {
  // Started the way `npm start` starts it (scripts/server-runtime.mjs).
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, "build/server/main.mjs"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...serverEnvironment(),
      ...env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      PUBLIC_URL: builtPublicUrl(),
      SMTP_URL: "",
      TRUST_PROXY: "true",
      ALTCHA_HMAC_KEY: HMAC_KEY,
    },
  });
  try {
    await waitForUp(`http://127.0.0.1:${PORT}/readyz`);
    const pid = server.pid!;
    const readings: string[] = [await reading("start", pid)];
    // A pool of solved bodies, refilled while the load runs.
    const pool: string[] = [];
    let refilling = true;
    const refill = async () => {
      while (refilling) {
        if (pool.length < RATE * 5) pool.push(await solvedBody());
        else await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    for (let index = 0; index < RATE * 5; index += 1) pool.push(await solvedBody());
    const refilled = refill();
    let address = 0;
    const timers = READ_AT_MINUTES.map((minute) =>
      setTimeout(
        () => void reading(`${minute} min`, pid).then((text) => readings.push(text)),
        // The last reading a few seconds before the load ends: at the end itself the
        // server is already being stopped and the reading was lost.
        Math.min(minute * 60_000, MINUTES * 60_000 - 5_000),
      ),
    );
    const result = await autocannon({
      url: `http://127.0.0.1:${PORT}/api/boten-service`,
      connections: CONNECTIONS,
      overallRate: RATE,
      duration: MINUTES * 60,
      requests: [
        {
          method: "POST",
          setupRequest: (request) => {
            address += 1;
            return {
              ...request,
              headers: {
                "content-type": "application/json",
                "x-forwarded-for": `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
              },
              body: pool.pop() ?? "{}",
            };
          },
        },
      ],
    });
    for (const timer of timers) clearTimeout(timer);
    refilling = false;
    await refilled;
    const counts = result.statusCodeStats as Record<string, { count: number } | undefined>;
    const accepted = counts["201"]?.count ?? 0;
    const other = result.requests.total - accepted + result.errors;
    return `${name.padEnd(12)} ${readings.join(", ")}; ${accepted} accepted, ${other} other, p99 ${result.latency.p99} ms`;
  } finally {
    await new Promise<void>((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once("exit", () => resolve());
      server.kill("SIGTERM");
    });
  }
}

async function main() {
  if (!existsSync("build/server/main.mjs")) {
    console.error('No build found: run "npm run build" first.');
    process.exit(1);
  }
  const lines: string[] = [];
  // SOAK_ONLY=pglite or SOAK_ONLY=postgres soaks one database only.
  const only = process.env.SOAK_ONLY;
  if (only !== "postgres") {
    const dataDir = await mkdtemp(path.join(tmpdir(), "apostaff-soak-"));
    try {
      lines.push(await soak("PGlite", { DATA_DIR: dataDir, DATABASE_URL: "" }));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl && only !== "pglite") {
    const name = `apostaff_soak_${randomBytes(5).toString("hex")}`;
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(sql);
      await client.end();
    };
    await admin(`create database ${name}`);
    try {
      const url = new URL(postgresUrl);
      url.pathname = `/${name}`;
      lines.push(await soak("PostgreSQL", { DATABASE_URL: url.toString() }));
    } finally {
      await admin(`drop database if exists ${name} with (force)`);
    }
  }
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
  console.log(
    `\nSoak: ${RATE} accepted courier requests/s for ${MINUTES} min, ${CONNECTIONS} connections, RSS of the server process (load average at the end: ${load})`,
  );
  for (const line of lines) console.log(line);
}

await main();
