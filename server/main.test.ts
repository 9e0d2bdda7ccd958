import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/** Starts server/main.ts as a real process, the way `npm start` runs the built one. */
function startServer(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { ...process.env, HOST: "127.0.0.1", LOG_LEVEL: "info", SMTP_URL: "", ...env },
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  return { child, output: () => output };
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

describe("server process", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "apostaff-main-"));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("refuses to start with a wrong setting and names it", async () => {
    const { child, output } = startServer({ PORT: "not-a-port", DATA_DIR: dataDir });
    expect(await exitOf(child)).toBe(1);
    expect(output()).toContain("Invalid configuration");
    expect(output()).toContain("PORT");
  });

  it("migrates the embedded database, serves, and shuts down cleanly on SIGTERM", async () => {
    const port = 3960 + Math.floor(Math.random() * 30);
    const { child, output } = startServer({ PORT: String(port), DATA_DIR: dataDir });
    const exited = exitOf(child);
    let ready = false;
    for (let attempt = 0; attempt < 100 && !ready; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      ready = await fetch(`http://127.0.0.1:${port}/readyz`)
        .then((response) => response.ok)
        .catch(() => false);
    }
    expect(ready).toBe(true);
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(output()).toContain("shutting down");
  }, 30_000);
});
