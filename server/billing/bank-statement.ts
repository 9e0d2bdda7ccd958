import { createHash } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit";
import type { AuthenticatedAccount } from "../auth/require-role";
import type { Database } from "../db/client";
import { invoicePayments, invoices } from "../db/schema";
import { HttpError } from "../http/http-error";
import { invoiceNumbersIn, parseCamt053 } from "./camt053";
import { bookPayment, paidCents, payableInvoice } from "./payments";

export interface StatementResult {
  booked: { number: string; amount_cents: number; paid_on: string }[];
  unmatched: { amount_cents: number; booked_on: string; text: string }[];
  duplicates: number;
}

/**
 * Imports a CAMT.053 statement (issue 28, item 4): every booked credit whose remittance
 * names invoice numbers of open invoices is booked as their payment, on its booking
 * date; a credit naming several is spread over them in order, the rest on the last.
 * A credit naming none, or only paid or cancelled invoices, is listed for the operator.
 * One transaction; an entry booked before (same bank reference) is skipped.
 */
export async function importBankStatement(
  db: Database,
  operator: AuthenticatedAccount,
  xml: string,
): Promise<StatementResult> {
  const credits = await parseCamt053(xml);
  return db.transaction(async (tx) => {
    const result: StatementResult = { booked: [], unmatched: [], duplicates: 0 };
    for (const credit of credits) {
      const [seen] = await tx
        .select({ id: invoicePayments.id })
        .from(invoicePayments)
        .where(eq(invoicePayments.bankReference, credit.reference));
      if (seen) {
        result.duplicates++;
        continue;
      }
      const numbers = invoiceNumbersIn(credit.text);
      const candidates = numbers.length
        ? await tx
            .select({ id: invoices.id, number: invoices.number })
            .from(invoices)
            .where(inArray(invoices.number, numbers))
        : [];
      const open = [];
      for (const number of numbers) {
        const candidate = candidates.find((row) => row.number === number);
        if (!candidate) continue;
        const invoice = await payableInvoice(tx, candidate.id).catch((error: unknown) => {
          if (error instanceof HttpError) return undefined;
          throw error;
        });
        if (!invoice) continue;
        const openCents = invoice.grossCents - (await paidCents(tx, invoice.id));
        if (openCents > 0) open.push({ invoice, openCents });
      }
      if (open.length === 0) {
        result.unmatched.push({
          amount_cents: credit.amountCents,
          booked_on: credit.bookedOn,
          text: credit.text.slice(0, 300),
        });
        continue;
      }
      let rest = credit.amountCents;
      for (const [index, { invoice, openCents }] of open.entries()) {
        const last = index === open.length - 1;
        const amount = last ? rest : Math.min(rest, openCents);
        if (amount <= 0) break;
        rest -= amount;
        await bookPayment(
          tx,
          invoice,
          {
            // biome-ignore lint/complexity/useMathMinMax: ISO dates as text, not numbers
            paidOn: credit.bookedOn < invoice.issueDate ? invoice.issueDate : credit.bookedOn,
            amountCents: amount,
            source: "camt053",
            // One credit spread over several invoices: one reference each.
            bankReference: index === 0 ? credit.reference : `${credit.reference}/${invoice.number}`,
            ...(credit.payer ? { payer: credit.payer } : {}),
          },
          operator.email,
        );
        result.booked.push({
          number: invoice.number,
          amount_cents: amount,
          paid_on: credit.bookedOn,
        });
      }
    }
    await recordAudit(tx, operator, {
      action: "invoice.bank_statement",
      targetType: "bank_statement",
      targetId: createHash("sha256").update(xml).digest("hex").slice(0, 32),
      details: {
        booked: result.booked.length,
        unmatched: result.unmatched.length,
        duplicates: result.duplicates,
      },
    });
    return result;
  });
}
