import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";
import PDFDocument from "pdfkit";
import { formatEuro, vatOf } from "../../domain/billing/money";
import { formatGermanDate, formatGermanPeriod } from "../../domain/dates";
import { paymentTermsNote } from "./e-invoice";
import { type InvoiceDocument, vatBreakdown } from "./invoice-document";
import { woffToSfnt } from "./woff-to-sfnt";

/**
 * Draws the invoice PDF (A4, German) with pdfkit. The fonts come from an npm package
 * (Noto Sans, as WOFF), are unpacked and parsed once per process: pdfkit then only
 * subsets them per document, which keeps one invoice under the 200 ms budget
 * (`npm run bench`).
 */
const require = createRequire(import.meta.url);
const loadFont = (file: string) =>
  fontkit.create(
    woffToSfnt(readFileSync(require.resolve(`@fontsource/noto-sans/files/${file}`))),
  ) as never;
let fonts: { regular: never; bold: never } | undefined;
const getFonts = () =>
  (fonts ??= {
    regular: loadFont("noto-sans-latin-400-normal.woff"),
    bold: loadFont("noto-sans-latin-700-normal.woff"),
  });

const MARGIN = 56;
const WIDTH = 595.28 - 2 * MARGIN;
const INK = "#1f2933";
const MUTED = "#52606d";

export const INVOICE_TITLES = { invoice: "Rechnung", cancellation: "Stornorechnung" } as const;

