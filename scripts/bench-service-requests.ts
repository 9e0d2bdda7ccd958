/**
 * `npm run bench:requests [-- --postgres URL --connections N --seconds S --rounds R]`:
 * throughput and p99 of the courier request route, each beside a bare Fastify route
 * doing the same single INSERT, in the same run:
 *
 *   422  invalid body: validation (and the rate limit's counter) only
 *   201  valid body with a freshly solved ALTCHA answer per request: captcha check, then
 *        one statement with the spent answer, the request, two outbox mails and the
 *        consent; requests arriving together share a statement (group commit)
 *
 * On PGlite always, on PostgreSQL too with TEST_DATABASE_URL or --postgres URL. Loopback
 * only; 5 s per run, 10 connections and 3 rounds of each comparison unless told
 * otherwise; the round with the median ratio is shown. Target: ratio >= 0.9 (issue 29;
 * it was 0.6). Both servers are child processes, like production. The simulated visitors come through a
 * trusted proxy (TRUST_PROXY=true, X-Forwarded-For), one address per request, so the
 * per-IP rate limit is counted for every request but never refuses one.
 *
 * Beside each figure, the CPU time per answered request (Linux, from /proc): the server
 * under test, with its main thread and its busiest other thread (on PGlite the
 * database's thread), this process (the load generator) and the rest of the machine
 * (PostgreSQL with its autovacuum). A thread's time per request times the requests per
 * second is how busy it was: a ratio below what the busiest part allows means the path
 * waits, not works.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { count } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../server/db/client";
import { courierRequests, outboxEmails } from "../server/db/schema";
import { builtPublicUrl } from "../server/http/site-manifest";
import { solvedAltchaAnswers } from "../server/testing/altcha-answers";
import { validCourierRequest } from "../server/testing/service-request-fixtures";
import { SERVER_NODE_FLAGS, serverEnvironment } from "./server-runtime.mjs";

const { values: args } = parseArgs({
  options: {
    postgres: { type: "string" },
    seconds: { type: "string" },
    connections: { type: "string" },
    rounds: { type: "string" },
  },
});
const SECONDS = Number(args.seconds ?? process.env.BENCH_SECONDS ?? 5);
/** Simultaneous clients; more of them make the group commit's batches larger. */
const CONNECTIONS = Number(args.connections ?? 10);
/** Rounds of each comparison; the median ratio is the one shown. */
const ROUNDS = Number(args.rounds ?? 3);
const SERVER_PORT = Number(process.env.BENCH_PORT ?? 3950);
const BARE_PORT = SERVER_PORT + 1;
const HMAC_KEY = randomBytes(32).toString("base64url");

interface Figures {
  rps: number;
  p99: number;
  expected: number;
  unexpected: number;
  /** CPU microseconds per answered request; undefined where /proc is missing. */
  cpu?: {
    server: number;
    main: number;
    busiestOther: number;
    generator: number;
    rest: number;
  };
}

/** Linux's clock ticks per second of /proc's CPU times (USER_HZ, 100 on every x86 kernel). */
const TICKS_PER_SECOND = 100;

/**
 * CPU milliseconds a process used so far, all its threads (utime + stime); with a thread
 * id, that thread's alone (the main thread's id is the process's).
 */
