import type PDFDocument from "pdfkit";
import { formatGermanDate, formatGermanPeriod } from "../../domain/dates";
import type { InvoiceSeller } from "../db/schema";
import type { InvoiceDocument } from "./invoice-document";

/**
 * The fixed parts of an invoice page (issue 28, item 6): the letter head of page 1
 * (sender line, address field, the facts block beside it), the short head of a
 * continuation page, and the footer with the seller's legal and bank facts on every
 * page. Each element gets its own box and the next one starts below the tallest box
 * before it, so nothing overlaps whatever the lengths of names and numbers.
 */
export type Pdf = InstanceType<typeof PDFDocument>;

export const MARGIN = 56;
export const PAGE_HEIGHT = 841.89;
export const WIDTH = 595.28 - 2 * MARGIN;
export const INK = "#1f2933";
export const MUTED = "#52606d";
/** Where the footer begins; the content of a page stays above it. */
export const FOOTER_TOP = 772;
export const CONTENT_BOTTOM = FOOTER_TOP - 14;

/** The address field (near DIN 5008's window) and the facts block beside it. */
const ADDRESS_TOP = 110;
const ADDRESS_WIDTH = 265;
const FACTS_X = 345;
const FACTS_LABEL_WIDTH = 88;

/** Draws page 1's head and title; answers where the text below the title starts. */
export function drawLetterHead(
  pdf: Pdf,
  doc: Pick<InvoiceDocument, "seller" | "buyer">,
  title: string,
  factRows: [string, string][],
): number {
  const { seller, buyer } = doc;
  // Sender line: one line within the address field, smaller type for long names.
  const sender = `${seller.name} · ${seller.street} · ${seller.postalCode} ${seller.city}`;
  pdf.font("regular").fontSize(7);
  const size = Math.max(5.5, Math.min(7, (7 * ADDRESS_WIDTH) / pdf.widthOfString(sender)));
  pdf.fontSize(size).fillColor(MUTED).text(sender, MARGIN, ADDRESS_TOP, { width: ADDRESS_WIDTH });
  let left = ADDRESS_TOP + pdf.heightOfString(sender, { width: ADDRESS_WIDTH }) + 6;
  pdf.font("regular").fontSize(10).fillColor(INK);
  for (const line of [buyer.name, buyer.contact, buyer.street, `${buyer.postalCode} ${buyer.city}`])
    if (line) {
      pdf.text(line, MARGIN, left, { width: ADDRESS_WIDTH });
      left += pdf.heightOfString(line, { width: ADDRESS_WIDTH });
    }

  const right = drawFacts(pdf, factRows, ADDRESS_TOP);
  const top = Math.max(left, right, ADDRESS_TOP + 80) + 24;
  pdf.font("bold").fontSize(15).fillColor(INK).text(title, MARGIN, top, { width: WIDTH });
  return top + pdf.heightOfString(title, { width: WIDTH }) + 6;
}

/** The facts block of an invoice. */
export function invoiceFacts(doc: InvoiceDocument): [string, string][] {
  return [
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
    ...(doc.follows
      ? ([
          ["Nach Storno", `${doc.follows.number} vom ${formatGermanDate(doc.follows.issueDate)}`],
        ] as [string, string][])
      : []),
    ...(doc.buyer.vatId ? ([["Ihre USt-IdNr.", doc.buyer.vatId]] as [string, string][]) : []),
  ];
}

function drawFacts(pdf: Pdf, rows: [string, string][], top: number): number {
  const valueX = FACTS_X + FACTS_LABEL_WIDTH;
  const valueWidth = MARGIN + WIDTH - valueX;
  let y = top;
  for (const [label, value] of rows) {
    pdf.font("regular").fontSize(8.5).fillColor(MUTED);
    pdf.text(label, FACTS_X, y, { width: FACTS_LABEL_WIDTH - 4 });
    const labelHeight = pdf.heightOfString(label, { width: FACTS_LABEL_WIDTH - 4 });
    pdf.font("bold").fillColor(INK).text(value, valueX, y, { width: valueWidth });
    y += Math.max(labelHeight, pdf.heightOfString(value, { width: valueWidth })) + 3;
  }
  return y;
}

/**
 * The head of a continuation page: the invoice, its date and period, and the buyer,
 * so the page with the total names them too (§ 14 (4) UStG).
 */
export function drawContinuationHead(pdf: Pdf, doc: InvoiceDocument, title: string): number {
  const { buyer } = doc;
  const lines = [
    `${title} vom ${formatGermanDate(doc.issueDate)} (Fortsetzung)`,
    `${buyer.name}, ${buyer.street}, ${buyer.postalCode} ${buyer.city} · Leistungszeitraum ${formatGermanPeriod(doc.serviceStart, doc.serviceEnd)}`,
  ];
  let y = MARGIN;
  lines.forEach((line, index) => {
    pdf
      .font(index === 0 ? "bold" : "regular")
      .fontSize(index === 0 ? 11 : 8.5)
      .fillColor(index === 0 ? INK : MUTED)
      .text(line, MARGIN, y, { width: WIDTH });
    y += pdf.heightOfString(line, { width: WIDTH }) + 3;
  });
  return y + 14;
}

/**
 * The seller's facts in three columns at the foot of every page, and "Seite i von n"
 * when there is more than one page. Needs `bufferPages: true`.
 */
export function drawFooters(pdf: Pdf, seller: InvoiceSeller) {
  const columns = [
    [
      seller.name,
      `${seller.street}, ${seller.postalCode} ${seller.city}`,
      [seller.phone, seller.email].filter(Boolean).join(" · "),
    ],
    [
      `Geschäftsführung: ${seller.managingDirector}`,
      `${seller.registerCourt} ${seller.registerNumber}`,
      ...(seller.taxNumber ? [`Steuernummer ${seller.taxNumber}`] : []),
      ...(seller.vatId ? [`USt-IdNr. ${seller.vatId}`] : []),
    ],
    [seller.bankName, `IBAN ${formatIban(seller.iban)}`, `BIC ${seller.bic}`],
  ];
  const gap = 12;
  const width = (WIDTH - 2 * gap) / 3;
  const range = pdf.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page++) {
    pdf.switchToPage(page);
    pdf
      .moveTo(MARGIN, FOOTER_TOP - 6)
      .lineTo(MARGIN + WIDTH, FOOTER_TOP - 6)
      .lineWidth(0.5)
      .strokeColor("#cbd2d9")
      .stroke();
    pdf.font("regular").fontSize(7).fillColor(MUTED);
    columns.forEach((lines, index) => {
      pdf.text(lines.join("\n"), MARGIN + index * (width + gap), FOOTER_TOP, { width });
    });
    if (range.count > 1) {
      const label = `Seite ${page - range.start + 1} von ${range.count}`;
      pdf.text(label, MARGIN, PAGE_HEIGHT - 30, { width: WIDTH, align: "right" });
    }
  }
}

/** "DE36000000000000000000" -> "DE36 0000 0000 0000 0000 00". */
export function formatIban(iban: string): string {
  return iban.replace(/(.{4})/g, "$1 ").trim();
}
