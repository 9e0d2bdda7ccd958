// `npm run build` (and `npm start` when the sources changed): one build at a time on a
// folder, and every finished build records its fingerprint (scripts/build-fingerprint.mjs).
// A second build that starts meanwhile (two `npm start` at once after an update) waits
// for the first instead of deleting the files the first is writing; started by
// `npm start`, it then finds the build current and does not build again.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildFingerprint, buildMode, builtFingerprint, STAMP_FILE } from "./build-fingerprint.mjs";
import { keepAssets, keptAssetsDir } from "./keep-assets.mjs";

/** Outside build/: React Router deletes that folder when it starts. */
export const LOCK_FILE = "node_modules/.cache/apostaff-build.lock";
/** A lock older than this is left over from a build that can no longer be running. */
const STALE_LOCK_MS = 60 * 60 * 1000;
const POLL_MS = 250;

/** The production build: the site (prerendered), its finishing touches, the server. */
export const BUILD_STEPS = [
  ["npx", ["--no-install", "react-router", "build"]],
  [process.execPath, ["--import", "tsx", "scripts/postbuild.ts"]],
  [process.execPath, ["scripts/build-server.mjs"]],
];

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

/** The holder's process id if another live build holds the lock; undefined if free. */
function tryLock(file) {
  try {
    writeFileSync(file, `${process.pid}\n`, { flag: "wx" });
    return undefined;
  } catch (error) {
    if (error.code !== "EEXIST") throw error;
  }
  let holder = Number.NaN;
  let age = 0;
  try {
    holder = Number.parseInt(readFileSync(file, "utf8"), 10);
    age = Date.now() - statSync(file).mtimeMs;
  } catch {
    return -1; // Released meanwhile: try again.
  }
  if (holder > 0 && holder !== process.pid && isRunning(holder) && age < STALE_LOCK_MS) {
    return holder;
  }
  // Its build died (a crash, SIGKILL) or its process id was reused after a reboot.
  rmSync(file, { force: true });
  return -1;
}

/** Waits until this process holds the build lock of `root`; answers its release. */
export async function acquireBuildLock(root = ".", log = console.log) {
  const file = path.join(root, LOCK_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  let told = false;
  for (;;) {
    const holder = tryLock(file);
    if (holder === undefined) break;
    if (holder > 0 && !told) {
      log(`Waiting for the build of process ${holder} to finish…`);
      told = true;
    }
    if (holder > 0) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const release = () => rmSync(file, { force: true });
  process.once("exit", release);
  return () => {
    process.off("exit", release);
    release();
  };
}

/**
 * Builds below `root` under the build lock. With `ifChanged`, a build whose fingerprint
 * matches the sources (perhaps written by a build this one waited for) is kept. The
 * fingerprint is taken before the steps run, so a source changed during the build makes
 * the next start build again. Answers "built" or "current"; throws when a step fails.
 */
export async function build({
  root = ".",
  ifChanged = false,
  steps = BUILD_STEPS,
  env = process.env,
  log = console.log,
} = {}) {
  const release = await acquireBuildLock(root, log);
  try {
    const fingerprint = buildFingerprint({ root, env });
    if (ifChanged && builtFingerprint(root) === fingerprint) return "current";
    log(`Building (${buildMode(env)})…`);
    rmSync(path.join(root, STAMP_FILE), { force: true });
    for (const [command, args] of steps) {
      const result = spawnSync(command, args, { cwd: root, env, stdio: "inherit" });
      if (result.status !== 0) {
        throw new Error(`build step failed: ${command} ${args.join(" ")}`);
      }
    }
    mkdirSync(path.dirname(path.join(root, STAMP_FILE)), { recursive: true });
    writeFileSync(path.join(root, STAMP_FILE), fingerprint);
    // Old builds' scripts and styles stay servable beside this one's (keep-assets.mjs).
    keepAssets({ root, folder: keptAssetsDir(env, root) });
    return "built";
  } finally {
    release();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  // The settings `npm start` would read (PUBLIC_URL, DATA_DIR); the environment wins.
  if (existsSync(".env")) process.loadEnvFile(".env");
  try {
    await build();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
