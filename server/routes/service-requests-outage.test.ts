import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteConfig } from "../../domain/site-config";
import type { DatabaseHandle } from "../db/client";
import { cleaningRequests, courierRequests, outboxEmails } from "../db/schema";
import { solveAltcha, TEST_ALTCHA_MAX_NUMBER } from "../testing/captcha";
import { validCleaningRequest, validCourierRequest } from "../testing/service-request-fixtures";
import { SmtpSink } from "../testing/smtp-sink";
import { buildTestApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";

describe.each(testDatabaseKinds)("service requests during an SMTP outage on $name", (kind) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  const smtp = new SmtpSink();

  beforeAll(async () => {
    database = await kind.open();
    const smtpUrl = await smtp.start();
    app = await buildTestApp(database, {
      smtpUrl,
      mailRetryBaseDelayMs: 50,
      altchaMaxNumber: TEST_ALTCHA_MAX_NUMBER,
    });
  });
  afterAll(async () => {
    await app.close();
    await smtp.stop();
    await database.close();
  });

  it("loses no request and no mail: both wait in the outbox and go out when SMTP is back", async () => {
    smtp.fail = true;
    const courier = { ...validCourierRequest, email: "outage-courier@apotheke.example" };
    const cleaning = { ...validCleaningRequest, email: "outage-cleaning@apotheke.example" };
    const sentCourier = await app.inject({
      method: "POST",
      url: "/api/boten-service",
      payload: { ...courier, "g-recaptcha-response": await solveAltcha(app) },
    });
    const sentCleaning = await app.inject({
      method: "POST",
      url: "/api/reinigung-service",
      payload: { ...cleaning, "g-recaptcha-response": await solveAltcha(app) },
    });
    // The visitor is told it worked: the request is stored, the mails are queued.
    expect(sentCourier.statusCode).toBe(201);
    expect(sentCleaning.statusCode).toBe(201);
    expect(
      await database.db
        .select()
        .from(courierRequests)
        .where(eq(courierRequests.email, courier.email)),
    ).toHaveLength(1);
    expect(
      await database.db
        .select()
        .from(cleaningRequests)
        .where(eq(cleaningRequests.email, cleaning.email)),
    ).toHaveLength(1);

    const recipients = [courier.email, cleaning.email, siteConfig.emails.agency];
    const queued = () =>
      database.db.select().from(outboxEmails).where(inArray(outboxEmails.recipient, recipients));
    // The worker tries, SMTP refuses, the mails stay pending with the error noted.
    await expect
      .poll(async () => (await queued()).every((mail) => mail.lastError !== null), {
        timeout: 10_000,
      })
      .toBe(true);
    const waiting = await queued();
    expect(waiting).toHaveLength(4);
    expect(waiting.every((mail) => mail.status === "pending" && mail.attempts >= 1)).toBe(true);
    expect(smtp.mails).toHaveLength(0);

    smtp.fail = false;
    await smtp.waitFor((mail) => mail.to === courier.email);
    await smtp.waitFor((mail) => mail.to === cleaning.email);
    await expect
      .poll(async () => smtp.mails.filter((mail) => mail.to === siteConfig.emails.agency).length)
      .toBe(2);
    const templates = smtp.mails.map((mail) => mail.template).sort();
    expect(templates).toEqual([
      "cleaning-request-agency",
      "cleaning-request-confirmation",
      "courier-request-agency",
      "courier-request-confirmation",
    ]);
    await expect
      .poll(async () => (await queued()).every((mail) => mail.status === "sent"))
      .toBe(true);
  });
});
