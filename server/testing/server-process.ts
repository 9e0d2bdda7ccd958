import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";

/** A free loopback port (the operating system's choice; free until someone takes it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** The bundle of this vitest run (testing/server-bundle.ts); none outside vitest (benches). */
async function runBundle(): Promise<string | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import("vitest");
  return inject("serverBundle") || undefined;
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url(path?: string): string;
  /** What the process wrote (the last 200 KB). */
  output(): string;
  /** Resolves with the exit code (null after a signal). */
  exited: Promise<number | null>;
  /** Polls /readyz until it answers 200. */
  ready(timeoutMs?: number): Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<number | null>;
}

/**
 * Starts the server as a real process, the way `npm start` runs the built one: the
 * bundle of this test run (testing/server-bundle.ts) when there is one, else
 * server/main.ts from the sources (tsx). `preload` modules run first (--import), e.g. a
 * test's extra job; they patch the sources' modules, so such a start always runs the
 * sources. With `bundle` (a server bundle, testing/built-server.ts) it runs that, in
 * `cwd` (where it finds build/client).
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { preload?: string[]; port?: number; bundle?: string; cwd?: string } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const imports = ["tsx", ...(options.preload ?? [])].flatMap((module) => ["--import", module]);
  const bundle = options.bundle ?? (options.preload ? undefined : await runBundle());
  const args = bundle ? [bundle] : [...imports, "server/main.ts"];
  const child = spawn(process.execPath, args, {
    cwd: options.cwd,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "warn",
      SMTP_URL: "",
      // No drain (http/draining.ts) unless a test asks for one: each stop would take 5 s.
      DRAIN_SECONDS: "0",
      ...env,
    },
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-200_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const url = (path = "") => `http://127.0.0.1:${port}${path}`;
  return {
    child,
    port,
    url,
    output: () => output,
    exited,
    async ready(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
        const ok = await fetch(url("/readyz"))
          .then((response) => response.ok)
          .catch(() => false);
        if (ok) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`server did not get ready:\n${output}`);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}
