// A fingerprint of everything the build depends on: sources, lock file and the
// build-time settings. `npm start` rebuilds only when it differs from the last build's.
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

export function buildFingerprint() {
  const hash = createHash("sha256");
  for (const input of INPUTS) {
    for (const file of files(input)) hash.update(file).update(readFileSync(file));
  }
  for (const name of SETTINGS) hash.update(`${name}=${process.env[name] ?? ""}`);
  return hash.digest("hex");
}