function processCpuMs(pid: number, thread?: number): number {
  const file = thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`;
  const fields = readFileSync(file, "utf8").split(") ")[1]?.split(" ") ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** CPU milliseconds the whole machine spent busy so far (every state but idle and iowait). */
function machineBusyMs(): number {
  const fields = (readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "").trim().split(/\s+/);
  // cpu user nice system idle iowait irq softirq steal
  const busy = [1, 2, 3, 6, 7, 8].reduce((sum, index) => sum + Number(fields[index] ?? 0), 0);
  return (busy * 1000) / TICKS_PER_SECOND;
}

interface CpuReading {
  server: number;
  /** Each thread of the server by id: the main thread's id is the process's. */
  serverThreads: Map<number, number>;
  machine: number;
  generator: NodeJS.CpuUsage;
}

function threadsCpuMs(pid: number): Map<number, number> {
  const threads = new Map<number, number>();
  for (const id of readdirSync(`/proc/${pid}/task`).map(Number)) {
    try {
      threads.set(id, processCpuMs(pid, id));
    } catch {} // a thread that ended meanwhile
  }
  return threads;
}

function readCpu(serverPid: number): CpuReading | undefined {
  try {
    return {
      server: processCpuMs(serverPid),
      serverThreads: threadsCpuMs(serverPid),
      machine: machineBusyMs(),
      generator: process.cpuUsage(),
    };
  } catch {
    return undefined;
  }
}

function cpuPerRequest(before: CpuReading | undefined, serverPid: number, requests: number) {
  const after = before && readCpu(serverPid);
  if (!before || !after || requests === 0) return undefined;
  const generatorUse = process.cpuUsage(before.generator);
  const server = after.server - before.server;
  const threadUse = (id: number) =>
    (after.serverThreads.get(id) ?? 0) - (before.serverThreads.get(id) ?? 0);
  const main = threadUse(serverPid);
  // The busiest of the others: on PGlite the database's thread.
  const busiestOther = Math.max(
    0,
    ...[...after.serverThreads.keys()].filter((id) => id !== serverPid).map(threadUse),
  );
  const generator = (generatorUse.user + generatorUse.system) / 1000;
  const rest = after.machine - before.machine - server - generator;
  const perRequest = (ms: number) => (ms * 1000) / requests;
  return {
    server: perRequest(server),
    main: perRequest(main),
    busiestOther: perRequest(busiestOther),
    generator: perRequest(generator),
    rest: perRequest(rest),
  };
}

let address = 0;
/** A different visitor for every request: 10.x.y.z. */
function nextAddress(): string {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

async function run(
  { url, pid }: { url: string; pid: number },
  status: number,
  body: () => string,
): Promise<Figures> {
  const before = readCpu(pid);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    method: "POST",
    requests: [
      {
        method: "POST",
        setupRequest: (request) => ({
          ...request,
          headers: { "content-type": "application/json", "x-forwarded-for": nextAddress() },
          body: body(),
        }),
      },
    ],
  });
  const counts = result.statusCodeStats as Record<string, { count: number } | undefined>;
  const expected = counts[String(status)]?.count ?? 0;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    expected,
    unexpected: result.requests.total - expected + result.errors,
    cpu: cpuPerRequest(before, pid, result.requests.total),
  };
}

/** BENCH_CPU_PROFILE_DIR=folder: both servers write a V8 CPU profile there when they stop. */
const PROFILE_DIR = process.env.BENCH_CPU_PROFILE_DIR;

function start(script: string[], env: Record<string, string>): ChildProcess {
  const profile = PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${PROFILE_DIR}`] : [];
  // Both started like production (scripts/server-runtime.mjs): the same flags and
  // environment, so that neither is measured in a setting the other does not get.
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, ...profile, "--import", "tsx", ...script], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...serverEnvironment(),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      SMTP_URL: "",
      PUBLIC_URL: builtPublicUrl(),
      ...env,
    },
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

async function waitForUp(url: string): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

/** One database of each server's own: a folder for PGlite, a fresh database on PostgreSQL. */
interface Target {
  name: string;
  env(role: "app" | "bare"): Promise<Record<string, string>>;
  cleanUp(): Promise<void>;
}

function pgliteTarget(): Target {
  const folders: string[] = [];
  return {
    name: "PGlite (embedded, on disk)",
    env: async () => {
      const folder = await mkdtemp(path.join(tmpdir(), "apostaff-bench-"));
      folders.push(folder);
      return { DATA_DIR: folder, DATABASE_URL: "" };
    },
    cleanUp: async () => {
      for (const folder of folders) await rm(folder, { recursive: true, force: true });
    },
  };
}

