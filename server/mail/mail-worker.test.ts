import { eq, inArray, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { outboxEmails } from "../db/schema";
import { SmtpSink } from "../testing/smtp-sink";
import { testDatabaseKinds } from "../testing/test-database";
import { composeEmail, renderEmailBody } from "./email-layout";
import { MailWorker } from "./mail-worker";
import { enqueueEmail } from "./outbox";

const log = pino({ level: "silent" });

function sampleMail(to: string) {
  return composeEmail(to, "test-mail", "Ihre Anfrage bei apostaff", {
    heading: "Guten Tag",
    paragraphs: ["Wir haben Ihre Anfrage erhalten – vielen Dank!", "- Punkt eins\n- Punkt zwei"],
    button: { label: "Öffnen", url: "http://localhost:3000/x?a=1&b=<2>" },
  });
}

describe.each(testDatabaseKinds)("mail outbox on $name", (kind) => {
  let database: DatabaseHandle;
  const smtp = new SmtpSink();
  let smtpUrl: string;
  const workers: MailWorker[] = [];
  const worker = (retryBaseDelayMs = 50) => {
    const created = new MailWorker({
      db: database.db,
      smtpUrl,
      from: "apostaff <no-reply@apostaff.example>",
      log,
      retryBaseDelayMs,
    });
    workers.push(created);
    return created;
  };

  beforeAll(async () => {
    database = await kind.open();
    smtpUrl = await smtp.start();
  });
  afterEach(async () => {
    smtp.fail = false;
    smtp.acceptDelayMs = 0;
    await Promise.all(workers.splice(0).map((w) => w.stop()));
  });
  afterAll(async () => {
    await smtp.stop();
    await database.close();
  });

  it("delivers a queued mail as German HTML with a text part and marks it sent", async () => {
    const queued = sampleMail("owner@example.org");
    const id = await enqueueEmail(database.db, queued);
    expect(await worker().deliverDue()).toBe(1);
    const mail = await smtp.waitFor((m) => m.to === "owner@example.org");
    expect(mail.subject).toBe("Ihre Anfrage bei apostaff");
    expect(mail.template).toBe("test-mail");
    // Made from the outbox id: a resend after a crash is recognisable as the same mail.
    expect(mail.headers["message-id"]).toBe(`<${id}@apostaff.example>`);
    expect(mail.text).toContain("Wir haben Ihre Anfrage erhalten – vielen Dank!");
    expect(mail.html).toContain("<li>Punkt eins</li>");
    expect(mail.html).toContain("b=&#60;2&#62;");
    // The body queued as content is rendered at delivery into exactly these parts.
    expect(mail).toMatchObject(renderEmailBody(queued.subject, queued.body));
    const [row] = await database.db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
    expect(row?.status).toBe("sent");
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it("delivers a mail queued rendered, before migration 0008, as it was stored", async () => {
    await database.db.insert(outboxEmails).values({
      template: "legacy-mail",
      recipient: "legacy@example.org",
      subject: "Gespeichert vor 0008",
      html: "<p>Alte <b>HTML</b>-Fassung</p>",
      text: "Alte Textfassung",
    });
    expect(await worker().deliverDue()).toBe(1);
    const mail = await smtp.waitFor((m) => m.to === "legacy@example.org");
    expect(mail).toMatchObject({
      template: "legacy-mail",
      html: "<p>Alte <b>HTML</b>-Fassung</p>",
      text: "Alte Textfassung",
    });
  });

  it("delivers a mail's attachments, extra headers and Reply-To as queued", async () => {
    const calendar = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n";
    const pdf = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x10]);
    await enqueueEmail(database.db, {
      ...sampleMail("extras@example.org"),
      attachments: [
        {
          filename: "einsatz.ics",
          contentType: "text/calendar",
          contentBase64: Buffer.from(calendar).toString("base64"),
        },
        {
          filename: "rechnung.pdf",
          contentType: "application/pdf",
          contentBase64: pdf.toString("base64"),
        },
      ],
      headers: {
        "List-Unsubscribe": "<http://localhost:3000/api/abmelden?t=abc>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
      replyTo: "info@apostaff.example",
    });
    expect(await worker().deliverDue()).toBe(1);
    const mail = await smtp.waitFor((m) => m.to === "extras@example.org");
    expect(mail.replyTo).toBe("info@apostaff.example");
    expect(mail.headers["list-unsubscribe"]).toBe("<http://localhost:3000/api/abmelden?t=abc>");
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.template).toBe("test-mail");
    expect(mail.attachments.map(({ filename, contentType }) => [filename, contentType])).toEqual([
      ["einsatz.ics", "text/calendar"],
      ["rechnung.pdf", "application/pdf"],
    ]);
    expect(Buffer.from(mail.attachments[0]!.contentBase64, "base64").toString()).toBe(calendar);
    expect(Buffer.from(mail.attachments[1]!.contentBase64, "base64")).toEqual(pdf);
  });

  it("keeps mail through an SMTP outage and delivers it when SMTP is back", async () => {
    smtp.fail = true;
    const id = await enqueueEmail(database.db, sampleMail("outage@example.org"));
    const mailWorker = worker(50);
    expect(await mailWorker.deliverDue()).toBe(0);
    const [waiting] = await database.db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting?.lastError).toBeTruthy();

    smtp.fail = false;
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await mailWorker.deliverDue()).toBe(1);
    await smtp.waitFor((m) => m.to === "outage@example.org");
    const [sent] = await database.db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
    expect(sent).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });

  it("sends each mail once even with two workers at the same time", async () => {
    const before = smtp.mails.length;
    for (let index = 0; index < 12; index += 1) {
      await enqueueEmail(database.db, sampleMail(`parallel-${index}@example.org`));
    }
    const [a, b] = [worker(), worker()];
    const [sentA, sentB] = await Promise.all([a.deliverDue(), b.deliverDue()]);
    expect(sentA + sentB).toBe(12);
    expect(smtp.mails.length - before).toBe(12);
  });

  it("skips a mail another worker holds, and takes it once that worker's lease ran out", async () => {
    const id = await enqueueEmail(database.db, sampleMail(`leased-${kind.name}@example.org`));
    const holdBy = (offset: string) =>
      database.db
        .update(outboxEmails)
        .set({ lockedUntil: sql`now() + ${sql.raw(`interval '${offset}'`)}`, attempts: 1 })
        .where(eq(outboxEmails.id, id));
    await holdBy("1 minute");
    expect(await worker().deliverDue()).toBe(0);
    await holdBy("-1 second"); // its process died mid-conversation
    expect(await worker().deliverDue()).toBe(1);
    const [row] = await database.db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
    expect(row).toMatchObject({ status: "sent", attempts: 2, lockedUntil: null });
  });

  it("on stop, finishes the mail being sent and leaves the others to the next worker", async () => {
    const ids = [];
    for (let index = 0; index < 3; index += 1) {
      ids.push(
        await enqueueEmail(database.db, sampleMail(`stop-${kind.name}-${index}@example.org`)),
      );
    }
    smtp.acceptDelayMs = 300;
    const stopping = worker();
    stopping.start();
    while (smtp.accepting === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    await stopping.stop();
    const rows = await database.db
      .select({ status: outboxEmails.status, lockedUntil: outboxEmails.lockedUntil })
      .from(outboxEmails)
      .where(inArray(outboxEmails.id, ids));
    expect(rows.filter((row) => row.status === "sent")).toHaveLength(1);
    expect(rows.filter((row) => row.status === "pending" && row.lockedUntil === null)).toHaveLength(
      2,
    );
    smtp.acceptDelayMs = 0;
    expect(await worker().deliverDue()).toBe(2);
  });

  it("gives up after the last attempt and marks the mail failed", async () => {
    smtp.fail = true;
    const id = await enqueueEmail(database.db, sampleMail("never@example.org"));
    const mailWorker = new MailWorker({
      db: database.db,
      smtpUrl,
      from: "x@apostaff.example",
      log,
      retryBaseDelayMs: 1,
      maxAttempts: 2,
    });
    workers.push(mailWorker);
    await mailWorker.deliverDue();
    await new Promise((resolve) => setTimeout(resolve, 10));
    await mailWorker.deliverDue();
    const [row] = await database.db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
    expect(row).toMatchObject({ status: "failed", attempts: 2 });
  });
});
