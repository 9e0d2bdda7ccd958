/**
 * `npm run audit:web`: Lighthouse (mobile settings) on the built site. Builds nothing:
 * run `npm run build` first. Starts build/server/main.mjs on a free port with a
 * temporary data folder, audits `/`, `/services` and the registration pages when they
 * exist, prints the figures and exits non-zero when accessibility or SEO is below 100.
 * Chromium: CHROMIUM_PATH, else /usr/bin/chromium; it never needs the internet.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { prerenderedPaths } from "../web/route-manifest";
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

/** `/` and `/services`, and the two registration pages once they are built. */
function pagesToAudit(): string[] {
  const built = new Set(prerenderedPaths.map((page) => page.toLowerCase()));
  return ["/", "/services", "/apothekeninhaber", "/vertretungsapotheker"].filter(
    (page) => page === "/" || page === "/services" || built.has(page),
  );
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
    const figures: PageFigures[] = [];
    for (const page of pagesToAudit()) {
      console.log(`Lighthouse (mobile): ${page} …`);
      const result = await lighthouse(`${baseUrl}${page}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      if (!result) throw new Error(`Lighthouse returned no result for ${page}`);
      if (result.lhr.runtimeError) throw new Error(`${page}: ${result.lhr.runtimeError.message}`);
      // AUDIT_REPORT_DIR=folder keeps each page's full Lighthouse report for a closer look.
      const reportDir = process.env.AUDIT_REPORT_DIR;
      if (reportDir) {
        const file = `${reportDir}/lighthouse${page === "/" ? "-home" : page.replace(/\//g, "-")}.json`;
        await writeFile(file, JSON.stringify(result.lhr));
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
    if (failures.length === 0) console.log("Accessibility and SEO are 100 on every audited page.");
    return failures.length === 0 ? 0 : 1;
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
