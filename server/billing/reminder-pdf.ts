import { DUNNING_TITLES, type DunningLevel } from "../../domain/billing/dunning";
import { formatEuro } from "../../domain/billing/money";
import { formatGermanDate } from "../../domain/dates";
import type { Invoice } from "../db/schema";
import { startPdf } from "./invoice-pdf";
import { drawFooters, drawLetterHead, formatIban, INK, MARGIN, WIDTH } from "./invoice-pdf-layout";

export interface ReminderDocument {
  level: DunningLevel;
  /** The reminder's own date. */
  sentOn: string;
  payBy: string;
  invoice: Pick<Invoice, "number" | "issueDate" | "dueDate" | "grossCents" | "seller" | "buyer">;
  paidCents: number;
  feeCents: number;
  /** Fees of earlier levels still open. */
  earlierFeesCents: number;
}

const OPENING: Record<DunningLevel, string> = {
  reminder:
    "sicher ist es Ihrer Aufmerksamkeit entgangen: Für die folgende Rechnung konnten wir bis heute keinen vollständigen Zahlungseingang feststellen.",
  first_notice:
    "trotz unserer Zahlungserinnerung ist der folgende Betrag noch offen. Wir bitten Sie, ihn jetzt zu überweisen.",
  second_notice:
    "leider ist der folgende Betrag trotz Zahlungserinnerung und erster Mahnung noch immer offen. Bitte überweisen Sie ihn umgehend; geht er bis zum genannten Datum nicht ein, übergeben wir die Forderung ohne weitere Ankündigung an ein Inkassounternehmen.",
};

/** The PDF of one dunning level: one page, the open amount, the fee and the new date. */
export async function renderReminderPdf(doc: ReminderDocument): Promise<Uint8Array> {
  const title = `${DUNNING_TITLES[doc.level]} zu Rechnung ${doc.invoice.number}`;
  const { invoice } = doc;
  const { pdf, finished } = await startPdf({
    title,
    author: invoice.seller.name,
    date: doc.sentOn,
  });
  let y = drawLetterHead(pdf, invoice, title, [
    ["Datum", formatGermanDate(doc.sentOn)],
    ["Rechnungsnummer", invoice.number],
    ["Rechnungsdatum", formatGermanDate(invoice.issueDate)],
    ["Fällig seit", formatGermanDate(invoice.dueDate)],
  ]);
  const paragraph = (text: string) => {
    pdf.font("regular").fontSize(9.5).fillColor(INK).text(text, MARGIN, y, { width: WIDTH });
    y += pdf.heightOfString(text, { width: WIDTH }) + 8;
  };
  paragraph("Sehr geehrte Damen und Herren,");
  paragraph(OPENING[doc.level]);
  const open = invoice.grossCents - doc.paidCents;
  const rows: [string, string, boolean][] = [
    [
      `Rechnung ${invoice.number} vom ${formatGermanDate(invoice.issueDate)}`,
      formatEuro(invoice.grossCents),
      false,
    ],
    ...(doc.paidCents > 0
      ? ([["abzüglich bereits gezahlt", formatEuro(-doc.paidCents), false]] as [
          string,
          string,
          boolean,
        ][])
      : []),
    ...(doc.earlierFeesCents > 0
      ? ([["Mahngebühren früherer Stufen", formatEuro(doc.earlierFeesCents), false]] as [
          string,
          string,
          boolean,
        ][])
      : []),
    ...(doc.feeCents > 0
      ? ([[`Mahngebühr ${DUNNING_TITLES[doc.level]}`, formatEuro(doc.feeCents), false]] as [
          string,
          string,
          boolean,
        ][])
      : []),
    ["Offener Betrag", formatEuro(open + doc.earlierFeesCents + doc.feeCents), true],
  ];
  y += 4;
  for (const [label, value, strong] of rows) {
    pdf
      .font(strong ? "bold" : "regular")
      .fontSize(strong ? 10 : 9.5)
      .fillColor(INK);
    pdf.text(label, MARGIN, y, { width: 330 });
    pdf.text(value, MARGIN + 330, y, { width: WIDTH - 330, align: "right" });
    y += Math.max(pdf.heightOfString(label, { width: 330 }), 12) + 5;
  }
  y += 10;
  paragraph(
    `Bitte überweisen Sie den offenen Betrag bis zum ${formatGermanDate(doc.payBy)} unter Angabe der Rechnungsnummer ${invoice.number} auf das Konto ${invoice.seller.name}, IBAN ${formatIban(invoice.seller.iban)}, BIC ${invoice.seller.bic}, ${invoice.seller.bankName}.`,
  );
  paragraph(
    "Hat sich Ihre Zahlung mit diesem Schreiben gekreuzt, betrachten Sie es bitte als gegenstandslos. Bei Fragen erreichen Sie uns unter den unten genannten Kontaktdaten.",
  );
  paragraph("Mit freundlichen Grüßen");
  paragraph(invoice.seller.name);
  drawFooters(pdf, invoice.seller);
  pdf.end();
  return finished;
}
