import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const runChildModule = fileURLToPath(new URL("./run-child.mjs", import.meta.url));

/**
 * Runs `childCode` under runChild in a process of its own; answers how that process ended.
 * The signal goes out once the child has printed "ready" (its handlers are in place then):
 * a fixed delay lost the race on a loaded machine.
 */
function superviseChild(
  childCode: string,
  signalToParent?: NodeJS.Signals,
): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  const parentCode = `import { runChild } from ${JSON.stringify(runChildModule)};
runChild(process.execPath, ["-e", ${JSON.stringify(childCode)}]);`;
  return new Promise((resolve) => {
    const parent = spawn(process.execPath, ["--input-type=module", "-e", parentCode], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let printed = "";
    parent.stdout.on("data", (chunk: Buffer) => {
      printed += chunk.toString();
      if (signalToParent && printed.includes("ready")) parent.kill(signalToParent);
    });
    parent.on("exit", (code, signal) => resolve({ code, signal }));
  });
}

describe("npm start's child supervision", () => {
  it("fails when the server is killed, so a supervisor restarts it", async () => {
    const ended = await superviseChild("process.kill(process.pid, 'SIGKILL')");
    expect(ended.code).not.toBe(0);
    expect(ended.signal === "SIGKILL" || (ended.code ?? 0) > 0).toBe(true);
  });

  it("passes the server's own exit code on", async () => {
    expect(await superviseChild("process.exit(3)")).toEqual({ code: 3, signal: null });
  });

  it("ends with 0 when a stop signal lets the server shut down cleanly", async () => {
    const ended = await superviseChild(
      "process.on('SIGTERM', () => process.exit(0)); console.log('ready'); setInterval(() => {}, 1000)",
      "SIGTERM",
    );
    expect(ended).toEqual({ code: 0, signal: null });
  });
});
