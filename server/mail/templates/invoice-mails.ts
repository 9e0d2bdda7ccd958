import { DUNNING_TITLES, type DunningLevel } from "../../../domain/billing/dunning";
import { formatEuro } from "../../../domain/billing/money";
import { formatGermanDate } from "../../../domain/dates";
import { paths } from "../../../domain/paths";
import type { EmailAttachment } from "../../db/schema";
import { composeEmail, type EmailContent } from "../email-layout";
import { type Addressee, greeting } from "./greeting";

export const INVOICE_ISSUED_TEMPLATE = "invoice-issued";
export const INVOICE_REMINDER_TEMPLATE = "invoice-reminder";

export interface InvoiceMailFacts {
  number: string;
  kind: "invoice" | "cancellation";
  issueDate: string;
  dueDate: string;
  grossCents: number;
  cancelsNumber?: string;
  /**
   * A correction (docs/decisions/0057-worked-days-and-corrections.md): the new
   * invoice's number in the cancellation's mail, the cancellation's in the new one's.
   */
  replacedBy?: string;
  cancelledWith?: string;
}

/** The invoice PDF as a mail attachment, e.g. "RE-2026-00001.pdf". */
export function invoiceAttachment(number: string, pdf: Uint8Array): EmailAttachment {
  return {
    filename: `${number}.pdf`,
    contentType: "application/pdf",
    contentBase64: Buffer.from(pdf).toString("base64"),
  };
}

const details = (invoice: InvoiceMailFacts): [string, string][] => [
  [invoice.kind === "cancellation" ? "Stornorechnung" : "Rechnungsnummer", invoice.number],
  ["Rechnungsdatum", formatGermanDate(invoice.issueDate)],
  ["Betrag (brutto)", formatEuro(invoice.grossCents)],
  ...(invoice.kind === "invoice"
    ? ([["Fällig am", formatGermanDate(invoice.dueDate)]] as [string, string][])
    : []),
];

/** A new invoice (or cancellation invoice) for the pharmacy owner, PDF attached. */
export function invoiceIssuedEmail(
  to: string,
  owner: Addressee,
  invoice: InvoiceMailFacts,
  pdf: Uint8Array,
  publicUrl: string,
): EmailContent {
  const cancellation = invoice.kind === "cancellation";
  const subject = cancellation
    ? `Stornorechnung ${invoice.number} zu Rechnung ${invoice.cancelsNumber ?? ""}`
    : invoice.cancelledWith
      ? `Ihre korrigierte Rechnung ${invoice.number} (ersetzt ${invoice.cancelsNumber ?? ""})`
      : `Ihre Rechnung ${invoice.number} von apostaff`;
  return composeEmail(
    to,
    INVOICE_ISSUED_TEMPLATE,
    subject,
    {
      heading: cancellation ? "Stornorechnung" : "Ihre Rechnung",
      paragraphs: [
        greeting(owner),
        cancellation
          ? invoice.replacedBy
            ? `wir haben die Rechnung ${invoice.cancelsNumber ?? ""} korrigiert: Sie wird mit dieser Stornorechnung storniert und durch die Rechnung ${invoice.replacedBy} ersetzt, die Sie mit einer eigenen E-Mail erhalten. Ein bereits gezahlter Betrag wird verrechnet.`
            : `wir haben die Rechnung ${invoice.cancelsNumber ?? ""} storniert. Die Stornorechnung finden Sie im Anhang; ein bereits gezahlter Betrag wird erstattet.`
          : invoice.cancelledWith
            ? `im Anhang finden Sie unsere korrigierte Rechnung als PDF (mit der elektronischen Rechnung, ZUGFeRD/Factur-X). Sie ersetzt die Rechnung ${invoice.cancelsNumber ?? ""}, die wir mit der Stornorechnung ${invoice.cancelledWith} storniert haben.`
            : "vielen Dank für Ihren Auftrag. Im Anhang finden Sie unsere Rechnung für die Vermittlung als PDF; sie enthält die elektronische Rechnung (ZUGFeRD/Factur-X) für Ihre Buchhaltung.",
        "Alle Rechnungen finden Sie auch in Ihrem Konto.",
      ],
      details: details(invoice),
      button: { label: "Zu meinem Konto", url: `${publicUrl}${paths.account}` },
    },
    { attachments: [invoiceAttachment(invoice.number, pdf)] },
  );
}

/** A dunning level the operator confirmed in the console: its PDF and the invoice's. */
export function invoiceReminderEmail(
  to: string,
  owner: Addressee,
  invoice: InvoiceMailFacts,
  reminder: {
    level: DunningLevel;
    payBy: string;
    openCents: number;
    pdf: Uint8Array;
    invoicePdf: Uint8Array;
  },
  publicUrl: string,
): EmailContent {
  const title = DUNNING_TITLES[reminder.level];
  return composeEmail(
    to,
    INVOICE_REMINDER_TEMPLATE,
    `${title} zu Rechnung ${invoice.number}`,
    {
      heading: title,
      paragraphs: [
        greeting(owner),
        reminder.level === "reminder"
          ? `sicher ist es Ihrer Aufmerksamkeit entgangen: Unsere Rechnung ${invoice.number} war am ${formatGermanDate(invoice.dueDate)} fällig, und wir konnten noch keinen vollständigen Zahlungseingang feststellen.`
          : `unsere Rechnung ${invoice.number} war am ${formatGermanDate(invoice.dueDate)} fällig und ist trotz unserer Erinnerung noch offen. Im Anhang finden Sie unsere ${title}.`,
        `Bitte überweisen Sie den offenen Betrag von ${formatEuro(reminder.openCents)} bis zum ${formatGermanDate(reminder.payBy)}. Hat sich Ihre Zahlung mit dieser E-Mail gekreuzt, betrachten Sie sie bitte als gegenstandslos.`,
      ],
      details: [...details(invoice), ["Offener Betrag", formatEuro(reminder.openCents)]],
      button: { label: "Zu meinem Konto", url: `${publicUrl}${paths.account}` },
    },
    {
      attachments: [
        {
          ...invoiceAttachment(invoice.number, reminder.pdf),
          filename: `${title.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "")}-${invoice.number}.pdf`,
        },
        invoiceAttachment(invoice.number, reminder.invoicePdf),
      ],
    },
  );
}
