// A fingerprint of everything the build depends on: sources, lock file and the
// build-time settings, the build mode among them. `npm run build` writes it beside the
// build; `npm start` rebuilds only when it differs from the last build's.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const INPUTS = [
  "web",
  "server",
  "domain",
  "public",
  "scripts",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
];
const SETTINGS = ["PUBLIC_URL", "JOB_BOARD_URL"];
export const STAMP_FILE = "build/.fingerprint";

function* files(entry) {
  if (!existsSync(entry)) return;
  if (!statSync(entry).isDirectory()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(entry).sort()) {
    if (/\.test\.tsx?$/.test(name)) continue;
    yield* files(path.join(entry, name));
  }
}

/**
 * The mode the build runs in: Vite builds a development bundle (React's slow checks,
 * no minification) under NODE_ENV=development, so a development build must never be
 * taken for a production one. Unset means production, as in server/config.ts.
 */
export function buildMode(env = process.env) {
  return env.NODE_ENV || "production";
}

/** The fingerprint of the sources below `root` and the build settings in `env`. */
export function buildFingerprint({ root = ".", env = process.env } = {}) {
  const hash = createHash("sha256");
  for (const input of INPUTS) {
    for (const file of files(path.join(root, input))) {
      hash.update(path.relative(root, file)).update(readFileSync(file));
    }
  }
  for (const name of SETTINGS) hash.update(`${name}=${env[name] ?? ""}`);
  hash.update(`NODE_ENV=${buildMode(env)}`);
  return hash.digest("hex");
}

/** The fingerprint the last finished build below `root` wrote, or undefined. */
export function builtFingerprint(root = ".") {
  const stamp = path.join(root, STAMP_FILE);
  return existsSync(stamp) ? readFileSync(stamp, "utf8").trim() : undefined;
}
