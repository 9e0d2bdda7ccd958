/**
 * Screenshots of /admin/kennzahlen for docs/product.md: the built server (run
 * `npm run build` first) on a fresh embedded database holding the small agency of
 * server/testing/figures-seed.ts, the year 2025 at 375 and 1280 px, written to
 * docs/screenshots/. `PORT` (default 3950) and `CHROMIUM_PATH` as elsewhere; only
 * loopback traffic.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { logIn } from "../e2e/support/accounts";
import { openDatabase } from "../server/db/client";
import { applyMigrations } from "../server/db/migrate";
import { seedFiguresAgency } from "../server/testing/figures-seed";

const port = Number(process.env.PORT ?? 3950);
const baseUrl = `http://127.0.0.1:${port}`;
const admin = { email: "kennzahlen@apostaff.example", password: "Kennzahlen-2026" };

async function waitUntilReady(server: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (${server.exitCode})`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error("the server did not become ready");
}

const dataDir = await mkdtemp(path.join(tmpdir(), "figures-shots-"));
const database = await openDatabase({ dataDir });
await applyMigrations(database);
await seedFiguresAgency(database.db);
await database.close();

const server = spawn("node", ["build/server/main.mjs"], {
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  },
});
try {
  await waitUntilReady(server);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
  for (const width of [375, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, locale: "de-DE" });
    await page.goto(`${baseUrl}/login`);
    await logIn(page, admin.email, admin.password);
    await page.waitForURL(/\/admin$/);
    await page.goto(`${baseUrl}/admin/kennzahlen?period=year&from=2025-01-01`);
    await page.getByRole("heading", { name: "Auf einen Blick" }).waitFor();
    // Every chart drawn (Observable Plot loads after the figures).
    await page.waitForFunction(() => document.querySelectorAll('[role="img"] svg').length === 9);
    const file = `docs/screenshots/kennzahlen-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(`written: ${file}`);
    await page.close();
  }
  await browser.close();
} finally {
  server.kill();
  await new Promise((resolve) => server.once("exit", resolve));
  await rm(dataDir, { recursive: true, force: true });
}
