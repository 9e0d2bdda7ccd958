import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { build, LOCK_FILE } from "./build.mjs";
import { buildFingerprint, builtFingerprint, STAMP_FILE } from "./build-fingerprint.mjs";

const buildModule = fileURLToPath(new URL("./build.mjs", import.meta.url));

/** A build step that notes its process in `steps.log` and takes `ms` to finish. */
const noteStep = (ms: number): [string, string[]] => [
  process.execPath,
  [
    "-e",
    `require("node:fs").appendFileSync("steps.log", process.ppid + "\\n");
     require("node:fs").mkdirSync("build", { recursive: true });
     setTimeout(() => {}, ${ms});`,
  ],
];

/** Runs `build({ ifChanged: true })` below `root` in a process of its own, like `npm start`. */
function startInOwnProcess(root: string, steps: [string, string[]][]) {
  const code = `import { build } from ${JSON.stringify(buildModule)};
await build({ root: ${JSON.stringify(root)}, ifChanged: true, steps: ${JSON.stringify(steps)} });`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", code], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on("exit", (exitCode) => resolve({ code: exitCode, output })),
  );
}

describe("build fingerprint", () => {
  it("counts the build mode, so a development build is never taken for production", () => {
    const root = path.dirname(buildModule);
    const production = buildFingerprint({ root, env: { NODE_ENV: "production" } });
    expect(buildFingerprint({ root, env: { NODE_ENV: "development" } })).not.toBe(production);
    // Unset is production, as for the server (server/config.ts).
    expect(buildFingerprint({ root, env: {} })).toBe(production);
  });
});

describe("build", () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), "apostaff-build-"));
    mkdirSync(path.join(root, "web"));
    writeFileSync(path.join(root, "web", "page.tsx"), "export {};\n");
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const stepRuns = () =>
    existsSync(path.join(root, "steps.log"))
      ? readFileSync(path.join(root, "steps.log"), "utf8").trim().split("\n")
      : [];

  it("writes the fingerprint of the sources as they were when it began", async () => {
    const before = buildFingerprint({ root, env: {} });
    const changeDuringBuild: [string, string[]] = [
      process.execPath,
      ["-e", `require("node:fs").writeFileSync("web/page.tsx", "export const x = 1;\\n")`],
    ];
    expect(await build({ root, env: {}, steps: [changeDuringBuild], log: () => {} })).toBe("built");
    expect(readFileSync(path.join(root, STAMP_FILE), "utf8")).toBe(before);
    // The change made during the build is not in it: the next start builds again.
    expect(await build({ root, env: {}, ifChanged: true, steps: [], log: () => {} })).toBe("built");
    expect(builtFingerprint(root)).toBe(buildFingerprint({ root, env: {} }));
    expect(await build({ root, env: {}, ifChanged: true, steps: [], log: () => {} })).toBe(
      "current",
    );
    // `npm run build` builds whatever the fingerprint says.
    expect(await build({ root, env: {}, steps: [], log: () => {} })).toBe("built");
    // Another mode is another build.
    expect(
      await build({
        root,
        env: { NODE_ENV: "development" },
        ifChanged: true,
        steps: [],
        log: () => {},
      }),
    ).toBe("built");
  });

  it("is what `npm run build` runs", () => {
    const manifest = JSON.parse(
      readFileSync(path.join(path.dirname(buildModule), "..", "package.json"), "utf8"),
    );
    expect(manifest.scripts.build).toBe("node scripts/build.mjs");
  });

  it("keeps no fingerprint when a step fails, so the next start builds again", async () => {
    await build({ root, env: {}, steps: [], log: () => {} });
    const failing: [string, string[]] = [process.execPath, ["-e", "process.exit(2)"]];
    await expect(build({ root, env: {}, steps: [failing], log: () => {} })).rejects.toThrow(
      /build step failed/,
    );
    expect(existsSync(path.join(root, STAMP_FILE))).toBe(false);
    expect(existsSync(path.join(root, LOCK_FILE))).toBe(false);
  });

  it("builds once when two starts build at once: the second waits for the first", async () => {
    const steps = [noteStep(1500)];
    const [first, second] = await Promise.all([
      startInOwnProcess(root, steps),
      startInOwnProcess(root, steps),
    ]);
    expect(first.code).toBe(0);
    expect(second.code).toBe(0);
    expect(stepRuns()).toHaveLength(1);
    expect(`${first.output}${second.output}`).toMatch(/Waiting for the build of process \d+/);
    expect(builtFingerprint(root)).toBe(buildFingerprint({ root }));
    expect(existsSync(path.join(root, LOCK_FILE))).toBe(false);
  }, 30_000);

  it("takes over the lock of a build that died", async () => {
    mkdirSync(path.dirname(path.join(root, LOCK_FILE)), { recursive: true });
    // A process id that cannot be running (above Linux's pid_max).
    writeFileSync(path.join(root, LOCK_FILE), "99999999\n");
    expect(await build({ root, env: {}, steps: [noteStep(0)], log: () => {} })).toBe("built");
    expect(stepRuns()).toHaveLength(1);
  });
});
