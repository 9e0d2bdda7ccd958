import { and, eq, inArray, sql } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit";
import type { AuthenticatedAccount } from "../auth/require-role";
import type { Database } from "../db/client";
import { type Invoice, invoicePayments, invoices } from "../db/schema";
import { HttpError } from "../http/http-error";

/**
 * Payments of an invoice (issue 28, item 4): several partial payments, each with date and
 * amount; the invoice counts as paid (`invoices.paid_on`, the date of the payment that
 * covered it) once they add up to its gross amount. Dunning fees are not part of it.
 */

export interface PaymentInput {
  paidOn: string;
  amountCents: number;
  source: "manual" | "camt053";
  bankReference?: string;
  payer?: string;
}

/** The invoice locked for a payment step: 404 when missing, 409 when it cannot be paid. */
export async function payableInvoice(tx: Database, invoiceId: string): Promise<Invoice> {
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(eq(invoices.id, invoiceId))
    .for("update");
  if (!invoice) throw new HttpError(404, "Invoice not found");
  if (invoice.kind !== "invoice") throw new HttpError(409, "A cancellation invoice is not paid");
  const [cancelled] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.cancelsInvoiceId, invoice.id));
  if (cancelled) throw new HttpError(409, "This invoice is cancelled");
  return invoice;
}

/** Sum of the payments of an invoice in cents. */
export async function paidCents(tx: Database, invoiceId: string): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<string | null>`sum(${invoicePayments.amountCents})` })
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoiceId));
  return Number(row?.sum ?? 0);
}

/** paidCents of many invoices in one query (the operator's day; issue 29). */
export async function paidCentsOfMany(
  db: Database,
  invoiceIds: readonly string[],
): Promise<Map<string, number>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await db
    .select({
      invoiceId: invoicePayments.invoiceId,
      sum: sql<string | null>`sum(${invoicePayments.amountCents})`,
    })
    .from(invoicePayments)
    .where(inArray(invoicePayments.invoiceId, [...invoiceIds]))
    .groupBy(invoicePayments.invoiceId);
  return new Map(rows.map((row) => [row.invoiceId, Number(row.sum ?? 0)]));
}

/**
 * Books one payment on a locked invoice and sets `paid_on` when the payments cover it.
 * Answers the amount still open afterwards (0 when paid, negative when overpaid).
 */
export async function bookPayment(
  tx: Database,
  invoice: Invoice,
  payment: PaymentInput,
  recordedBy: string,
): Promise<number> {
  if (payment.paidOn < invoice.issueDate) throw new HttpError(422, "Paid before the invoice date");
  if (!Number.isInteger(payment.amountCents) || payment.amountCents <= 0)
    throw new HttpError(422, "The amount must be positive");
  await tx.insert(invoicePayments).values({
    invoiceId: invoice.id,
    paidOn: payment.paidOn,
    amountCents: payment.amountCents,
    source: payment.source,
    bankReference: payment.bankReference ?? null,
    payer: payment.payer ?? null,
    recordedBy,
  });
  const open = invoice.grossCents - (await paidCents(tx, invoice.id));
  if (open <= 0 && !invoice.paidOn) {
    await tx
      .update(invoices)
      .set({ paidOn: payment.paidOn, paymentRecordedBy: recordedBy })
      .where(eq(invoices.id, invoice.id));
  }
  return open;
}

/**
 * The operator records a payment: `amountCents` defaults to the amount still open. With
 * `paidOn` null every payment of the invoice is removed (a booking in error).
 */
export async function recordPayment(
  db: Database,
  operator: AuthenticatedAccount,
  invoiceId: string,
  paidOn: string | null,
  amountCents?: number,
): Promise<{ openCents: number }> {
  return db.transaction(async (tx) => {
    const invoice = await payableInvoice(tx, invoiceId);
    let openCents: number;
    if (paidOn === null) {
      await tx.delete(invoicePayments).where(eq(invoicePayments.invoiceId, invoice.id));
      await tx
        .update(invoices)
        .set({ paidOn: null, paymentRecordedBy: null })
        .where(eq(invoices.id, invoice.id));
      openCents = invoice.grossCents;
    } else {
      const amount = amountCents ?? invoice.grossCents - (await paidCents(tx, invoice.id));
      if (amount <= 0) throw new HttpError(409, "This invoice is paid already");
      openCents = await bookPayment(
        tx,
        invoice,
        { paidOn, amountCents: amount, source: "manual" },
        operator.email,
      );
    }
    await recordAudit(tx, operator, {
      action: "invoice.payment",
      targetType: "invoice",
      targetId: invoice.id,
      details: {
        number: invoice.number,
        paid_on: paidOn,
        amount_cents: paidOn === null ? null : (amountCents ?? null),
        open_cents: openCents,
      },
    });
    return { openCents };
  });
}

/** The payments of an invoice, oldest first. */
export function paymentsOf(db: Database, invoiceId: string) {
  return db
    .select()
    .from(invoicePayments)
    .where(and(eq(invoicePayments.invoiceId, invoiceId)))
    .orderBy(invoicePayments.paidOn, invoicePayments.createdAt);
}
