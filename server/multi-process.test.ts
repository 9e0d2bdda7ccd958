import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq, inArray } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FREE_FAILURES } from "./auth/login-throttle";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { auditLog, courierRequests, outboxEmails, userDocuments } from "./db/schema";
import { createFileStorage } from "./storage/database-file-storage";
import { multipart, PASSWORD, pdfBytes, seedUser } from "./testing/accounts";
import { solvedAltchaAnswers } from "./testing/altcha-answers";
import { courierLoad, sendCourierRequest } from "./testing/courier-load";
import { type ServerProcess, startServerProcess } from "./testing/server-process";
import { validCourierRequest } from "./testing/service-request-fixtures";
import { SmtpSink } from "./testing/smtp-sink";
import { testDatabaseKinds } from "./testing/test-database";
import { TICK_ACTION } from "./testing/tick-job.preload";

const run = promisify(execFile);
const postgres = testDatabaseKinds.find((kind) => kind.name === "postgres");
const HMAC_KEY = randomBytes(32).toString("base64url");
const ADMIN = { email: "betrieb@apostaff.example", password: "Betrieb-Passwort-2026" };
const PROCESSES = 3;
/**
 * Rate limits are counted in memory and shared every 50 ms (docs/decisions/0014): for
 * requests that come at most one per process per flush, each process may miss the other
 * processes' hits of the last two flushes, so the total may pass a limit by this much.
 */
