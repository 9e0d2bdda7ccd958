import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { formatEuro, vatOf } from "../../domain/billing/money";
import { formatGermanDate } from "../../domain/dates";
import { paymentTermsNote } from "./e-invoice";
import { type InvoiceDocument, vatBreakdown } from "./invoice-document";
import {
  CONTENT_BOTTOM,
  drawContinuationHead,
  drawFooters,
  drawLetterHead,
  formatIban,
  INK,
  invoiceFacts,
  MARGIN,
  MUTED,
  type Pdf,
  WIDTH,
} from "./invoice-pdf-layout";
import { woffToSfnt } from "./woff-to-sfnt";

/**
 * Draws the invoice PDF (A4, German) with pdfkit. The fonts come from an npm package
 * (Noto Sans, as WOFF), are unpacked and parsed once per process: pdfkit then only
 * subsets them per document, which keeps one invoice under the 200 ms budget
 * (`npm run bench`).
 *
 * Every element is placed by this code, never by pdfkit's automatic page break (issue
 * 28: the footer below the bottom margin made three pages of one). Up to ten positions
 * fit on one page; longer invoices continue on further pages, each with a short head
 * naming the invoice, its date and the buyer, and the footer with the seller's tax
 * number and bank, so the page with the total carries every § 14 UStG detail.
 */
const require = createRequire(import.meta.url);

/**
 * pdfkit and the parsed fonts, loaded at the first PDF: about 30 MB that a process which
 * never writes an invoice or a reminder should not carry (docs/decisions/0068-memory.md).
 */
async function importPdfKit() {
  const [{ default: PDFDocument }, fontkit] = await Promise.all([
    import("pdfkit"),
    import("fontkit"),
  ]);
  const loadFont = (file: string) =>
    fontkit.create(
      woffToSfnt(readFileSync(require.resolve(`@fontsource/noto-sans/files/${file}`))),
    ) as never;
  return {
    PDFDocument,
    regular: loadFont("noto-sans-latin-400-normal.woff"),
    bold: loadFont("noto-sans-latin-700-normal.woff"),
  };
}
let loadingPdfKit: ReturnType<typeof importPdfKit> | undefined;
const loadPdfKit = () => (loadingPdfKit ??= importPdfKit());

export const INVOICE_TITLES = { invoice: "Rechnung", cancellation: "Stornorechnung" } as const;

interface Column {
  label: string;
  width: number;
  align: "left" | "right";
  x: number;
}

/**
 * The table's columns. One VAT rate for all lines (the usual case) is printed in the
 * totals only ("Umsatzsteuer 19 % auf …"), and its column goes to the description.
 */
function columnsFor(lines: InvoiceDocument["lines"]): Column[] {
  const oneRate = new Set(lines.map((line) => line.vatRate)).size === 1;
  const specs = [
    { label: "Pos.", width: 20, align: "left" as const },
    { label: "Leistung", width: oneRate ? 298 : 270, align: "left" as const },
    { label: "Menge", width: 44, align: "right" as const },
    { label: "Einzelpreis netto", width: 56, align: "right" as const },
    ...(oneRate ? [] : [{ label: "USt.", width: 28, align: "right" as const }]),
    { label: "Betrag netto", width: WIDTH - 418, align: "right" as const },
  ];
  return specs.map((column, index) => ({
    ...column,
    x: MARGIN + specs.slice(0, index).reduce((sum, other) => sum + other.width, 0),
  }));
}
const ROW_FONT = 8.5;
const ROW_GAP = 5;

/**
 * A new A4 document with our fonts and every page buffered (the footers are drawn last),
 * and the promise of its bytes once `end()` is called.
 */
export async function startPdf(info: { title: string; author: string; date: string }): Promise<{
  pdf: Pdf;
  finished: Promise<Uint8Array>;
}> {
  const { PDFDocument, regular, bold } = await loadPdfKit();
  const pdf: Pdf = new PDFDocument({
    size: "A4",
    // Small bottom margin: the footer sits below CONTENT_BOTTOM and must not trigger
    // pdfkit's own page break.
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 12 },
    bufferPages: true,
    info: {
      Title: info.title,
      Author: info.author,
      Subject: info.title,
      CreationDate: new Date(`${info.date}T12:00:00Z`),
    },
  });
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Uint8Array>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  pdf.registerFont("regular", regular);
  pdf.registerFont("bold", bold);
  return { pdf, finished };
}

