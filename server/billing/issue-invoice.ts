import { eq } from "drizzle-orm";
import { vatOf } from "../../domain/billing/money";
import { formatGermanDate, todayIsoDate } from "../../domain/dates";
import { messagesEn } from "../../domain/messages/en";
import { addWorkingDays } from "../../domain/working-days";
import type { Database } from "../db/client";
import {
  type Invoice,
  type InvoiceLine,
  type InvoiceParty,
  type InvoiceSeller,
  invoices,
  users,
} from "../db/schema";
import { HttpError } from "../http/http-error";
import { enqueueEmail } from "../mail/outbox";
import { invoiceIssuedEmail } from "../mail/templates/invoice-mails";
import { embedFacturX } from "./e-invoice";
import { type InvoiceDocument, vatBreakdown } from "./invoice-document";
import { nextInvoiceNumber } from "./invoice-numbers";
import { renderInvoicePdf } from "./invoice-pdf";

/** Payment terms: 14 working days in NRW after the invoice date. */
export const PAYMENT_WORKING_DAYS = 14;

export interface IssueInvoiceInput {
  seller: InvoiceSeller;
  /** The pharmacy owner's account: the mail goes there, the account page lists it. */
  buyerId: string | null;
  buyer: InvoiceParty;
  servicePeriod: { start: string; end: string };
  lines: InvoiceLine[];
  orderId?: string;
  placementId?: string;
  note?: string;
  /** The operator's e-mail (or "system"), kept on the invoice. */
  issuedBy: string;
}

export interface IssueContext {
  publicUrl: string;
  now?: Date;
}

function totals(lines: readonly InvoiceLine[]) {
  const netCents = lines.reduce((sum, line) => sum + line.netCents, 0);
  const vatCents = vatBreakdown(lines, vatOf).reduce((sum, group) => sum + group.vatCents, 0);
  return { netCents, vatCents, grossCents: netCents + vatCents };
}

export function documentOf(
  row: Omit<Invoice, "pdf">,
  cancels?: Pick<Invoice, "number" | "issueDate">,
  follows?: Pick<Invoice, "number" | "issueDate">,
): InvoiceDocument {
  return {
    number: row.number,
    kind: row.kind,
    ...(cancels ? { cancels: { number: cancels.number, issueDate: cancels.issueDate } } : {}),
    ...(follows ? { follows: { number: follows.number, issueDate: follows.issueDate } } : {}),
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    serviceStart: row.serviceStart,
    serviceEnd: row.serviceEnd,
    seller: row.seller,
    buyer: row.buyer,
    lines: row.lines,
    netCents: row.netCents,
    vatCents: row.vatCents,
    grossCents: row.grossCents,
    ...(row.orderId ? { orderReference: row.orderId } : {}),
    ...(row.note ? { note: row.note } : {}),
  };
}

async function mailToBuyer(
  tx: Database,
  row: Invoice,
  context: IssueContext,
  cancelsNumber?: string,
  correction?: { replacedBy: string } | { cancelledWith: string },
) {
  const [owner] = row.buyerId ? await tx.select().from(users).where(eq(users.id, row.buyerId)) : [];
  const to = owner?.email ?? row.buyer.email;
  if (!to) return;
  await enqueueEmail(
    tx,
    invoiceIssuedEmail(
      to,
      owner ?? { salutation: null, firstName: row.buyer.contact ?? "", lastName: "" },
      { ...row, ...(cancelsNumber ? { cancelsNumber } : {}), ...correction },
      row.pdf,
      context.publicUrl,
    ),
  );
}

