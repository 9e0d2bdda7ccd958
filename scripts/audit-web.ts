/**
 * `npm run audit:web`: Lighthouse (mobile settings) on the built site. Builds nothing:
 * run `npm run build` first. Starts build/server/main.mjs on a free port with a
 * temporary data folder, audits the entry pages (`/`, `/services`, both registrations,
 * both service forms), prints the figures and exits non-zero when a page misses a
 * budget (scripts/audit-web-report.ts: performance 100, LCP < 1.2 s, CLS 0,
 * accessibility and SEO 100). `-- --runs 3` audits every page three times in a row;
 * each run must pass. Chromium: CHROMIUM_PATH, else /usr/bin/chromium; it never needs
 * the internet.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { builtPublicUrl } from "../server/http/site-manifest";
import {
  checkBudgets,
  formatTable,
  type LighthouseResultLike,
  type PageFigures,
  pageFigures,
} from "./audit-web-report";

const SERVER_ENTRY = "build/server/main.mjs";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** The entry pages whose budgets issue 14 sets. */
const AUDITED_PAGES = [
  "/",
  "/services",
  "/apothekeninhaber",
  "/vertretungsapotheker",
  "/services/boten-service",
  "/services/reinigung-service",
];

function runsFromArguments(): number {
  const index = process.argv.indexOf("--runs");
  const runs = index === -1 ? 1 : Number(process.argv[index + 1]);
  if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs needs a whole number >= 1");
  return runs;
}

/** The machine's load: Lighthouse's simulated CPU times grow with it. */
function loadAverage(): string {
  return loadavg()
    .map((value) => value.toFixed(1))
    .join(" / ");
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

async function waitUntilReady(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode})`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the server did not become ready within 60 s");
}

/** Attempts per page: Lighthouse's own trace sometimes misses (NO_NAVSTART, NO_FCP). */
const ATTEMPTS = 3;

/** One page's Lighthouse result; a failed trace is taken again, a missed budget is not. */
async function auditPage(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result;
    if (attempt === ATTEMPTS) throw new Error(`${url}: ${error.message}`);
    console.warn(`  trace failed (${error.code}), auditing again`);
  }
}

async function main(): Promise<number> {
  if (!existsSync(SERVER_ENTRY)) {
    console.error(`No build found (${SERVER_ENTRY}). Run "npm run build" first.`);
    return 1;
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), "apostaff-audit-"));
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: builtPublicUrl(),
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await waitUntilReady(baseUrl, server);
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      chromeFlags: CHROME_FLAGS,
    });
    const runs = runsFromArguments();
    let failed = 0;
    for (let run = 1; run <= runs; run++) {
      const figures: PageFigures[] = [];
      for (const page of AUDITED_PAGES) {
        console.log(`Lighthouse (mobile), run ${run} of ${runs}: ${page} …`);
        const result = await auditPage(`${baseUrl}${page}`, chrome.port);
        // AUDIT_REPORT_DIR=folder keeps each page's full Lighthouse report for a closer look.
        const reportDir = process.env.AUDIT_REPORT_DIR;
        if (reportDir) {
          const name = page === "/" ? "-home" : page.replace(/\//g, "-");
          await writeFile(`${reportDir}/lighthouse${name}-${run}.json`, JSON.stringify(result.lhr));
        }
        figures.push(pageFigures(page, result.lhr as unknown as LighthouseResultLike));
      }
      console.log(`\n${formatTable(figures)}\n`);
      for (const page of figures) {
        for (const audit of page.failedAudits) console.log(`  ${page.path} ${audit}`);
      }
      const { failures, warnings } = checkBudgets(figures);
      for (const warning of warnings) console.warn(`target missed: ${warning}`);
      for (const failure of failures) console.error(`FAILED: ${failure}`);
      if (failures.length > 0) failed++;
    }
    console.log(
      failed === 0
        ? `Every budget met on every audited page in ${runs} run(s) (load average ${loadAverage()}).`
        : `Budgets missed in ${failed} of ${runs} run(s) (load average ${loadAverage()}).`,
    );
    return failed === 0 ? 0 : 1;
  } finally {
    chrome?.kill();
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  return 1;
});