export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Uint8Array> {
  const { pdf, finished } = await startPdf({
    title: `${INVOICE_TITLES[doc.kind]} ${doc.number}`,
    author: doc.seller.name,
    date: doc.issueDate,
  });
  const sign = doc.kind === "cancellation" ? -1 : 1;
  const title = `${INVOICE_TITLES[doc.kind]} ${doc.number}`;

  let y = drawLetterHead(pdf, doc, title, invoiceFacts(doc));
  pdf.font("regular").fontSize(9.5).fillColor(INK);
  const intro =
    doc.kind === "cancellation"
      ? `Hiermit stornieren wir unsere Rechnung ${doc.cancels?.number ?? ""} vom ${doc.cancels ? formatGermanDate(doc.cancels.issueDate) : ""} vollständig.`
      : "Für unsere Vermittlungsleistung berechnen wir Ihnen vereinbarungsgemäß:";
  for (const paragraph of [intro, doc.note].filter(Boolean) as string[]) {
    pdf.text(paragraph, MARGIN, y, { width: WIDTH });
    y += pdf.heightOfString(paragraph, { width: WIDTH }) + 4;
  }
  y += 10;

  const newPage = (withTable: boolean) => {
    pdf.addPage();
    const top = drawContinuationHead(pdf, doc, title);
    return withTable ? tableHead(pdf, columns, top) : top;
  };
  const columns = columnsFor(doc.lines);
  const oneRate = columns.length === 5;
  y = tableHead(pdf, columns, y);
  doc.lines.forEach((line, index) => {
    const unit = line.unitCode === "DAY" ? (line.quantity === 1 ? "Tag" : "Tage") : "Vermittlung";
    const cells = [
      String(index + 1),
      line.description,
      `${line.quantity} ${unit}`,
      formatEuro(line.unitNetCents),
      ...(oneRate ? [] : [`${line.vatRate} %`]),
      formatEuro(sign * line.netCents),
    ];
    pdf.font("regular").fontSize(ROW_FONT);
    const height =
      Math.max(
        ...cells.map((cell, column) => pdf.heightOfString(cell, { width: columns[column]!.width })),
        11,
      ) + ROW_GAP;
    if (y + height > CONTENT_BOTTOM) y = newPage(true);
    pdf.font("regular").fontSize(ROW_FONT).fillColor(INK);
    cells.forEach((cell, column) => {
      const spec = columns[column]!;
      pdf.text(cell, spec.x, y, { width: spec.width, align: spec.align });
    });
    y += height;
  });

  // Totals per VAT rate (§ 14 (4) Nr. 8 UStG) and the payment terms stay together.
  const totals: [string, string, boolean][] = [["Summe netto", formatEuro(doc.netCents), false]];
  for (const group of vatBreakdown(doc.lines, vatOf)) {
    totals.push([
      `Umsatzsteuer ${group.rate} % auf ${formatEuro(sign * group.netCents)}`,
      formatEuro(sign * group.vatCents),
      false,
    ]);
  }
  totals.push([
    doc.kind === "cancellation" ? "Gutschrift brutto" : "Rechnungsbetrag brutto",
    formatEuro(doc.grossCents),
    true,
  ]);
  const payment = [paymentTermsNote(doc)];
  if (doc.kind === "invoice") {
    payment.push(
      `Bitte überweisen Sie den Betrag unter Angabe der Rechnungsnummer ${doc.number} auf das Konto ${doc.seller.name}, IBAN ${formatIban(doc.seller.iban)}, BIC ${doc.seller.bic}, ${doc.seller.bankName}.`,
    );
  }
  pdf.font("regular").fontSize(9);
  const paymentHeight = pdf.heightOfString(payment.join("\n"), { width: WIDTH });
  const closingHeight = 8 + totals.length * 15 + 4 + 12 + paymentHeight;
  if (y + closingHeight > CONTENT_BOTTOM) y = newPage(false);
  rule(pdf, y);
  y += 8;
  for (const [label, value, strong] of totals) {
    pdf
      .font(strong ? "bold" : "regular")
      .fontSize(strong ? 10 : 9)
      .fillColor(INK);
    pdf.text(label, MARGIN + 150, y, { width: 260, align: "right" });
    pdf.text(value, MARGIN + 418, y, { width: WIDTH - 418, align: "right" });
    y += strong ? 19 : 15;
  }
  pdf.font("regular").fontSize(9).fillColor(INK);
  pdf.text(payment.join("\n"), MARGIN, y + 12, { width: WIDTH });

  drawFooters(pdf, doc.seller);
  pdf.end();
  return finished;
}

function rule(pdf: Pdf, y: number) {
  pdf
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .lineWidth(0.5)
    .strokeColor("#cbd2d9")
    .stroke();
}

/** The table's column heads and rule at `y`; answers where the first row starts. */
function tableHead(pdf: Pdf, columns: Column[], y: number): number {
  pdf.font("bold").fontSize(8).fillColor(MUTED);
  let height = 0;
  for (const column of columns) {
    pdf.text(column.label, column.x, y, { width: column.width, align: column.align });
    height = Math.max(height, pdf.heightOfString(column.label, { width: column.width }));
  }
  y += height + 3;
  rule(pdf, y);
  return y + 5;
}

export { formatIban };
