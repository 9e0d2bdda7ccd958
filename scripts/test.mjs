// `npm test`: every check the project has, in the order that fails fastest:
// types, lint, unit and API tests, the production build, then the browser tests.
import { spawnSync } from "node:child_process";
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

const chromium = findChromium();
const npx = (...args) => ["npx", ["--no-install", ...args]];

run("types", ...npx("react-router", "typegen"));
run("types", ...npx("tsc", "--noEmit"));
run("lint", ...npx("biome", "check", "."));
run("unit and API tests", ...npx("vitest", "run"));
run("build", "npm", ["run", "build"]);
run("browser tests", ...npx("playwright", "test"), { CHROMIUM_PATH: chromium });
console.log("\nAll checks passed.");
