/**
 * Where an invoice stands for the receivables console and the owner's account. Open
 * until paid; overdue once its due date (14 working days in NRW after the invoice
 * date) has passed in Berlin; a cancelled invoice is settled by its cancellation invoice.
 */
export const INVOICE_STATUSES = ["open", "overdue", "paid", "cancelled", "cancellation"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceStatus, string>> = {
  open: "Offen",
  overdue: "Überfällig",
  paid: "Bezahlt",
  cancelled: "Storniert",
  cancellation: "Stornorechnung",
};

export const INVOICE_KIND_LABELS = { invoice: "Rechnung", cancellation: "Stornorechnung" } as const;
