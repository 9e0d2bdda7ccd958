import { eq } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import type { Database } from "../db/client";
import { type Invoice, invoices } from "../db/schema";
import { contentDisposition } from "../http/content-disposition";
import { xrechnungXml } from "./e-invoice";
import { documentOf } from "./issue-invoice";

/** The two downloads of an invoice: the PDF (with Factur-X inside) and the XRechnung XML. */
export const INVOICE_FILE_KINDS = ["pdf", "xrechnung"] as const;
export type InvoiceFileKind = (typeof INVOICE_FILE_KINDS)[number];

export async function sendInvoiceFile(
  db: Database,
  reply: FastifyReply,
  invoice: Invoice,
  file: InvoiceFileKind,
) {
  reply.header("cache-control", "no-store");
  if (file === "pdf") {
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", contentDisposition(`${invoice.number}.pdf`))
      .send(Buffer.from(invoice.pdf));
  }
  let cancels: Pick<Invoice, "number" | "issueDate"> | undefined;
  if (invoice.cancelsInvoiceId) {
    [cancels] = await db
      .select({ number: invoices.number, issueDate: invoices.issueDate })
      .from(invoices)
      .where(eq(invoices.id, invoice.cancelsInvoiceId));
  }
  let follows: Pick<Invoice, "number" | "issueDate"> | undefined;
  if (invoice.followsCancellationId) {
    [follows] = await db
      .select({ number: invoices.number, issueDate: invoices.issueDate })
      .from(invoices)
      .where(eq(invoices.id, invoice.followsCancellationId));
  }
  return reply
    .header("content-type", "application/xml; charset=utf-8")
    .header("content-disposition", contentDisposition(`${invoice.number}-xrechnung.xml`))
    .send(await xrechnungXml(documentOf(invoice, cancels, follows)));
}
