// `npm test`: every check the project has, in the order that fails fastest: types,
// lint and the production build side by side (the type check uses one core), the unit
// and API tests, then the browser tests.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} (${seconds} s)`);
}

/**
 * Runs the steps side by side, each one's output shown whole when it ends; exits when
 * one failed, after all have ended.
 */
async function runTogether(steps) {
  const started = Date.now();
  console.log(`\n▶ ${steps.map((step) => step.label).join(", ")} (side by side)`);
  const results = await Promise.all(
    steps.map(
      ({ label, command, args }) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { env: process.env });
          let output = "";
          child.stdout.on("data", (chunk) => (output += chunk));
          child.stderr.on("data", (chunk) => (output += chunk));
          child.on("close", (code) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            process.stdout.write(output);
            if (code === 0) console.log(`✔ ${label} (${seconds} s)`);
            else console.error(`✖ ${label} failed after ${seconds} s`);
            resolve(code ?? 1);
          });
        }),
    ),
  );
  const failed = results.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
}

/** The system Chromium: CHROMIUM_PATH, else /usr/bin/chromium, installed if we may. */
function findChromium() {
  const candidate = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  if (existsSync(candidate)) return candidate;
  if (process.getuid?.() === 0) {
    console.log("Chromium not found: installing Debian's chromium with apt-get …");
    run("apt-get update", "apt-get", ["update", "-qq"]);
    run("apt-get install chromium", "apt-get", ["install", "-y", "-qq", "chromium"], {
      DEBIAN_FRONTEND: "noninteractive",
    });
    if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  }
  console.error(
    `Chromium was not found at ${candidate}. Install it (Debian: "sudo apt-get install chromium") ` +
      "or set CHROMIUM_PATH to its executable, then run npm test again.",
  );
  process.exit(1);
}

/**
 * xmllint (libxml2-utils) and poppler-utils for the invoice tests (the official CII schema,
 * the PDF rendered); installed with apt-get when missing and running as root.
 */
function ensureInvoiceTools() {
  const missing = ["xmllint", "pdftoppm"].some(
    (tool) => spawnSync("sh", ["-c", `command -v ${tool}`]).status !== 0,
  );
  if (!missing) return;
  if (process.getuid?.() !== 0) {
    console.error(
      'xmllint or pdftoppm is missing: install them (Debian: "sudo apt-get install libxml2-utils poppler-utils") and run npm test again.',
    );
    process.exit(1);
  }
  run("apt-get update", "apt-get", ["update", "-qq"]);
  run(
    "apt-get install libxml2-utils poppler-utils",
    "apt-get",
    ["install", "-y", "-qq", "libxml2-utils", "poppler-utils"],
    {
      DEBIAN_FRONTEND: "noninteractive",
    },
  );
}

/**
 * Debian's nginx for the rolling-deploy test (server/rolling-deploy.test.ts, which runs
 * the guide's nginx config); installed with apt-get when missing and running as root,
 * otherwise that test is skipped.
 */
function ensureNginx() {
  if (existsSync("/usr/sbin/nginx") || existsSync("/usr/bin/nginx")) return;
  if (process.getuid?.() !== 0) {
    console.log(
      'nginx is missing: the rolling-deploy test is skipped ("sudo apt-get install nginx-light").',
    );
    return;
  }
  run("apt-get update", "apt-get", ["update", "-qq"]);
  run("apt-get install nginx-light", "apt-get", ["install", "-y", "-qq", "nginx-light"], {
    DEBIAN_FRONTEND: "noninteractive",
  });
}

/**
 * libfaketime (Debian: faketime) for the browser story that needs days to pass
 * (e2e/support/clock-server.ts); installed with apt-get when missing and running as root.
 */
function ensureFaketime() {
  if (spawnSync("sh", ["-c", "command -v faketime"]).status === 0) return;
  if (process.getuid?.() !== 0) {
    console.error(
      'faketime is missing: install it (Debian: "sudo apt-get install faketime") and run npm test again.',
    );
    process.exit(1);
  }
  run("apt-get update", "apt-get", ["update", "-qq"]);
  run("apt-get install faketime", "apt-get", ["install", "-y", "-qq", "faketime"], {
    DEBIAN_FRONTEND: "noninteractive",
  });
}

/**
 * Debian's chromium-headless-shell: the browser tests run in it where it is installed
 * (about a fifth less CPU; docs/decisions/0066), the push story in the whole Chromium.
 * Installed with apt-get when missing and running as root; optional otherwise.
 */
function ensureHeadlessShell() {
  if (process.env.CHROMIUM_HEADLESS_SHELL_PATH || existsSync("/usr/bin/chromium-headless-shell")) {
    return;
  }
  if (process.getuid?.() !== 0) return;
  run(
    "apt-get install chromium-headless-shell",
    "apt-get",
    ["install", "-y", "-qq", "chromium-headless-shell"],
    {
      DEBIAN_FRONTEND: "noninteractive",
    },
  );
}

const chromium = findChromium();
ensureHeadlessShell();
ensureInvoiceTools();
ensureNginx();
ensureFaketime();
const npx = (...args) => ["npx", ["--no-install", ...args]];

run("route types", ...npx("react-router", "typegen"));
const step = (label, [command, args]) => ({ label, command, args });
await runTogether([
  step("types", npx("tsc", "--noEmit")),
  step("lint", npx("biome", "check", ".")),
  step("build", ["npm", ["run", "build"]]),
]);
run("unit and API tests", ...npx("vitest", "run"));
run("browser tests", ...npx("playwright", "test"), { CHROMIUM_PATH: chromium });
console.log("\nAll checks passed.");
