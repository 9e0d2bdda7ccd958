// `npm run deploy:rolling -- [options] <instance>…`: restarts the server processes one
// at a time, so that the others serve while one is down (docs/operations.md, "Rolling
// deploy"). Each: stop (the process drains, then exits), start, wait for /readyz 200,
// let it settle, then the next. A process that does not get ready ends the deploy with
// exit code 1 and leaves the remaining ones on the old build.
import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

const USAGE = `Usage: npm run deploy:rolling -- [options] <instance>…

An instance is a port (3001) or host:port (10.0.0.11:3000). Defaults fit the
systemd unit apostaff@.service of deploy/systemd (one unit per port):

  --stop "<command>"    default: systemctl stop apostaff@{port}
  --start "<command>"   default: systemctl start apostaff@{port}
  --ready-timeout <s>   seconds to wait for /readyz 200 (default 120)
  --settle <s>          seconds to wait after /readyz 200 (default 2)

{host} and {port} in a command are replaced by the instance's.`;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** "3001" or "10.0.0.11:3000" (or "[::1]:3000") as host and port. */
export function parseInstance(text) {
  const match = /^(?:(\[[^\]]+\]|[^:]+):)?(\d{1,5})$/.exec(text.trim());
  if (!match) throw new Error(`not a port or host:port: ${text}`);
  return { host: match[1] ?? "127.0.0.1", port: Number(match[2]) };
}

/** Polls http://host:port/readyz until it answers 200; false after `timeoutMs`. */
export async function waitForReady({ host, port }, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ready = await fetch(`http://${host}:${port}/readyz`, {
      signal: AbortSignal.timeout(2000),
    })
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return true;
    await sleep(250);
  }
  return false;
}

/**
 * Restarts `instances` one by one: `stop(instance)` must resolve once the old process
 * has exited, `start(instance)` once the new one was launched. Throws (and touches no
 * further instance) when a new process is not ready within `readyTimeoutMs`.
 */
export async function rollingDeploy({
  instances,
  stop,
  start,
  readyTimeoutMs = 120_000,
  settleMs = 2000,
  log = console.log,
}) {
  for (const [index, instance] of instances.entries()) {
    const name = `${instance.host}:${instance.port}`;
    log(`[${index + 1}/${instances.length}] stopping ${name} (it drains first)…`);
    const stoppedAt = Date.now();
    await stop(instance);
    log(`[${index + 1}/${instances.length}] stopped after ${Date.now() - stoppedAt} ms, starting…`);
    await start(instance);
    if (!(await waitForReady(instance, readyTimeoutMs))) {
      throw new Error(
        `${name} was not ready within ${readyTimeoutMs / 1000} s; the deploy stops here, ` +
          "the remaining processes keep running. Look at its log.",
      );
    }
    log(`[${index + 1}/${instances.length}] ${name} ready`);
    if (settleMs > 0 && index < instances.length - 1) await sleep(settleMs);
  }
}

/** Runs a command template through the shell; throws when it fails. */
function shellStep(template) {
  return async ({ host, port }) => {
    const command = template.replaceAll("{host}", host).replaceAll("{port}", String(port));
    const result = spawnSync("sh", ["-c", command], { stdio: "inherit" });
    if (result.status !== 0) throw new Error(`"${command}" failed (exit ${result.status})`);
  };
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      stop: { type: "string", default: "systemctl stop apostaff@{port}" },
      start: { type: "string", default: "systemctl start apostaff@{port}" },
      "ready-timeout": { type: "string", default: "120" },
      settle: { type: "string", default: "2" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help || positionals.length === 0) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  await rollingDeploy({
    instances: positionals.map(parseInstance),
    stop: shellStep(values.stop),
    start: shellStep(values.start),
    readyTimeoutMs: Number(values["ready-timeout"]) * 1000,
    settleMs: Number(values.settle) * 1000,
  });
  console.log("All processes restarted.");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
