import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { Agent, request as httpsRequest } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Instance, rollingDeploy } from "../scripts/deploy-rolling.mjs";
import { keepAssets } from "../scripts/keep-assets.mjs";
import { openDatabase } from "./db/client";
import { applyMigrations } from "./db/migrate";
import { PASSWORD, seedUser } from "./testing/accounts";
import { type BuiltServer, bundleServer, writeSite } from "./testing/built-server";
import { guideNginxConfig, nginxBinary, PUBLIC_HOST, startNginx } from "./testing/nginx";
import { type ServerProcess, startServerProcess } from "./testing/server-process";

const baseUrl = process.env.TEST_DATABASE_URL;
const nginx = nginxBinary();
const PUBLIC_URL = `https://${PUBLIC_HOST}`;
/** This lane's ports (the deploy tests own 3400-3499). */
const APP_PORTS: [number, number] = [3401, 3402];
const HTTPS_PORT = 3443;
const HTTP_PORT = 3480;
/** The running build's script, and the next build's. */
const OLD_ASSET = "entry-old1.js";
const NEW_ASSET = "entry-new2.js";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * Two processes of the built server on one PostgreSQL database behind a real nginx
 * running the guide's own config (deploy/nginx/apostaff.conf, docs/operations.md), and
 * `npm run deploy:rolling`'s procedure (scripts/deploy-rolling.mjs) restarting both
 * on a new build under a steady load of page views, both builds' asset loads and
 * logins: not one request may fail, and every process must exit by itself with code 0
 * (issue 33 items 1 and 2).
 */
