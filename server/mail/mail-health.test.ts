import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migratedDataDir } from "../testing/migrated-data-dir";
import { type ServerProcess, startServerProcess } from "../testing/server-process";
import { SmtpSink } from "../testing/smtp-sink";

const ADMIN = { email: "op@mail-health.example", password: "Operator-Passwort-2026" };

async function readyMail(server: ServerProcess): Promise<string> {
  const response = await fetch(server.url("/readyz"));
  return ((await response.json()) as { mail: string }).mail;
}

/** Polls until `read` answers something other than `from` (the first check runs). */
async function settled<T>(read: () => Promise<T>, from: T, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== from || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function mailDeliveryUp(server: ServerProcess): Promise<string | undefined> {
  const metrics = await (await fetch(server.url("/metrics"))).text();
  return /^apostaff_mail_delivery_up (\S+)$/m.exec(metrics)?.[1];
}

async function consoleMailDelivery(server: ServerProcess) {
  const login = await fetch(server.url("/api/auth/login"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  expect(login.status).toBe(200);
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const overview = await fetch(server.url("/api/admin/overview"), { headers: { cookie } });
  expect(overview.status).toBe(200);
  return ((await overview.json()) as { mail_delivery: { state: string; message?: string } })
    .mail_delivery;
}

/**
 * A wrong SMTP password shows at the start, not at the first mail (issue 33 item 5):
 * in the log, in /readyz (which stays 200: pages and queued mail still work), in the
 * operator console and in the metrics. Real server processes and a real SMTP server.
 */
describe("mail delivery health", () => {
  const sink = new SmtpSink();
  let smtpUrl: URL;
  let dataDir: string;

  beforeAll(async () => {
    sink.credentials = { user: "apostaff", pass: "right-password" };
    smtpUrl = new URL(await sink.start());
    dataDir = await migratedDataDir("apostaff-mail-health-");
  });
  afterAll(async () => {
    await sink.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const startWithPassword = async (password: string) => {
    const url = new URL(smtpUrl);
    url.username = "apostaff";
    url.password = password;
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      SMTP_URL: url.toString(),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    await server.ready(110_000);
    return server;
  };

  it("says at start that the SMTP server refuses the login", async () => {
    const server = await startWithPassword("wrong-password");
    try {
      expect(await settled(() => readyMail(server), "unchecked")).toBe("failing");
      expect((await fetch(server.url("/readyz"))).status).toBe(200);
      expect(server.output()).toMatch(/SMTP check failed: .*Authentication credentials invalid/);
      expect(await mailDeliveryUp(server)).toBe("0");
      const delivery = await consoleMailDelivery(server);
      expect(delivery.state).toBe("failing");
      expect(delivery.message).toMatch(/Authentication credentials invalid/);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 150_000);

  it("and that it takes the right one", async () => {
    const server = await startWithPassword("right-password");
    try {
      expect(await settled(() => readyMail(server), "unchecked")).toBe("ok");
      expect(await mailDeliveryUp(server)).toBe("1");
      expect((await consoleMailDelivery(server)).state).toBe("ok");
      expect(server.output()).not.toMatch(/SMTP check failed/);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 150_000);
});
