import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { loggerOptions } from "./logging";

const run = promisify(execFile);

/** A Fastify logger with `loggerOptions`, as if standard output were a terminal. */
const TERMINAL_LOG = `
import Fastify from "fastify";
import { loggerOptions } from "./server/http/logging.ts";
const app = Fastify({ logger: loggerOptions("info", undefined, true) });
app.log.info({ email: "erika@example.org", job: "farewell-mails" }, "job finished");
await app.close();
`;

describe("log format (issue 33 item 7)", () => {
  it("writes JSON lines unless standard output is a terminal", () => {
    expect(loggerOptions("info", undefined, false)).not.toHaveProperty("transport");
    expect(loggerOptions("warn", undefined, true)).toMatchObject({
      level: "warn",
      transport: { target: "pino-pretty" },
    });
  });

  it("is readable in a terminal, and still redacted", async () => {
    const { stdout } = await run(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "-e", TERMINAL_LOG],
      { timeout: 30_000 },
    );
    expect(stdout).toMatch(/INFO.*job finished/);
    expect(stdout).not.toMatch(/^\{/m);
    expect(stdout).toContain("[redacted]");
    expect(stdout).not.toContain("erika@example.org");
  }, 40_000);
});