describe.skipIf(!baseUrl || !nginx)("a rolling deploy behind the guide's nginx", () => {
  const databaseName = `deploy_rolling_${randomBytes(5).toString("hex")}`;
  let databaseUrl: string;
  let built: BuiltServer;
  /** The next release: its own folder with its build/client, the same server bundle. */
  let nextRelease: string;
  let folder: string;
  let proxy: Awaited<ReturnType<typeof startNginx>>;
  const processes = new Map<number, ServerProcess>();
  const exits: { port: number; code: number | null; output: string }[] = [];
  const agent = new Agent({ keepAlive: true, maxSockets: 16, rejectUnauthorized: false });
  let email = "";

  const send = (
    method: string,
    pathname: string,
    { body, cookie, port = HTTPS_PORT }: { body?: object; cookie?: string; port?: number } = {},
  ) =>
    new Promise<Answer>((resolve, reject) => {
      const payload = body ? JSON.stringify(body) : undefined;
      const request = httpsRequest(
        {
          host: "127.0.0.1",
          port,
          path: pathname,
          method,
          agent,
          servername: PUBLIC_HOST,
          headers: {
            host: PUBLIC_HOST,
            ...(payload ? { "content-type": "application/json", origin: PUBLIC_URL } : {}),
            ...(cookie ? { cookie } : {}),
          },
        },
        (response) => {
          let text = "";
          response.on("data", (chunk: Buffer) => {
            text += chunk.toString();
          });
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
          );
        },
      );
      request.once("error", reject);
      request.end(payload);
    });

  const startProcess = async (port: number, release = built.root) => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "apostaff-rolling-"));
    const server = await startServerProcess(
      {
        NODE_ENV: "production",
        PUBLIC_URL,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        TRUST_PROXY: "127.0.0.1",
        KEPT_ASSETS_DIR: path.join(built.root, "kept-assets"),
        DRAIN_SECONDS: "5", // the default, which the guide's keepalive_timeout 3s fits
        ALTCHA_HMAC_KEY: randomBytes(32).toString("base64url"),
      },
      { bundle: built.bundle, cwd: release, port },
    );
    processes.set(port, server);
    return server;
  };

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    const url = new URL(baseUrl as string);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    const database = await openDatabase({ databaseUrl });
    await applyMigrations(database);
    email = (await seedUser(database.db)).email;
    await database.close();

    built = await bundleServer();
    // Two builds side by side, as the guide deploys them ("Releases"): each build adds
    // its hashed files to the kept ones (scripts/build.mjs), the next one before the deploy.
    await writeSite(built.root, { publicUrl: PUBLIC_URL, assets: { [OLD_ASSET]: "export {};\n" } });
    nextRelease = await mkdtemp(path.join(tmpdir(), "apostaff-next-release-"));
    await writeSite(nextRelease, {
      publicUrl: PUBLIC_URL,
      assets: { [NEW_ASSET]: "export {};\n" },
    });
    for (const root of [built.root, nextRelease]) {
      keepAssets({ root, folder: path.join(built.root, "kept-assets") });
    }
    const servers = await Promise.all(APP_PORTS.map((port) => startProcess(port)));
    await Promise.all(servers.map((server) => server.ready(60_000)));

    folder = await mkdtemp(path.join(tmpdir(), "apostaff-nginx-"));
    const config = await guideNginxConfig(nginx as string, {
      folder,
      upstreamPorts: APP_PORTS,
      httpPort: HTTP_PORT,
      httpsPort: HTTPS_PORT,
    });
    proxy = await startNginx(nginx as string, config, HTTP_PORT);
  }, 120_000);

  afterAll(async () => {
    agent.destroy();
    await proxy?.stop();
    for (const server of processes.values()) server.child.kill("SIGKILL");
    await Promise.all([...processes.values()].map((server) => server.exited));
    await built?.remove();
    if (nextRelease) await rm(nextRelease, { recursive: true, force: true });
    if (folder) await rm(folder, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }, 30_000);

  it("serves the guide's extras: the port-80 redirect, blocked paths with security headers, no query in the log", async () => {
    const redirect = await fetch(`http://127.0.0.1:${HTTP_PORT}/anmelden?x=1`, {
      redirect: "manual",
      headers: { host: PUBLIC_HOST },
    });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get("location")).toBe(`${PUBLIC_URL}/anmelden?x=1`);

    for (const blocked of ["/metrics", "/dev/mailbox"]) {
      const answer = await send("GET", blocked);
      expect(answer.status, blocked).toBe(404);
      expect(answer.headers["content-security-policy"]).toContain("default-src 'none'");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.body).toContain("Zur Startseite");
    }
    const page = await send("GET", "/?token=geheim-123");
    expect(page.status).toBe(200);
    // The app's own page keeps the app's CSP, not nginx's.
    expect(page.headers["content-security-policy"]).not.toContain("default-src 'none'");
    await sleep(200);
    const log = await readFile(path.join(folder, "access.log"), "utf8");
    expect(log).toContain('"GET / HTTP/');
    expect(log).not.toContain("geheim-123");
  });

  it("restarts both processes on the next build one by one without a failed request or a forced exit", async () => {
    expect((await send("GET", "/")).body).toContain(OLD_ASSET);
    const failures: string[] = [];
    let succeeded = 0;
    let logins = 0;
    let running = true;
    const check = (what: string, answer: Answer, expected: number) => {
      if (answer.status === expected) succeeded += 1;
      else failures.push(`${what}: ${answer.status} ${answer.body.slice(0, 120)}`);
    };
    const pageViews = async () => {
      while (running) {
        await send("GET", "/")
          .then((answer) => check("GET /", answer, 200))
          .catch((error: Error) => failures.push(`GET /: ${error.message}`));
        for (const asset of [OLD_ASSET, NEW_ASSET]) {
          await send("GET", `/assets/${asset}`)
            .then((answer) => check(`GET ${asset}`, answer, 200))
            .catch((error: Error) => failures.push(`GET ${asset}: ${error.message}`));
        }
        await sleep(10);
      }
    };
    // Logins (a POST nginx never repeats) and the session on whichever process answers;
    // paced below the 100 logins per address and 15 minutes.
    const sessions = async () => {
      while (running && logins < 80) {
        logins += 1;
        try {
          const login = await send("POST", "/api/auth/login", {
            body: { email, password: PASSWORD },
          });
          check("POST login", login, 200);
          const cookie = String(login.headers["set-cookie"] ?? "").split(";")[0];
          if (login.status === 200)
            check("GET me", await send("GET", "/api/auth/me", { cookie }), 200);
        } catch (error) {
          failures.push(`login: ${(error as Error).message}`);
        }
        await sleep(250);
      }
    };
    const load = Promise.all([pageViews(), pageViews(), pageViews(), sessions()]);
    await sleep(1000);

    const startedAt = Date.now();
    await rollingDeploy({
      instances: APP_PORTS.map((port) => ({ host: "127.0.0.1", port })),
      stop: async ({ port }: Instance) => {
        const server = processes.get(port) as ServerProcess;
        const code = await server.stop();
        exits.push({ port, code, output: server.output() });
      },
      start: async ({ port }: Instance) => {
        await startProcess(port, nextRelease);
      },
      settleMs: 1000,
      readyTimeoutMs: 60_000,
      log: () => {},
    });
    const deployMs = Date.now() - startedAt;
    await sleep(1000);
    running = false;
    await load;

    expect(failures).toEqual([]);
    expect((await send("GET", "/")).body).toContain(NEW_ASSET);
    expect(succeeded).toBeGreaterThan(200);
    expect(logins).toBeGreaterThan(10);
    expect(exits.map((exit) => exit.code)).toEqual([0, 0]);
    for (const exit of exits) expect(exit.output).not.toContain("forced exit");
    // Draining (5 s each) and starting twice, well within the forced-exit bounds.
    expect(deployMs).toBeLessThan(45_000);
    const errors = await readFile(path.join(folder, "error.log"), "utf8");
    expect(errors).not.toMatch(/no live upstreams/);
  }, 90_000);
});