function postgresTarget(baseUrl: string): Target {
  const names: string[] = [];
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  return {
    name: "PostgreSQL",
    env: async () => {
      const name = `apostaff_bench_${randomBytes(5).toString("hex")}`;
      await admin(`create database ${name}`);
      names.push(name);
      const url = new URL(baseUrl);
      url.pathname = `/${name}`;
      return { DATABASE_URL: url.toString() };
    },
    cleanUp: async () => {
      for (const name of names) await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

interface Round {
  bare: Figures;
  path: Figures;
}

/**
 * ROUNDS rounds of a bare run followed by a run of the path; answers the round with the
 * median ratio, all rounds, and every round's ratio.
 */
async function medianRound(
  bareRun: () => Promise<Figures>,
  pathRun: (bareRps: number) => Promise<Figures>,
): Promise<Round & { rounds: Round[]; ratios: number[] }> {
  const rounds: Round[] = [];
  for (let index = 0; index < ROUNDS; index += 1) {
    const bare = await bareRun();
    rounds.push({ bare, path: await pathRun(bare.rps) });
  }
  const ratio = (round: Round) => round.path.rps / round.bare.rps;
  const sorted = [...rounds].sort((a, b) => ratio(a) - ratio(b));
  const median = sorted[Math.floor(sorted.length / 2)] as Round;
  return { ...median, rounds, ratios: sorted.map(ratio) };
}

const line = (name: string, figures: Figures, bare: Figures, ratios: number[] = []) =>
  [
    name.padEnd(30),
    figures.rps.toFixed(0).padStart(8),
    `${figures.p99.toFixed(1)} ms`.padStart(10),
    (figures.rps / bare.rps).toFixed(2).padStart(7),
    ratios.length > 1 ? `  (rounds ${ratios.map((value) => value.toFixed(2)).join(", ")})` : "",
    figures.cpu
      ? `  CPU µs/request: server ${figures.cpu.server.toFixed(0)} (main thread ${figures.cpu.main.toFixed(0)}, busiest other ${figures.cpu.busiestOther.toFixed(0)}), generator ${figures.cpu.generator.toFixed(0)}, rest ${figures.cpu.rest.toFixed(0)}`
      : "",
    figures.unexpected ? `  (${figures.unexpected} other answers)` : "",
  ]
    .join(" ")
    .trimEnd();

/** What the accepted run left in the app's database: requests and queued mails. */
async function countStored(env: Record<string, string>) {
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR,
  });
  try {
    const [requests] = await database.db.select({ n: count() }).from(courierRequests);
    const [mails] = await database.db.select({ n: count() }).from(outboxEmails);
    return { requests: requests?.n ?? 0, mails: mails?.n ?? 0 };
  } finally {
    await database.close();
  }
}

async function measure(target: Target): Promise<string[]> {
  const appEnv = await target.env("app");
  const app = start(["server/main.ts"], {
    ...appEnv,
    PORT: String(SERVER_PORT),
    TRUST_PROXY: "true",
    ALTCHA_HMAC_KEY: HMAC_KEY,
  });
  const bare = start(["scripts/bench/bare-insert-server.ts"], {
    ...(await target.env("bare")),
    PORT: String(BARE_PORT),
  });
  const rows: string[] = [];
  let acceptedCount = 0;
  try {
    await waitForUp(`http://127.0.0.1:${SERVER_PORT}/readyz`);
    await waitForUp(`http://127.0.0.1:${BARE_PORT}/readyz`);
    const courier = { url: `http://127.0.0.1:${SERVER_PORT}/api/boten-service`, pid: app.pid ?? 0 };
    const fixed = JSON.stringify({ ...validCourierRequest, "g-recaptcha-response": "-" });
    const invalid = JSON.stringify({ ...validCourierRequest, email: "not-an-address" });

    const bareRun = () =>
      run({ url: `http://127.0.0.1:${BARE_PORT}/bare`, pid: bare.pid ?? 0 }, 201, () => fixed);
    // Warm-up of both; then each path right after its own bare run, so that a change in
    // the machine's load between runs skews a ratio as little as possible, in ROUNDS
    // rounds, of which the one with the median ratio is shown.
    await bareRun();
    await run(courier, 422, () => invalid);
    const refused = await medianRound(bareRun, () => run(courier, 422, () => invalid));
    const accepted = await medianRound(bareRun, async (bareRps) => {
      // Bodies made beforehand, so the client's own work is the same as for the bare
      // route; enough for the accepted path to be as fast as the invalid one.
      const fastest = Math.max(bareRps, refused.path.rps);
      const answers = await solvedAltchaAnswers(HMAC_KEY, Math.ceil(fastest * SECONDS * 1.2) + 200);
      const bodies = answers.map((answer) =>
        JSON.stringify({ ...validCourierRequest, "g-recaptcha-response": answer }),
      );
      return run(courier, 201, () => bodies.pop() ?? fixed);
    });
    rows.push(
      line("bare Fastify: one INSERT", refused.bare, refused.bare),
      line("422 invalid body", refused.path, refused.bare, refused.ratios),
      line("bare Fastify: one INSERT", accepted.bare, accepted.bare),
      line("201 accepted", accepted.path, accepted.bare, accepted.ratios),
    );
    acceptedCount = accepted.rounds.reduce((sum, round) => sum + round.path.expected, 0);
  } finally {
    await Promise.all([stop(app), stop(bare)]);
  }
  const stored = await countStored(appEnv);
  const mailsPerRequest = stored.mails / Math.max(1, stored.requests);
  rows.push(
    `  stored: ${stored.requests} requests for ${acceptedCount} answers 201, ${stored.mails} outbox mails (${mailsPerRequest.toFixed(2)} per request)`,
  );
  return rows;
}

const postgresUrl = args.postgres ?? process.env.TEST_DATABASE_URL;
const targets = [pgliteTarget(), ...(postgresUrl ? [postgresTarget(postgresUrl)] : [])];
const report: string[] = [];
for (const target of targets) {
  try {
    const rows = await measure(target);
    report.push(`\n${target.name}`, ...rows);
  } finally {
    await target.cleanUp();
  }
}
console.log(
  `\nPOST /api/boten-service, ${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} rounds, loopback, ${process.version}`,
);
console.log(`${"".padEnd(30)} ${"req/s".padStart(8)} ${"p99".padStart(10)} ${"ratio".padStart(7)}`);
for (const row of report) console.log(row);
console.log(
  `\nratio = req/s beside the bare INSERT route run just before; median of ${ROUNDS} rounds; target >= 0.9`,
);
console.log(
  `load average at the end: ${loadavg()
    .map((value) => value.toFixed(1))
    .join(" ")}`,
);
