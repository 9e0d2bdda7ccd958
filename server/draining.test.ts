import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./db/client";
import { outboxEmails } from "./db/schema";
import { solvedAltchaAnswers } from "./testing/altcha-answers";
import { migratedDataDir } from "./testing/migrated-data-dir";
import { type ServerProcess, startServerProcess } from "./testing/server-process";
import { validCourierRequest } from "./testing/service-request-fixtures";
import { SmtpSink } from "./testing/smtp-sink";

const HMAC_KEY = randomBytes(32).toString("base64url");
/** How long the process keeps serving after SIGTERM (DRAIN_SECONDS). */
const DRAIN_MS = 2000;
/** main.ts gives a stopping process this long after the drain before it exits anyway. */
const SHUTDOWN_BOUND_MS = DRAIN_MS + 10_000;

/** Answers after the connection is refused, or the first error otherwise. */
const connectionRefused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });

/** One GET on a connection of its own, asking to keep it: status and the Connection header. */
const getOnce = (url: string) =>
  new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    httpRequest(url, { agent: false, headers: { connection: "keep-alive" } }, (response) => {
      const socket = response.socket;
      response.resume();
      response.once("end", () => socket.destroy());
      resolve({ status: response.statusCode ?? 0, connection: response.headers.connection });
    })
      .once("error", reject)
      .end();
  });

/**
 * SIGTERM on a real server process (docs/operations.md, "Stopping"): first a drain
 * (still serving, connections kept alive, /readyz 503), then no new connections, a
 * request arriving on an open connection answered with `Connection: close`, the request
 * in flight answered, the mail in hand delivered, the exit with code 0 within the bound.
 */
describe("draining on SIGTERM", () => {
  const sink = new SmtpSink();
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = await migratedDataDir("apostaff-drain-");
    server = await startServerProcess({
      DATA_DIR: dataDir,
      SMTP_URL: await sink.start(),
      ALTCHA_HMAC_KEY: HMAC_KEY,
      DRAIN_SECONDS: String(DRAIN_MS / 1000),
    });
    await server.ready(110_000);
  }, 120_000);
  afterAll(async () => {
    server.child.kill("SIGKILL");
    await sink.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("finishes what it started, refuses what is new, and exits in time", async () => {
    const [answer] = await solvedAltchaAnswers(HMAC_KEY, 1);
    const body = Buffer.from(
      JSON.stringify({ ...validCourierRequest, "g-recaptcha-response": answer }),
    );
    // A courier request whose body is half sent when the signal comes.
    const slowPost = httpRequest(server.url("/api/boten-service"), {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": body.length },
    });
    const posted = new Promise<number>((resolve, reject) => {
      slowPost.once("response", (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      slowPost.once("error", reject);
    });
    slowPost.write(body.subarray(0, 100));
    // A probe whose request line arrived, its end not yet.
    const probe = connect(server.port, "127.0.0.1");
    let probeAnswer = "";
    probe.on("data", (chunk) => (probeAnswer += chunk.toString()));
    await new Promise((resolve) => probe.once("connect", resolve));
    probe.write("GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    // Each mail takes 1.5 s to be accepted: the first is still in hand while stopping.
    sink.acceptDelayMs = 1500;
    await new Promise((resolve) => setTimeout(resolve, 300));

    const signalledAt = Date.now();
    server.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Draining: still serving, connections kept alive (a proxy opens no new ones); not ready.
    expect(await getOnce(server.url("/readyz"))).toEqual({ status: 503, connection: "keep-alive" });
    expect(await getOnce(server.url("/healthz"))).toEqual({
      status: 200,
      connection: "keep-alive",
    });
    // Then it stops accepting.
    while (!(await connectionRefused(server.port))) {
      expect(Date.now() - signalledAt).toBeLessThan(DRAIN_MS + 3000);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(DRAIN_MS - 100);

    probe.write("\r\n");
    await new Promise((resolve) => setTimeout(resolve, 300));
    // A request on a connection still open is answered, and its connection ends after it.
    expect(probeAnswer).toMatch(/^HTTP\/1\.1 503/);
    expect(probeAnswer).toMatch(/\r\nconnection: close\r\n/i);

    slowPost.end(body.subarray(100));
    expect(await posted).toBe(201);
    const code = await server.exited;
    const tookMs = Date.now() - signalledAt;
    expect(code).toBe(0);
    expect(tookMs).toBeLessThan(SHUTDOWN_BOUND_MS);
    expect(server.output()).not.toMatch(/"level":(50|60)/);

    // The request's two mails: each delivered once or waiting, unlocked, for the next
    // process; none is left claimed by the stopped one.
    const database = await openDatabase({ dataDir });
    try {
      const mails = await database.db
        .select({ status: outboxEmails.status, lockedUntil: outboxEmails.lockedUntil })
        .from(outboxEmails);
      expect(mails).toHaveLength(2);
      expect(mails.every((mail) => mail.lockedUntil === null)).toBe(true);
      const sent = mails.filter((mail) => mail.status === "sent").length;
      expect(sent).toBeGreaterThanOrEqual(1);
      expect(sink.mails).toHaveLength(sent);
    } finally {
      await database.close();
    }
  }, 60_000);
});
