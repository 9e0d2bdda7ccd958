import { eq } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit";
import type { AuthenticatedAccount } from "../auth/require-role";
import type { Database } from "../db/client";
import { type Invoice, invoices, users } from "../db/schema";
import { HttpError } from "../http/http-error";
import { enqueueEmail } from "../mail/outbox";
import { invoiceReminderEmail } from "../mail/templates/invoice-mails";
import { cancelInvoice } from "./issue-invoice";

/**
 * The operator's steps on an issued invoice (docs/decisions/0020-invoices.md):
 * cancel it, record its payment, remind the pharmacy. Each in one transaction with its
 * audit entry.
 */

/** Cancels an invoice with a cancellation invoice of its own number (mailed). */
export async function cancelInvoiceAsOperator(
  db: Database,
  operator: AuthenticatedAccount,
  invoiceId: string,
  reason: string,
  publicUrl: string,
): Promise<Invoice> {
  return db.transaction(async (tx) => {
    const row = await cancelInvoice(
      tx,
      { invoiceId, reason, issuedBy: operator.email },
      { publicUrl },
    );
    await recordAudit(tx, operator, {
      action: "invoice.cancel",
      targetType: "invoice",
      targetId: invoiceId,
      details: { cancellation: row.number, reason },
    });
    return row;
  });
}

/** Records the payment date of an invoice, or with null marks it unpaid again. */
export async function recordPayment(
  db: Database,
  operator: AuthenticatedAccount,
  invoiceId: string,
  paidOn: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(eq(invoices.id, invoiceId))
      .for("update");
    if (!invoice) throw new HttpError(404, "Invoice not found");
    if (invoice.kind !== "invoice") throw new HttpError(409, "A cancellation invoice is not paid");
    if (paidOn && paidOn < invoice.issueDate)
      throw new HttpError(422, "Paid before the invoice date");
    await tx
      .update(invoices)
      .set({ paidOn, paymentRecordedBy: paidOn ? operator.email : null })
      .where(eq(invoices.id, invoice.id));
    await recordAudit(tx, operator, {
      action: "invoice.payment",
      targetType: "invoice",
      targetId: invoice.id,
      details: { number: invoice.number, old: invoice.paidOn, new: paidOn },
    });
  });
}

/** Queues a payment reminder with the PDF for an unpaid invoice; 409 otherwise. */
export async function queueInvoiceReminder(
  db: Database,
  operator: AuthenticatedAccount,
  invoiceId: string,
  publicUrl: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(eq(invoices.id, invoiceId))
      .for("update");
    if (!invoice) throw new HttpError(404, "Invoice not found");
    const [cancelled] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.cancelsInvoiceId, invoice.id));
    if (invoice.kind !== "invoice" || invoice.paidOn || cancelled) {
      throw new HttpError(409, "Only an unpaid invoice gets a reminder");
    }
    const [owner] = invoice.buyerId
      ? await tx.select().from(users).where(eq(users.id, invoice.buyerId))
      : [];
    const to = owner?.email ?? invoice.buyer.email;
    if (!to) throw new HttpError(409, "The pharmacy has no e-mail address");
    await enqueueEmail(
      tx,
      invoiceReminderEmail(
        to,
        owner ?? { salutation: null, firstName: invoice.buyer.contact ?? "", lastName: "" },
        invoice,
        invoice.pdf,
        publicUrl,
      ),
    );
    await tx
      .update(invoices)
      .set({ lastReminderAt: new Date(), reminderCount: invoice.reminderCount + 1 })
      .where(eq(invoices.id, invoice.id));
    await recordAudit(tx, operator, {
      action: "invoice.reminder",
      targetType: "invoice",
      targetId: invoice.id,
      details: { number: invoice.number, to },
    });
  });
}
