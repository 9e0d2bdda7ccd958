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
import { builtPublicUrl } from "../../server/http/site-manifest";
import { solvedAltchaAnswers } from "../../server/testing/altcha-answers";
import { freePort } from "../../server/testing/server-process";
import { validCourierRequest } from "../../server/testing/service-request-fixtures";
import { commandCpuSeconds, idleCpuSeconds, processCpuSeconds } from "./cpu-time";

const COUNTS = [1, 2, 3];
/**
 * A multiple of every process count, so each process gets the same share. Enough to
 * measure capacity, not latency: with 24 one process spent a quarter of its time waiting
 * for its commits, so a second process only shortened the wait (decision 26).
 */
const CONNECTIONS = Number(process.env.BENCH_SCALING_CONNECTIONS ?? 96);
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
  cpu: CpuSplit | undefined;
}

/** Where the machine's CPU went during the measured load (Linux only). */
interface CpuSplit {
  /** CPU milliseconds per accepted request: the servers together, PostgreSQL, load generator. */
  servers: number;
  postgres: number;
  generator: number;
  /** Cores idle on average. */
  idleCores: number;
  /** Cores busy on average, whoever used them (kernel work included). */
  busyCores: number;
}

interface CpuReading {
  servers: (number | undefined)[];
  postgres: number | undefined;
  generator: number;
  idle: number | undefined;
  at: number;
}

function readCpu(children: ChildProcess[]): CpuReading {
  const { user, system } = process.cpuUsage(); // the load generator runs in this process
  return {
    servers: children.map((child) => (child.pid ? processCpuSeconds(child.pid) : undefined)),
    postgres: commandCpuSeconds("postgres"),
    generator: (user + system) / 1e6,
    idle: idleCpuSeconds(),
    at: performance.now() / 1000,
  };
}

function cpuSplit(before: CpuReading, after: CpuReading, accepted: number): CpuSplit | undefined {
  let servers = 0;
  for (const [index, seconds] of after.servers.entries()) {
    const start = before.servers[index];
    if (seconds === undefined || start === undefined) return undefined;
    servers += seconds - start;
  }
  if (after.postgres === undefined || before.postgres === undefined) return undefined;
  if (after.idle === undefined || before.idle === undefined || accepted === 0) return undefined;
  const perRequest = (seconds: number) => (seconds * 1000) / accepted;
  const elapsed = after.at - before.at;
  const idleCores = (after.idle - before.idle) / elapsed;
  return {
    servers: perRequest(servers),
    postgres: perRequest(after.postgres - before.postgres),
    generator: perRequest(after.generator - before.generator),
    idleCores,
    busyCores: cpus().length - idleCores,
  };
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
            PUBLIC_URL: builtPublicUrl(),
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
    const before = readCpu(children);
    const result = await load(SECONDS);
    const after = readCpu(children);
    const counts = result.statusCodeStats as Record<string, { count: number } | undefined>;
    const accepted = counts["201"]?.count ?? 0;
    return {
      processes,
      rps: accepted / SECONDS,
      p99: result.latency.p99,
      accepted,
      other: result.requests.total - accepted + result.errors,
      cpu: cpuSplit(before, after, accepted),
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
  const answers = await solvedAltchaAnswers(HMAC_KEY, Number(process.env.BENCH_ANSWERS ?? 100_000));
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
  const one = results[0];
  const cores = cpus().length;
  const cpuAccount = (cpu: CpuSplit | undefined) =>
    cpu
      ? `  CPU ms/request: servers ${cpu.servers.toFixed(3)}, PostgreSQL ${cpu.postgres.toFixed(3)}, generator ${cpu.generator.toFixed(3)}; ${cpu.idleCores.toFixed(2)} of ${cores} cores idle`
      : "";
  return [
    `\nAccepted courier requests (201) on PostgreSQL, ${CONNECTIONS} connections spread over the processes, ${SECONDS} s per run, median of ${ROUNDS} interleaved rounds`,
    `${"processes".padEnd(12)} ${"req/s".padStart(8)} ${"p99".padStart(10)} ${"vs one".padStart(8)}`,
    ...results.map((figures) =>
      [
        String(figures.processes).padEnd(12),
        figures.rps.toFixed(0).padStart(8),
        `${figures.p99.toFixed(1)} ms`.padStart(10),
        (figures.rps / (one?.rps || 1)).toFixed(2).padStart(8),
        `  (runs: ${rounds[figures.processes - 1]?.map((run) => run.rps.toFixed(0)).join(", ")} req/s)`,
        figures.other ? `  (${figures.other} other answers)` : "",
        cpuAccount(figures.cpu),
      ]
        .join(" ")
        .trimEnd(),
    ),
    `Targets: two processes >= 1.30x one, p99 < 50 ms. ${cores} cores; load average ${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after.`,
    ...ceilingLine(one?.cpu, cores),
  ];
}

/**
 * What the machine allows at all: one process already keeps `busyCores` busy (itself,
 * PostgreSQL, the generator, the kernel); at the same CPU per request, no number of
 * processes gets more than the cores it leaves idle.
 */
function ceilingLine(cpu: CpuSplit | undefined, cores: number): string[] {
  if (!cpu) return [];
  return [
    `One process keeps ${cpu.busyCores.toFixed(2)} of ${cores} cores busy; at its CPU per request any number of processes can reach at most ${cores}/${cpu.busyCores.toFixed(2)} = ${(cores / cpu.busyCores).toFixed(2)}x one on this machine.`,
  ];
}
