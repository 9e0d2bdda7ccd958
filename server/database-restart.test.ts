import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { courierRequests, outboxEmails } from "./db/schema";
import { solvedAltchaAnswers } from "./testing/altcha-answers";
import { courierLoad } from "./testing/courier-load";
import {
  type PrivatePostgres,
  postgresBinaries,
  startPrivatePostgres,
} from "./testing/private-postgres";
import { type ServerProcess, startServerProcess } from "./testing/server-process";
import { SmtpSink } from "./testing/smtp-sink";

const HMAC_KEY = randomBytes(32).toString("base64url");
const PROCESSES = 3;
const bin = postgresBinaries();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function eventually(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

/**
 * A PostgreSQL restart under load, with every process's mail worker in the middle of an
 * SMTP conversation: no process may exit, no answered request may be lost, no mail may
 * go out twice (docs/operations.md, "Several processes"). The cluster is the test's own
 * (server/testing/private-postgres.ts): restarting the machine's PostgreSQL would break
 * the other tests that share it. Runs where the PostgreSQL tests run (TEST_DATABASE_URL).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL || !bin)("a PostgreSQL restart", () => {
  const sink = new SmtpSink();
  let cluster: PrivatePostgres;
  let servers: ServerProcess[] = [];
  const folders: string[] = [];
  let database: DatabaseHandle | undefined;
  const answers: string[] = [];

  beforeAll(async () => {
    cluster = await startPrivatePostgres(bin as string);
    const smtpUrl = await sink.start();
    answers.push(...(await solvedAltchaAnswers(HMAC_KEY, 600)));
    servers = await Promise.all(
      Array.from({ length: PROCESSES }, async () => {
        const dataDir = await mkdtemp(path.join(tmpdir(), "apostaff-restart-"));
        folders.push(dataDir);
        return startServerProcess({
          DATABASE_URL: cluster.url,
          DATA_DIR: dataDir,
          SMTP_URL: smtpUrl,
          ALTCHA_HMAC_KEY: HMAC_KEY,
          TRUST_PROXY: "true",
        });
      }),
    );
    await Promise.all(servers.map((server) => server.ready(90_000)));
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.close();
    await sink.stop();
    await cluster?.stop();
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  it("is survived by every process, mid-SMTP too: no answered request lost, no mail sent twice", {
    timeout: 240_000,
  }, async () => {
    const urls = servers.map((server) => server.url());
    // A slow SMTP server: each worker holds a mail for 400 ms, so the restart finds them
    // in the middle of a conversation.
    sink.acceptDelayMs = 400;
    let restartedAt = 0;
    const outcomes = await courierLoad({
      urls,
      targets: () => [0, 1, 2],
      answers,
      pauseMs: 50,
      clients: 6,
      label: "restart",
      until: (async () => {
        await sleep(1500);
        await eventually(async () => sink.accepting > 0, 20_000, "a mail in an SMTP conversation");
        await cluster.restart();
        restartedAt = Date.now();
        await sleep(4000);
      })(),
    });
    sink.acceptDelayMs = 0;

    // Nobody exited, and every process serves again after the restart.
    expect(
      servers.map((server) => server.child.exitCode ?? server.child.signalCode),
      servers.map((server) => server.output()).join("\n"),
    ).toEqual([null, null, null]);
    for (const [index, server] of servers.entries()) {
      expect((await fetch(server.url("/readyz"))).status, `process ${index}`).toBe(200);
      const after = outcomes.filter(
        (outcome) =>
          outcome.target === index && outcome.status === 201 && outcome.answeredAt > restartedAt,
      );
      expect(after.length, `process ${index} answered 201 after the restart`).toBeGreaterThan(0);
    }
    // During the restart a request may be refused (503, try again); nothing else.
    expect(outcomes.filter((outcome) => ![201, 503].includes(outcome.status))).toEqual([]);

    database = await openDatabase({ databaseUrl: cluster.url });
    const accepted = outcomes.filter((outcome) => outcome.status === 201);
    const stored = await database.db
      .select({ email: courierRequests.email })
      .from(courierRequests)
      .where(
        inArray(
          courierRequests.email,
          accepted.map((outcome) => outcome.email),
        ),
      );
    expect(stored.length).toBe(accepted.length);

    const db = database.db;
    await eventually(
      async () => (await db.$count(outboxEmails, eq(outboxEmails.status, "pending"))) === 0,
      90_000,
      "the outbox to empty",
    );
    const rows = await db
      .select({ id: outboxEmails.id, status: outboxEmails.status })
      .from(outboxEmails);
    expect(rows.filter((row) => row.status !== "sent")).toEqual([]);
    const received = sink.mails.map((mail) => mail.headers["message-id"] ?? "");
    const twice = received.filter((id, index) => received.indexOf(id) !== index);
    expect(twice, "mails delivered twice").toEqual([]);
    expect(received.sort()).toEqual(rows.map((row) => `<${row.id}@apostaff.example>`).sort());
  });
});
