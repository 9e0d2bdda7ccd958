import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { composeEmail } from "../mail/email-layout";
import { enqueueEmail } from "../mail/outbox";
import { buildTestApp, testConfig } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";

describe("development mailbox (no SMTP configured)", () => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildTestApp>>;

  beforeAll(async () => {
    database = await testDatabaseKinds[0]!.open();
    app = await buildTestApp(database);
    await enqueueEmail(
      database.db,
      composeEmail(
        "owner@example.org",
        "owner-activation",
        "Bitte bestätigen Sie Ihre E-Mail-Adresse",
        {
          heading: "Willkommen",
          paragraphs: ["Bitte bestätigen Sie Ihre Adresse."],
          button: {
            label: "E-Mail bestätigen",
            url: "http://localhost:3000/api/auth/activate?token=abc",
          },
        },
      ),
    );
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("shows queued mails to a visitor on this machine", async () => {
    const page = await app.inject("/dev/mailbox");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Bitte bestätigen Sie Ihre E-Mail-Adresse");
    const list = await app.inject("/api/dev/mailbox");
    const [mail] = list.json().mails;
    expect(mail).toMatchObject({ to: "owner@example.org", template: "owner-activation" });
    const single = await app.inject(`/dev/mailbox/${mail.id}`);
    expect(single.body).toContain("activate?token=abc");
  });

  it("hides the mailbox from other machines", async () => {
    const response = await app.inject({ url: "/dev/mailbox", remoteAddress: "203.0.113.9" });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("owner@example.org");
  });
});

describe("the mailbox behind a reverse proxy or in production", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await testDatabaseKinds[0]!.open();
  }, 60_000);
  afterAll(() => database.close());

  it("is not fooled by a proxy on the same machine", async () => {
    const app = await buildTestApp(database);
    try {
      for (const headers of [
        { "x-forwarded-for": "203.0.113.9" },
        { forwarded: "for=203.0.113.9" },
        { "x-real-ip": "203.0.113.9" },
        { host: "apostaff.example" },
      ]) {
        const response = await app.inject({ url: "/api/dev/mailbox", headers });
        expect(response.statusCode, JSON.stringify(headers)).toBe(404);
      }
    } finally {
      await app.close();
    }
  });

  it("does not exist in production, which warns loudly that no mail is sent", async () => {
    const lines: string[] = [];
    const app = await buildApp({
      config: testConfig({ nodeEnv: "production", logLevel: "warn" }),
      database,
      logStream: { write: (line: string) => void lines.push(line) },
    });
    await app.ready();
    try {
      expect((await app.inject("/dev/mailbox")).statusCode).not.toBe(200);
      expect((await app.inject("/api/dev/mailbox")).statusCode).toBe(404);
      expect(lines.join("")).toContain("NO E-MAIL IS SENT");
    } finally {
      await app.close();
    }
  });
});
