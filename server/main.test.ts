import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServerProcess } from "./testing/server-process";

/** How long a process from the sources may take to answer /readyz (as in draining.test.ts). */
const START_TIMEOUT_MS = 110_000;

describe("server process", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "apostaff-main-"));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("refuses to start with a wrong setting and names it", async () => {
    const server = await startServerProcess({ PORT: "not-a-port", DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("Invalid configuration");
    expect(server.output()).toContain("PORT");
  }, 60_000);

  it("refuses to start in production without PUBLIC_URL, and says why (issue 33 item 5)", async () => {
    const server = await startServerProcess({
      NODE_ENV: "production",
      PUBLIC_URL: "",
      DATA_DIR: dataDir,
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("PUBLIC_URL is not set");
  }, 60_000);

  it(
    "migrates the embedded database, serves, and shuts down cleanly on SIGTERM",
    async () => {
      const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: "info" });
      // Under a machine's load, tsx and the first migrations take over a minute (open-work.md).
      await server.ready(START_TIMEOUT_MS).catch(async (error: unknown) => {
        server.child.kill("SIGKILL");
        await server.exited;
        throw error;
      });
      expect(await server.stop()).toBe(0);
      expect(server.output()).toContain("shutting down");
    },
    START_TIMEOUT_MS + 30_000,
  );

  it(
    "refuses a second server on the same embedded database, and starts again after a crash",
    async () => {
      const first = await startServerProcess({ DATA_DIR: dataDir });
      await first.ready(START_TIMEOUT_MS);
      const second = await startServerProcess({ DATA_DIR: dataDir });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`is in use by process ${first.child.pid}`);
      // Killed without a chance to clean up: its lock stays, and the next start takes it over.
      first.child.kill("SIGKILL");
      await first.exited;
      const next = await startServerProcess({ DATA_DIR: dataDir });
      await next.ready(START_TIMEOUT_MS);
      expect(await next.stop()).toBe(0);
    },
    2 * START_TIMEOUT_MS + 30_000,
  );
});
