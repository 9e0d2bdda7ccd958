// `npm start`: builds the site and server when the sources changed since the last
// build, then runs the server (which applies the database migrations itself).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { buildFingerprint, STAMP_FILE } from "./build-fingerprint.mjs";
import { runChild } from "./run-child.mjs";

const fingerprint = buildFingerprint();
const built = existsSync(STAMP_FILE) && readFileSync(STAMP_FILE, "utf8") === fingerprint;
if (!built) {
  console.log("Building the site (first start or sources changed)…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(STAMP_FILE, fingerprint);
}

runChild(process.execPath, ["--enable-source-maps", "build/server/main.mjs"]);
