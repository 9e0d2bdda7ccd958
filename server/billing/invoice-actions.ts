import { recordAudit } from "../audit/record-audit";
import type { AuthenticatedAccount } from "../auth/require-role";
import type { Database } from "../db/client";
import type { Invoice } from "../db/schema";
import { cancelInvoice, correctInvoice, type InvoiceCorrection } from "./issue-invoice";

/**
 * The operator's cancellation of an issued invoice (docs/decisions/0020-invoices.md), in
 * one transaction with its audit entry. Payments: payments.ts; reminders: dunning.ts.
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

/** Corrects an invoice: a cancellation invoice plus a new one, both mailed (decision 0057). */
export async function correctInvoiceAsOperator(
  db: Database,
  operator: AuthenticatedAccount,
  invoiceId: string,
  correction: InvoiceCorrection,
  reason: string,
  publicUrl: string,
): Promise<{ cancellation: Invoice; corrected: Invoice }> {
  return db.transaction(async (tx) => {
    const result = await correctInvoice(
      tx,
      { invoiceId, correction, reason, issuedBy: operator.email },
      { publicUrl },
    );
    await recordAudit(tx, operator, {
      action: "invoice.correct",
      targetType: "invoice",
      targetId: invoiceId,
      details: {
        cancellation: result.cancellation.number,
        corrected: result.corrected.number,
        gross_cents: result.corrected.grossCents,
        reason,
      },
    });
    return result;
  });
}