async function insertWithNumber(
  tx: Database,
  values: Omit<typeof invoices.$inferInsert, "number" | "pdf">,
  cancels: Pick<Invoice, "number" | "issueDate"> | undefined,
  drawn?: { number: string; follows?: Pick<Invoice, "number" | "issueDate"> },
): Promise<Invoice> {
  // The number is drawn last: its counter row stays locked only while the PDF is drawn.
  const number =
    drawn?.number ?? (await nextInvoiceNumber(tx, Number(values.issueDate.slice(0, 4))));
  const document = documentOf({ ...(values as Invoice), number }, cancels, drawn?.follows);
  const pdf = await embedFacturX(document, await renderInvoicePdf(document));
  const [row] = await tx
    .insert(invoices)
    .values({ ...values, number, pdf })
    .returning();
  if (!row) throw new Error("invoice insert returned no row");
  return row;
}

/**
 * Issues an invoice in the caller's transaction (docs/decisions/0020-invoices.md):
 * draws the next gapless number, renders the PDF with the embedded EN 16931 XML, stores
 * it unchangeably and queues the mail to the owner with the PDF attached. The invoice
 * from confirmed worked days and the console's "Rechnung stellen" both call this.
 */
export async function issueInvoice(
  tx: Database,
  input: IssueInvoiceInput,
  context: IssueContext,
): Promise<Invoice> {
  if (input.lines.length === 0) throw new Error("an invoice needs at least one line");
  const issueDate = todayIsoDate(context.now);
  const row = await insertWithNumber(
    tx,
    {
      kind: "invoice",
      issueDate,
      dueDate: addWorkingDays(issueDate, PAYMENT_WORKING_DAYS),
      serviceStart: input.servicePeriod.start,
      serviceEnd: input.servicePeriod.end,
      buyerId: input.buyerId,
      buyer: input.buyer,
      seller: input.seller,
      lines: input.lines,
      ...totals(input.lines),
      orderId: input.orderId ?? null,
      placementId: input.placementId ?? null,
      note: input.note ?? null,
      issuedBy: input.issuedBy,
    },
    undefined,
  );
  await mailToBuyer(tx, row, context);
  return row;
}

/**
 * The original of a cancellation or correction, locked: 404 when missing, 409 when it
 * is itself a cancellation or already cancelled.
 */
async function lockCancellable(tx: Database, invoiceId: string, action: "cancelled" | "corrected") {
  const [original] = await tx
    .select()
    .from(invoices)
    .where(eq(invoices.id, invoiceId))
    .for("update");
  if (!original) throw new HttpError(404, "Invoice not found");
  if (original.kind !== "invoice")
    throw new HttpError(409, `A cancellation invoice cannot be ${action}`);
  const [existing] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.cancelsInvoiceId, original.id));
  if (existing) throw new HttpError(409, messagesEn["invoice.alreadyCancelled"]);
  return original;
}

/**
 * Writes the cancellation invoice (Stornorechnung) of `original`: the same lines with
 * negated totals, a reference to the original (BT-25), which stays as it was; the
 * number drawn here unless the caller drew it (a correction draws both first).
 */
async function writeCancellation(
  tx: Database,
  original: Invoice,
  input: { issueDate: string; note: string; issuedBy: string; number?: string },
): Promise<Invoice> {
  return insertWithNumber(
    tx,
    {
      kind: "cancellation",
      cancelsInvoiceId: original.id,
      issueDate: input.issueDate,
      dueDate: input.issueDate,
      serviceStart: original.serviceStart,
      serviceEnd: original.serviceEnd,
      buyerId: original.buyerId,
      buyer: original.buyer,
      seller: original.seller,
      lines: original.lines,
      netCents: -original.netCents,
      vatCents: -original.vatCents,
      grossCents: -original.grossCents,
      orderId: original.orderId,
      placementId: original.placementId,
      note: input.note,
      issuedBy: input.issuedBy,
    },
    original,
    input.number ? { number: input.number } : undefined,
  );
}

/**
 * A cancellation invoice (Stornorechnung) for `invoiceId`: a number of its own, the same
 * lines with negated totals, a reference to the original, which stays as it was. 404
 * when missing, 409 when it is itself a cancellation or already cancelled.
 */
