import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { composeEmail } from "../mail/email-layout";
import { enqueueEmail } from "../mail/outbox";
import { buildTestApp } from "../testing/test-app";
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
