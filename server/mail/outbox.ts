import type { Database } from "../db/client";
import { outboxEmails } from "../db/schema";
import type { EmailContent } from "./email-layout";

/** The outbox row of a mail, for callers that write it as part of a larger statement. */
export function outboxRow(email: EmailContent): typeof outboxEmails.$inferInsert {
  return {
    template: email.template,
    recipient: email.to,
    subject: email.subject,
    html: email.html,
    text: email.text,
  };
}

/** A database or an open transaction: mails are written with the data they belong to. */
export type DatabaseOrTransaction = Pick<Database, "insert">;

/**
 * Queues an e-mail. Call it inside the transaction that stores the data the mail is
 * about, so both are kept or neither; then `mailer.wake()` after the commit.
 */
export async function enqueueEmail(
  db: DatabaseOrTransaction,
  email: EmailContent,
): Promise<string> {
  const [row] = await db
    .insert(outboxEmails)
    .values(outboxRow(email))
    .returning({ id: outboxEmails.id });
  if (!row) throw new Error("outbox insert returned no row");
  return row.id;
}
