/**
 * `npm run bench`: throughput and tail latency of the built server on this machine, each
 * beside a bare node:http server sending the same bytes in the same run, so the ratio is
 * the figure that travels between machines. Loopback only, bounded in time.
 *
 * Targets (issue 2): page serving at least 0.5 of the bare server; p99 under 20 ms at 32
 * connections. Issue 12: one invoice issued and rendered in under 200 ms (p95). Issue 29:
 * the console and account endpoints on the seeded large agency (scripts/bench/large-agency.ts).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { builtPublicUrl } from "../server/http/site-manifest";
import { invoiceIssueReport } from "./bench/invoice-issue";
import { largeAgencyReport } from "./bench/large-agency";
import { processScalingReport } from "./bench/process-scaling";
import { urgentCoverReport } from "./bench/urgent-cover";

const CONNECTIONS = 32;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const SERVER_PORT = 3900;
const BARE_PORT = 3901;

interface Figures {
  requestsPerSecond: number;
  p99: number;
  errors: number;
}

async function waitForUp(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

async function load(url: string, headers: Record<string, string>): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers,
  });
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The response exactly as the real server sends it, for the bare server to repeat. */
async function capture(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  return { body, contentType: response.headers.get("content-type") ?? "text/plain" };
}

function startBareServer(body: Buffer, contentType: string, encoding: string | null): ChildProcess {
  // A separate process, like the real server, so both compete for the CPU alike.
  const source = `
    const http = require("node:http");
    const body = Buffer.from(process.env.BODY, "base64");
    const headers = { "content-type": process.env.CONTENT_TYPE, "content-length": body.length };
    if (process.env.ENCODING) headers["content-encoding"] = process.env.ENCODING;
    http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); }).listen(${BARE_PORT}, "127.0.0.1");
  `;
  return spawn(process.execPath, ["-e", source], {
    stdio: "ignore",
    env: { BODY: body.toString("base64"), CONTENT_TYPE: contentType, ENCODING: encoding ?? "" },
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

function row(name: string, ours: Figures, bare: Figures): string {
  const ratio = ours.requestsPerSecond / bare.requestsPerSecond;
  return [
    name.padEnd(24),
    ours.requestsPerSecond.toFixed(0).padStart(9),
    `${ours.p99.toFixed(1)} ms`.padStart(10),
    bare.requestsPerSecond.toFixed(0).padStart(9),
    `${bare.p99.toFixed(1)} ms`.padStart(10),
    ratio.toFixed(2).padStart(7),
    ours.errors ? `  (${ours.errors} errors)` : "",
  ].join(" ");
}

async function main() {
  if (!existsSync("build/server/main.mjs")) {
    console.error('No build found: run "npm run build" first.');
    process.exit(1);
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), "apostaff-bench-"));
  const server = spawn(process.execPath, ["build/server/main.mjs"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(SERVER_PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: builtPublicUrl(),
      LOG_LEVEL: "warn",
      SMTP_URL: "",
    },
  });
  const base = `http://127.0.0.1:${SERVER_PORT}`;
  const rows: string[] = [];
  try {
    await waitForUp(`${base}/readyz`);
    const cases: {
      name: string;
      path: string;
      headers: Record<string, string>;
      encoding: string | null;
    }[] = [
      {
        name: "page / (brotli)",
        path: "/",
        headers: { "accept-encoding": "gzip, deflate, br" },
        encoding: "br",
      },
      { name: "/readyz (database)", path: "/readyz", headers: {}, encoding: null },
    ];
    for (const benchCase of cases) {
      const url = `${base}${benchCase.path}`;
      const sample = await capture(url, benchCase.headers);
      const bare = startBareServer(sample.body, sample.contentType, benchCase.encoding);
      try {
        await waitForUp(`http://127.0.0.1:${BARE_PORT}/`);
        await load(url, benchCase.headers); // warm-up
        const ours = await load(url, benchCase.headers);
        const bareFigures = await load(
          `http://127.0.0.1:${BARE_PORT}${benchCase.path}`,
          benchCase.headers,
        );
        rows.push(row(benchCase.name, ours, bareFigures));
      } finally {
        await stop(bare);
      }
    }
  } finally {
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_SECONDS} s per run, loopback, ${process.version}\n`,
  );
  console.log(
    `${"case".padEnd(24)} ${"req/s".padStart(9)} ${"p99".padStart(10)} ${"bare req/s".padStart(9)} ${"bare p99".padStart(10)} ${"ratio".padStart(7)}`,
  );
  for (const line of rows) console.log(line);
  console.log("\nTargets: ratio >= 0.5 for the page, p99 < 20 ms.");

  // Issuing one invoice (docs/decisions/0020-invoices.md).
  for (const line of await invoiceIssueReport()) console.log(line);

  // Every console and account endpoint on the seeded large agency (issue 29).
  for (const line of await largeAgencyReport()) console.log(line);

  // Several processes on one PostgreSQL (docs/decisions/0026-process-scaling-bench.md).
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (postgresUrl) for (const line of await processScalingReport(postgresUrl)) console.log(line);
  // Publish to the last offer sent for 5,000 staff (docs/decisions/0056-urgent-cover-offers.md).
  if (postgresUrl) for (const line of await urgentCoverReport(postgresUrl)) console.log(line);
  else
    console.log(
      "\nProcesses on PostgreSQL: skipped (set TEST_DATABASE_URL or BENCH_DATABASE_URL).",
    );
}

await main();
// The memory soak (10 minutes per database) ends the benchmark: RSS at 1, 5 and 10 min.
if (process.env.BENCH_SOAK !== "0") {
  const { spawnSync } = await import("node:child_process");
  spawnSync(process.execPath, ["--import", "tsx", "scripts/bench-soak.ts"], { stdio: "inherit" });
}
