import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServerProcess } from "./testing/server-process";

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

  it("migrates the embedded database, serves, and shuts down cleanly on SIGTERM", async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: "info" });
    await server.ready();
    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain("shutting down");
  }, 90_000);
});
