import type { InvoiceLine, InvoiceParty, InvoiceSeller } from "../db/schema";

/**
 * Everything printed on an invoice and written into its XML, as fixed at issue. A
 * cancellation invoice repeats the original's lines and carries negated totals.
 */
export interface InvoiceDocument {
  number: string;
  kind: "invoice" | "cancellation";
  /** For a cancellation invoice: the invoice it cancels. */
  cancels?: { number: string; issueDate: string };
  /**
   * For a corrected invoice: the cancellation invoice it follows (BT-25/26), which
   * cancelled the invoice it corrects (docs/decisions/0057-worked-days-and-corrections.md).
   */
  follows?: { number: string; issueDate: string };
  issueDate: string;
  dueDate: string;
  serviceStart: string;
  serviceEnd: string;
  seller: InvoiceSeller;
  buyer: InvoiceParty;
  lines: InvoiceLine[];
  netCents: number;
  vatCents: number;
  grossCents: number;
  /** The order the fee is for (reference on the invoice). */
  orderReference?: string;
  note?: string;
}

/** Net and VAT per VAT rate (§ 14 (4) Nr. 8 UStG), highest rate first. */
export function vatBreakdown(
  lines: readonly InvoiceLine[],
  vatOf: (net: number, rate: number) => number,
): { rate: number; netCents: number; vatCents: number }[] {
  const byRate = new Map<number, number>();
  for (const line of lines)
    byRate.set(line.vatRate, (byRate.get(line.vatRate) ?? 0) + line.netCents);
  return [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, netCents]) => ({ rate, netCents, vatCents: vatOf(netCents, rate) }));
}
