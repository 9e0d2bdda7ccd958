import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { e2eServerEnv } from "../../playwright.config";
import {
  freePort,
  type ServerProcess,
  startServerProcess,
} from "../../server/testing/server-process";

/**
 * libfaketime (Debian: faketime), preloaded into the server process: it shifts the
 * clock the process reads (Date, and the embedded database's now()), not the machine's.
 */
const LIBFAKETIME = [
  "/usr/lib/x86_64-linux-gnu/faketime/libfaketimeMT.so.1",
  "/usr/lib/aarch64-linux-gnu/faketime/libfaketimeMT.so.1",
  "/usr/lib/faketime/libfaketimeMT.so.1",
  "/usr/local/lib/faketime/libfaketimeMT.so.1",
].find((candidate) => existsSync(candidate));

const DAY_MS = 24 * 60 * 60_000;

/** libfaketime reads the offset file again after this many seconds. */
const CLOCK_CACHE_SECONDS = 1;

/**
 * A server of the spec's own, the built one as the suite's (build/server/main.mjs, on
 * its own port and empty embedded database, mailing to the suite's SMTP sink), whose
 * clock the spec sets, days from now: what needs time to pass (a placement's last day
 * before its rating) happens through the product's own API at the dates it accepts on
 * its day, and then the days pass (docs/decisions/0060-browser-tests-that-need-days-to-pass.md).
 * Nothing in the product knows of it: no route, no setting.
 */
export class ClockServer {
  private constructor(
    private readonly process: ServerProcess,
    private readonly clockFile: string,
    private readonly folder: string,
  ) {}

  /** Starts the server with its clock `days` from now (negative: in the past). */
  static async start(days: number): Promise<ClockServer> {
    if (!LIBFAKETIME) {
      throw new Error(
        'libfaketime is missing: install it (Debian: "sudo apt-get install faketime"); npm test does as root.',
      );
    }
    const folder = await mkdtemp(path.join(tmpdir(), "apostaff-clock-"));
    const clockFile = path.join(folder, "clock");
    await writeFile(clockFile, offset(days));
    const port = await freePort();
    const server = await startServerProcess(
      {
        ...e2eServerEnv(port, path.join(folder, "data")),
        LD_PRELOAD: LIBFAKETIME,
        FAKETIME_TIMESTAMP_FILE: clockFile,
        FAKETIME_CACHE_DURATION: String(CLOCK_CACHE_SECONDS),
        // Timers and timeouts run on the real monotonic clock: a jump of days must not
        // fire or stall them.
        FAKETIME_DONT_FAKE_MONOTONIC: "1",
      },
      { port, bundle: path.resolve("build/server/main.mjs"), cwd: path.resolve(".") },
    );
    const clock = new ClockServer(server, clockFile, folder);
    try {
      await server.ready(180_000);
    } catch (error) {
      await clock.stop();
      throw error;
    }
    return clock;
  }

  /** The server's address. */
  get url(): string {
    return this.process.url();
  }

  /**
   * Sets the server's clock to `days` from now; answers once the server's answers carry
   * the new day (their Date header). Waiting the cache time alone was not enough under
   * load: CI saw logins 1.5 s later still dated two days back, and their sessions had
   * expired when the server's clock arrived.
   */
  async setDays(days: number): Promise<void> {
    await writeFile(this.clockFile, offset(days));
    const wanted = Date.now() + days * DAY_MS;
    const deadline = Date.now() + 30_000;
    for (;;) {
      const answer = await fetch(new URL("/readyz", this.url));
      const served = answer.headers.get("date") ?? "";
      if (Math.abs(Date.parse(served) - wanted) < DAY_MS / 4) break;
      if (Date.now() > deadline) {
        throw new Error(`The server's clock did not move ${offset(days).trim()}: ${served}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // The other threads (the embedded database's) read the file within the cache time.
    await new Promise((resolve) => setTimeout(resolve, CLOCK_CACHE_SECONDS * 1000));
  }

  async stop(): Promise<void> {
    await this.process.stop();
    await rm(this.folder, { recursive: true, force: true });
  }
}

/** libfaketime's relative offset: "+0d", "-2d". */
function offset(days: number): string {
  return `${days < 0 ? "-" : "+"}${Math.abs(days)}d\n`;
}
