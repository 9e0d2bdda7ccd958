import type { Database } from "../db/client";
import { type OutboxEmail, outboxEmails } from "../db/schema";
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