export function renderInvoicePdf(doc: InvoiceDocument): Promise<Uint8Array> {
  const { regular, bold } = getFonts();
  const pdf = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: {
      Title: `${INVOICE_TITLES[doc.kind]} ${doc.number}`,
      Author: doc.seller.name,
      Subject: `${INVOICE_TITLES[doc.kind]} ${doc.number}`,
      CreationDate: new Date(`${doc.issueDate}T12:00:00Z`),
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
  const sign = doc.kind === "cancellation" ? -1 : 1;
  const { seller, buyer } = doc;

  // Sender line and recipient.
  pdf.font("regular").fontSize(7.5).fillColor(MUTED);
  pdf.text(`${seller.name} · ${seller.street} · ${seller.postalCode} ${seller.city}`, MARGIN, 120);
  pdf.font("regular").fontSize(10).fillColor(INK).moveDown(0.6);
  for (const line of [
    buyer.name,
    buyer.contact,
    buyer.street,
    `${buyer.postalCode} ${buyer.city}`,
  ]) {
    if (line) pdf.text(line);
  }

  // Facts, right-aligned block.
  const facts: [string, string][] = [
    ["Rechnungsnummer", doc.number],
    ["Rechnungsdatum", formatGermanDate(doc.issueDate)],
    ["Leistungszeitraum", formatGermanPeriod(doc.serviceStart, doc.serviceEnd)],
    ...(doc.kind === "invoice"
      ? ([["Fällig am", formatGermanDate(doc.dueDate)]] as [string, string][])
      : []),
    ...(doc.cancels
      ? ([
          ["Storniert", `${doc.cancels.number} vom ${formatGermanDate(doc.cancels.issueDate)}`],
        ] as [string, string][])
      : []),
  ];
  let y = 120;
  for (const [label, value] of facts) {
    pdf.font("regular").fontSize(8.5).fillColor(MUTED).text(label, 340, y, { width: 95 });
    pdf
      .font("bold")
      .fillColor(INK)
      .text(value, 435, y, { width: WIDTH + MARGIN - 435 });
    y += 14;
  }

  pdf
    .font("bold")
    .fontSize(16)
    .fillColor(INK)
    .text(`${INVOICE_TITLES[doc.kind]} ${doc.number}`, MARGIN, 250);
  pdf.font("regular").fontSize(10).moveDown(0.5);
  pdf.text(
    doc.kind === "cancellation"
      ? `Hiermit stornieren wir unsere Rechnung ${doc.cancels?.number ?? ""} vollständig.`
      : "Für unsere Vermittlungsleistung berechnen wir Ihnen vereinbarungsgemäß:",
    { width: WIDTH },
  );
  if (doc.note) pdf.moveDown(0.3).text(doc.note, { width: WIDTH });

  // Lines.
  const columns = [
    { label: "Pos.", x: MARGIN, width: 28, align: "left" as const },
    { label: "Beschreibung", x: MARGIN + 28, width: 200, align: "left" as const },
    { label: "Menge", x: MARGIN + 228, width: 60, align: "right" as const },
    { label: "Einzelpreis netto", x: MARGIN + 288, width: 80, align: "right" as const },
    { label: "USt.", x: MARGIN + 368, width: 35, align: "right" as const },
    { label: "Betrag netto", x: MARGIN + 403, width: WIDTH - 403, align: "right" as const },
  ];
  y = pdf.y + 16;
  pdf.font("bold").fontSize(8.5).fillColor(MUTED);
  for (const column of columns)
    pdf.text(column.label, column.x, y, { width: column.width, align: column.align });
  y += 14;
  pdf
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .lineWidth(0.5)
    .strokeColor("#cbd2d9")
    .stroke();
  y += 6;
  pdf.font("regular").fontSize(9).fillColor(INK);
  doc.lines.forEach((line, index) => {
    const unit = line.unitCode === "DAY" ? (line.quantity === 1 ? "Tag" : "Tage") : "Vermittlung";
    const cells = [
      String(index + 1),
      line.description,
      `${line.quantity} ${unit}`,
      formatEuro(line.unitNetCents),
      `${line.vatRate} %`,
      formatEuro(sign * line.netCents),
    ];
    const height = pdf.heightOfString(line.description, { width: columns[1]!.width });
    cells.forEach((cell, column) => {
      const spec = columns[column]!;
      pdf.text(cell, spec.x, y, { width: spec.width, align: spec.align });
    });
    y += Math.max(height, 12) + 6;
  });
  pdf
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .stroke();
  y += 8;

  // Totals per VAT rate (§ 14 (4) Nr. 8 UStG).
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
  for (const [label, value, strong] of totals) {
    pdf.font(strong ? "bold" : "regular").fontSize(strong ? 10.5 : 9.5);
    pdf.text(label, MARGIN + 200, y, { width: 200, align: "right" });
    pdf.text(value, MARGIN + 403, y, { width: WIDTH - 403, align: "right" });
    y += strong ? 18 : 14;
  }

  // Payment.
  pdf.font("regular").fontSize(9.5).fillColor(INK);
  pdf.text(paymentTermsNote(doc), MARGIN, y + 12, { width: WIDTH });
  if (doc.kind === "invoice") {
    pdf.text(
      `Bitte überweisen Sie den Betrag unter Angabe der Rechnungsnummer ${doc.number} auf das Konto ${seller.name}, IBAN ${formatIban(seller.iban)}, BIC ${seller.bic}, ${seller.bankName}.`,
      { width: WIDTH },
    );
  }

  // Footer: the seller's legal facts.
  const footer = [
    `${seller.name} · ${seller.street} · ${seller.postalCode} ${seller.city} · ${seller.email ?? ""} · ${seller.phone}`,
    `Geschäftsführung: ${seller.managingDirector} · ${seller.registerCourt} ${seller.registerNumber} · Steuernummer ${seller.taxNumber ?? ""} · USt-IdNr. ${seller.vatId ?? ""}`,
    `${seller.bankName} · IBAN ${formatIban(seller.iban)} · BIC ${seller.bic}`,
  ];
  pdf.font("regular").fontSize(7).fillColor(MUTED);
  footer.forEach((line, index) => {
    pdf.text(line, MARGIN, 770 + index * 10, { width: WIDTH, align: "center", lineBreak: false });
  });
  pdf.end();
  return finished;
}

/** "DE36000000000000000000" -> "DE36 0000 0000 0000 0000 00". */
export function formatIban(iban: string): string {
  return iban.replace(/(.{4})/g, "$1 ").trim();
}