export async function cancelInvoice(
  tx: Database,
  input: { invoiceId: string; reason: string; issuedBy: string },
  context: IssueContext,
): Promise<Invoice> {
  const original = await lockCancellable(tx, input.invoiceId, "cancelled");
  const row = await writeCancellation(tx, original, {
    issueDate: todayIsoDate(context.now),
    note: input.reason,
    issuedBy: input.issuedBy,
  });
  await mailToBuyer(tx, row, context, original.number);
  return row;
}

/** What the operator may change in a correction; the rest is the original's. */
export interface InvoiceCorrection {
  quantity?: number;
  unitNetCents?: number;
  description?: string;
}

/**
 * A correction (issue 28, item 3; docs/decisions/0057-worked-days-and-corrections.md):
 * a cancellation invoice of the original and a new invoice with the corrected
 * quantity, unit price or text, issued together. Each names the other: the new
 * invoice references the cancellation (BT-25/26) and says which invoice it corrects;
 * the cancellation references the original (BT-25) and names the new invoice in its
 * note. Both numbers are drawn first, so each document can print the other's. The
 * owner is mailed both. Only a one-line invoice is corrected this way.
 */
export async function correctInvoice(
  tx: Database,
  input: { invoiceId: string; correction: InvoiceCorrection; reason: string; issuedBy: string },
  context: IssueContext,
): Promise<{ cancellation: Invoice; corrected: Invoice }> {
  const original = await lockCancellable(tx, input.invoiceId, "corrected");
  if (original.lines.length !== 1) throw new HttpError(409, messagesEn["invoice.oneLineOnly"]);
  const line = original.lines[0]!;
  const quantity = input.correction.quantity ?? line.quantity;
  const unitNetCents = input.correction.unitNetCents ?? line.unitNetCents;
  const corrected: InvoiceLine = {
    ...line,
    description: input.correction.description ?? line.description,
    quantity,
    unitNetCents,
    netCents: Math.round(quantity * unitNetCents),
  };
  if (
    corrected.quantity === line.quantity &&
    corrected.unitNetCents === line.unitNetCents &&
    corrected.description === line.description
  ) {
    throw new HttpError(422, messagesEn["invoice.correctionUnchanged"]);
  }
  const issueDate = todayIsoDate(context.now);
  const year = Number(issueDate.slice(0, 4));
  const reason = input.reason.trim().replace(/[.\s]+$/, "");
  const cancellationNumber = await nextInvoiceNumber(tx, year);
  const correctedNumber = await nextInvoiceNumber(tx, year);
  const cancellation = await writeCancellation(tx, original, {
    issueDate,
    note: `${reason}. Ersetzt durch die Rechnung ${correctedNumber}.`,
    issuedBy: input.issuedBy,
    number: cancellationNumber,
  });
  const lines = [corrected];
  const row = await insertWithNumber(
    tx,
    {
      kind: "invoice",
      followsCancellationId: cancellation.id,
      issueDate,
      dueDate: addWorkingDays(issueDate, PAYMENT_WORKING_DAYS),
      serviceStart: original.serviceStart,
      serviceEnd: original.serviceEnd,
      buyerId: original.buyerId,
      buyer: original.buyer,
      seller: original.seller,
      lines,
      ...totals(lines),
      orderId: original.orderId,
      placementId: original.placementId,
      note: `Korrigierte Rechnung: ersetzt die Rechnung ${original.number} vom ${formatGermanDate(original.issueDate)}, storniert mit der Stornorechnung ${cancellationNumber}. ${reason}.`,
      issuedBy: input.issuedBy,
    },
    undefined,
    { number: correctedNumber, follows: cancellation },
  );
  await mailToBuyer(tx, cancellation, context, original.number, { replacedBy: row.number });
  await mailToBuyer(tx, row, context, original.number, { cancelledWith: cancellation.number });
  return { cancellation, corrected: row };
}
