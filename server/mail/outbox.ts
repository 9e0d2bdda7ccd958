import { and, desc, eq } from "drizzle-orm";
import { type AuditActor, recordAudit } from "../audit/record-audit";
import type { Database } from "../db/client";
import { type OutboxEmail, outboxEmails } from "../db/schema";
import { HttpError } from "../http/http-error";
import { type EmailContent, type RenderedEmail, renderEmailBody } from "./email-layout";

/** The outbox row of a mail, for callers that write it as part of a larger statement. */
export function outboxRow(email: EmailContent): typeof outboxEmails.$inferInsert {
  return {
    template: email.template,
    recipient: email.to,
    subject: email.subject,
    body: email.body,
    attachments: email.attachments?.length ? email.attachments : undefined,
    headers: email.headers && Object.keys(email.headers).length ? email.headers : undefined,
    replyTo: email.replyTo,
  };
}

/**
 * Queues an e-mail. Call it inside the transaction that stores the data the mail is
 * about, so both are kept or neither; then `mailer.wake()` after the commit.
 */
export async function enqueueEmail(db: Database, email: EmailContent): Promise<string> {
  const [row] = await db
    .insert(outboxEmails)
    .values(outboxRow(email))
    .returning({ id: outboxEmails.id });
  if (!row) throw new Error("outbox insert returned no row");
  return row.id;
}

/** The HTML and text of a queued mail, as it is delivered. */
export function renderQueuedEmail(
  row: Pick<OutboxEmail, "subject" | "body" | "html" | "text">,
): RenderedEmail {
  if (row.body) return renderEmailBody(row.subject, row.body);
  // Rows queued before migration 0008 were stored rendered and have no body; the
  // table's check constraint guarantees their html and text.
  if (row.html === null || row.text === null) {
    throw new Error("outbox row has neither a body nor html and text");
  }
  return { html: row.html, text: row.text };
}

/** The operator sends a failed mail again (console, E-Mails); audited. */
export async function retryFailedEmail(
  db: Database,
  operator: AuditActor,
  id: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [mail] = await tx
      .select({ status: outboxEmails.status, recipient: outboxEmails.recipient })
      .from(outboxEmails)
      .where(eq(outboxEmails.id, id))
      .for("update");
    if (!mail) throw new HttpError(404, "E-mail not found");
    if (mail.status !== "failed") throw new HttpError(409, "Only failed e-mails can be retried");
    await tx
      .update(outboxEmails)
      .set({ status: "pending", attempts: 0, nextAttemptAt: new Date(), lockedUntil: null })
      .where(and(eq(outboxEmails.id, id), eq(outboxEmails.status, "failed")));
    await recordAudit(tx, operator, {
      action: "email.retry",
      targetType: "outbox_email",
      targetId: id,
      details: { recipient: mail.recipient },
    });
  });
}

/** The newest mails of the outbox, for the development mailbox. */
export function latestOutboxEmails(db: Database, limit = 100): Promise<OutboxEmail[]> {
  return db.select().from(outboxEmails).orderBy(desc(outboxEmails.createdAt)).limit(limit);
}

export async function findOutboxEmail(db: Database, id: string): Promise<OutboxEmail | undefined> {
  const [mail] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
  return mail;
}
