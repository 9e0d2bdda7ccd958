// Keeps the hashed assets (build/client/assets) of the last builds in one folder that
// every process reads when its own build lacks a file (server/http/site-pages.ts): while
// processes of an old and a new build run side by side behind one proxy, or a browser
// still shows a page of the old build, each build's scripts and styles load from any
// process (issue 33 item 2; docs/operations.md, "Releases").
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

/** Builds whose assets stay servable: the current one and the two before it. */
export const KEPT_BUILDS = 3;
const RECORD_FILE = "builds.json";

/** The folder: KEPT_ASSETS_DIR, else DATA_DIR/kept-assets (as server/config.ts reads it). */
export function keptAssetsDir(env = process.env, root = ".") {
  if (env.KEPT_ASSETS_DIR?.trim()) return path.resolve(root, env.KEPT_ASSETS_DIR.trim());
  return path.resolve(root, env.DATA_DIR?.trim() || "./data", "kept-assets");
}

function readRecord(folder) {
  try {
    const builds = JSON.parse(readFileSync(path.join(folder, RECORD_FILE), "utf8"));
    return Array.isArray(builds) ? builds : [];
  } catch {
    return [];
  }
}

/**
 * Copies the build's assets below `root` into `folder` (names are content hashes, so a
 * file of the same name is the same file), records the build, and deletes the files that
 * none of the last KEPT_BUILDS builds has. Answers the number of files removed.
 */
export function keepAssets({
  root = ".",
  folder = keptAssetsDir(process.env, root),
  builtAt = new Date(),
} = {}) {
  const assets = path.join(root, "build", "client", "assets");
  if (!existsSync(assets)) return 0;
  mkdirSync(folder, { recursive: true });
  const files = readdirSync(assets, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();
  for (const name of files) {
    const target = path.join(folder, name);
    if (!existsSync(target)) copyFileSync(path.join(assets, name), target);
  }
  const builds = [...readRecord(folder), { builtAt: builtAt.toISOString(), files }].slice(
    -KEPT_BUILDS,
  );
  // The record first: a build that stops between the two steps leaves files, never gaps.
  writeFileSync(path.join(folder, RECORD_FILE), `${JSON.stringify(builds, null, 1)}\n`);
  const kept = new Set(builds.flatMap((build) => build.files));
  let removed = 0;
  for (const name of readdirSync(folder)) {
    if (name === RECORD_FILE || kept.has(name)) continue;
    rmSync(path.join(folder, name), { force: true });
    removed += 1;
  }
  return removed;
}