const RATE_LIMIT_SLACK = 2 * (PROCESSES - 1);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` answers true, polling every 100 ms. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 30_000, what = "condition") {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/**
 * Three server processes on one fresh PostgreSQL database, each with a data folder of
 * its own, behind no proxy but spread over by the test (docs/operations.md, "Several
 * processes"). Runs when TEST_DATABASE_URL is set (CI sets it).
 */
describe.skipIf(!postgres)("three processes on one PostgreSQL", () => {
  const sink = new SmtpSink();
  let database: DatabaseHandle;
  const folders: string[] = [];
  let servers: ServerProcess[] = [];
  let urls: string[] = [];
  let startedAt = 0;
  const answers: string[] = [];
  const answer = () => answers.pop() as string;

  beforeAll(async () => {
    database = await (postgres as NonNullable<typeof postgres>).open();
    const smtpUrl = await sink.start();
    answers.push(...(await solvedAltchaAnswers(HMAC_KEY, 1500)));
    servers = await Promise.all(
      Array.from({ length: PROCESSES }, async () => {
        const dataDir = await mkdtemp(path.join(tmpdir(), "apostaff-multi-"));
        folders.push(dataDir);
        return startServerProcess(
          {
            DATABASE_URL: database.url as string,
            DATA_DIR: dataDir,
            SMTP_URL: smtpUrl,
            ALTCHA_HMAC_KEY: HMAC_KEY,
            TRUST_PROXY: "true",
            ADMIN_EMAIL: ADMIN.email,
            ADMIN_PASSWORD: ADMIN.password,
          },
          { preload: ["./server/testing/tick-job.preload.ts"] },
        );
      }),
    );
    await Promise.all(servers.map((server) => server.ready(90_000)));
    urls = servers.map((server) => server.url());
    startedAt = Date.now();
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await sink.stop();
    await database?.close();
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  const login = async (url: string, email: string, password: string) => {
    const response = await fetch(`${url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
    expect(response.status).toBe(200);
    return (response.headers.get("set-cookie") ?? "").split(";")[0] as string;
  };

  it("shares sessions and documents: logged in on one, uploaded through another, read on all", async () => {
    const [a, b, c] = urls as [string, string, string];
    const admin = await login(a, ADMIN.email, ADMIN.password);
    for (const url of [b, c]) {
      const answer = await fetch(`${url}/api/admin/staff`, { headers: { cookie: admin } });
      expect(answer.status).toBe(200);
    }

    const staff = await seedUser(database.db, { role: "pharmacist", status: "active" });
    const cookie = await login(b, staff.email, PASSWORD);
    const content = pdfBytes(700_000);
    const form = await multipart({}, [{ name: "cv", filename: "lebenslauf.pdf", content }]);
    const uploaded = await fetch(`${b}/api/account/documents`, {
      method: "POST",
      headers: { ...form.headers, cookie },
      body: new Uint8Array(form.payload),
    });
    expect(uploaded.status).toBe(201);
    const account = await (await fetch(`${c}/api/account`, { headers: { cookie } })).json();
    const documentId = account.documents[0].id as string;
    for (const [url, who, path] of [
      [a, cookie, `/api/account/documents/download?id=${documentId}`],
      [c, cookie, `/api/account/documents/download?id=${documentId}`],
      [a, admin, `/api/admin/documents/download?id=${documentId}`],
      [c, admin, `/api/admin/documents/download?id=${documentId}`],
    ] as const) {
      const download = await fetch(`${url}${path}`, { headers: { cookie: who } });
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(content)).toBe(true);
    }

    // Logged out through one process: refused by the others.
    const logout = await fetch(`${c}/api/auth/logout`, { method: "POST", headers: { cookie } });
    expect(logout.status).toBeLessThan(300);
    expect((await fetch(`${a}/api/account`, { headers: { cookie } })).status).toBe(401);
  });

  it("holds the login and form rate limits across processes, within the documented slack", async () => {
    const address = "10.200.0.1";
    const attempt = async (url: string) =>
      (
        await fetch(`${url}/api/auth/login`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": address },
          body: JSON.stringify({ email: ADMIN.email, password: "falsches-Passwort-1" }),
        })
      ).status;
    // The form from one visitor address too.
    const formFrom = async (url: string) => {
      const response = await fetch(`${url}/api/boten-service`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "10.200.0.2" },
        body: JSON.stringify({
          ...validCourierRequest,
          "g-recaptcha-response": answer(),
        }),
      });
      return response.status;
    };

    // Logins: the account throttle is exact in the database (docs/decisions/0031): five
    // failures pass, then each waits a doubling delay, so at most one more within the
    // run's second and a half. Forms: the shared counter's slack (decision 14).
    for (const [send, limit, accepted, rounds, slack] of [
      [attempt, FREE_FAILURES, 401, 8, 1],
      [formFrom, 20, 201, 12, RATE_LIMIT_SLACK],
    ] as const) {
      const statuses: number[] = [];
      // Each round: one request to every process at once, as a script spreading its tries.
      for (let round = 0; round < rounds; round += 1) {
        statuses.push(...(await Promise.all(urls.map((url) => send(url)))));
        await sleep(120);
      }
      const passed = statuses.filter((status) => status === accepted).length;
      expect(statuses.filter((status) => status !== accepted && status !== 429)).toEqual([]);
      expect(passed).toBeGreaterThanOrEqual(limit);
      expect(passed).toBeLessThanOrEqual(limit + slack);
    }
  });

  it("accepts a captcha answer once in total, not once per process", async () => {
    const shared = answer();
    const outcomes = await Promise.all(
      urls.map((url, index) => sendCourierRequest(url, shared, "captcha", index)),
    );
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual([201, 422, 422]);
    expect((await sendCourierRequest(urls[0] as string, shared, "captcha")).status).toBe(422);
  });

  it("runs each scheduled job once per due time", async () => {
    // The processes have been up for a while; let a few more slots pass.
    await sleep(Math.max(0, 7_000 - (Date.now() - startedAt)));
    const ticks = await database.db
      .select({ slot: auditLog.targetId, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, TICK_ACTION));
    const slots = ticks.map((tick) => tick.slot);
    expect(slots.length).toBeGreaterThanOrEqual(3);
    expect(new Set(slots).size).toBe(slots.length);
    // Every slot is a due time of the pattern (every 2 s) and none was skipped in between.
    const times = slots.map((slot) => Date.parse(slot)).sort((x, y) => x - y);
    for (const time of times) expect(time % 2000).toBe(0);
    expect((times.at(-1)! - times[0]!) / 2000 + 1).toBe(times.length);
  });

  it("delivers every outbox mail exactly once while all three workers run", {
    timeout: 120_000,
  }, async () => {
    const outcomes = await courierLoad({
      urls,
      targets: () => [0, 1, 2],
      answers: answers.splice(-250),
      pauseMs: 50,
      clients: 4,
      label: "mail",
      until: sleep(2000),
    });
    expect(outcomes.filter((outcome) => outcome.status === 201).length).toBeGreaterThan(10);
    await eventually(
      async () =>
        (await database.db.$count(outboxEmails, eq(outboxEmails.status, "pending"))) === 0,
      60_000,
      "the outbox to empty",
    );
    const rows = await database.db
      .select({ id: outboxEmails.id, status: outboxEmails.status })
      .from(outboxEmails);
    expect(rows.every((row) => row.status === "sent")).toBe(true);
    const received = sink.mails.map((mail) => mail.headers["message-id"] ?? "");
    expect(received.sort()).toEqual(rows.map((row) => `<${row.id}@apostaff.example>`).sort());
  });

  it("loses no accepted request and no mail when one process is killed under load", {
    timeout: 120_000,
  }, async () => {
    const alive = new Set([0, 1, 2]);
    let killedAt = 0;
    const load = courierLoad({
      urls,
      targets: () => [...alive],
      answers: answers.splice(-400),
      pauseMs: 50,
      clients: 4,
      label: "kill",
      until: sleep(4000),
    });
    await sleep(1200);
    alive.delete(1);
    killedAt = Date.now();
    (servers[1] as ServerProcess).child.kill("SIGKILL");
    const outcomes = await load;
    const accepted = outcomes.filter((outcome) => outcome.status === 201);
    expect(outcomes.filter((outcome) => ![0, 201].includes(outcome.status))).toEqual([]);
    // Every 201 is stored.
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
    // The others went on serving.
    for (const survivor of [0, 2]) {
      expect(
        accepted.filter((outcome) => outcome.target === survivor && outcome.answeredAt > killedAt)
          .length,
      ).toBeGreaterThan(0);
    }
    // Every queued mail arrives: the killed worker's lease on the mail in its hand runs
    // out within 30 s (docs/decisions/0045-mail-lease-instead-of-a-held-transaction.md).
    await eventually(
      async () =>
        (await database.db.$count(outboxEmails, eq(outboxEmails.status, "pending"))) === 0,
      60_000,
      "the outbox to empty",
    );
    const rows = await database.db.select({ id: outboxEmails.id }).from(outboxEmails);
    const received = sink.mails.map((mail) => mail.headers["message-id"] ?? "");
    const ids = rows.map((row) => `<${row.id}@apostaff.example>`);
    expect(ids.filter((id) => !received.includes(id))).toEqual([]);
    // At most the one mail the killed worker had in hand between the SMTP server's
    // acceptance and its record is sent again, with the same Message-ID.
    const doubled = received.length - new Set(received).size;
    expect(doubled).toBeLessThanOrEqual(1);
  });

  it("restores from a backup taken under load every request answered 201 before it began", {
    timeout: 120_000,
  }, async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "apostaff-backup-"));
    folders.push(folder);
    const dump = path.join(folder, "apostaff.dump");
    let backupStartedAt = 0;
    const load = courierLoad({
      urls,
      targets: () => [0, 2],
      answers: answers.splice(-300),
      pauseMs: 50,
      clients: 3,
      label: "backup",
      until: (async () => {
        await sleep(1000);
        backupStartedAt = Date.now();
        await run("pg_dump", ["--format=custom", `--file=${dump}`, database.url as string]);
        await sleep(500);
      })(),
    });
    const outcomes = await load;
    const before = outcomes.filter(
      (outcome) => outcome.status === 201 && outcome.answeredAt < backupStartedAt,
    );
    expect(before.length).toBeGreaterThan(0);

    const restoredName = `apostaff_restore_${randomBytes(5).toString("hex")}`;
    const base = new URL(database.url as string);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${restoredName}`);
    const restoredUrl = new URL(base);
    restoredUrl.pathname = `/${restoredName}`;
    let restored: DatabaseHandle | undefined;
    try {
      await run("pg_restore", ["--no-owner", `--dbname=${restoredUrl}`, dump]);
      restored = await openDatabase({ databaseUrl: restoredUrl.toString() });
      const found = await restored.db
        .select({ email: courierRequests.email })
        .from(courierRequests)
        .where(
          inArray(
            courierRequests.email,
            before.map((outcome) => outcome.email),
          ),
        );
      expect(found.length).toBe(before.length);
      // The documents came along: the CV uploaded in the first test, byte for byte.
      const [document] = await restored.db
        .select()
        .from(userDocuments)
        .where(eq(userDocuments.kind, "cv"));
      const parts: Buffer[] = [];
      for await (const part of await createFileStorage(restored.db).read(document!.storageKey)) {
        parts.push(part as Buffer);
      }
      expect(Buffer.concat(parts).equals(pdfBytes(700_000))).toBe(true);
    } finally {
      await restored?.close();
      await admin.query(`drop database if exists ${restoredName} with (force)`);
      await admin.end();
    }
  });
});
