import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { chown, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "./server-process";

const run = promisify(execFile);

/** The newest PostgreSQL server programs on this machine (Debian's layout), if any. */
export function postgresBinaries(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, "bin", "pg_ctl")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], "bin") : undefined;
}

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres, trust authentication. */
  url: string;
  /** `pg_ctl restart -m fast`: every connection is ended (57P01), as in a real restart. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A PostgreSQL cluster of the test's own, in a temporary folder on a free port: a test
 * may restart it without disturbing the machine's PostgreSQL, which other tests share.
 * PostgreSQL refuses to run as root; then its programs run as the `postgres` user.
 */
export async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const folder = await mkdtemp(path.join(tmpdir(), "apostaff-pg-"));
  const data = path.join(folder, "data");
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: group } = await run("id", ["-g", "postgres"]);
    await chown(folder, Number(stdout.trim()), Number(group.trim()));
  }
  const pg = (program: string, args: string[]) =>
    asRoot
      ? run("runuser", ["-u", "postgres", "--", path.join(bin, program), ...args])
      : run(path.join(bin, program), args);
  await pg("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8"]);
  const options = [
    `-p ${port}`,
    `-k ${folder}`,
    "-c listen_addresses=127.0.0.1",
    "-c fsync=off",
    "-c max_connections=60",
  ].join(" ");
  const log = path.join(folder, "postgres.log");
  await pg("pg_ctl", ["-D", data, "-l", log, "-o", options, "-w", "-t", "60", "start"]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: async () => {
      await pg("pg_ctl", ["-D", data, "-l", log, "-m", "fast", "-w", "-t", "60", "restart"]);
    },
    stop: async () => {
      await pg("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]).catch(() => {});
      await rm(folder, { recursive: true, force: true });
    },
  };
}
