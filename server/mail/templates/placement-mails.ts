import type { Fee } from "../../../domain/billing/fees";
import { formatGermanDate } from "../../../domain/dates";
import { siteConfig } from "../../../domain/site-config";
import type { EmailAttachment } from "../../db/schema";
import { answerToAgency, composeEmail, type EmailContent } from "../email-layout";
import { feeText } from "./fee-text";
import { type Addressee, greeting } from "./greeting";
import {
  type ContactData,
  contactDetails,
  type PlacementFacts,
  placementDetails,
} from "./placement-summary";

export const PLACEMENT_CONFIRMED_TEMPLATE = "placement-confirmed";
export const PLACEMENT_CANCELLED_TEMPLATE = "placement-cancelled";
export const PLACEMENT_START_REMINDER_TEMPLATE = "placement-start-reminder";
export const INVOICE_COPY_REMINDER_TEMPLATE = "invoice-copy-reminder";

/** Who reads the mail: the pharmacy's owner or the placed person. */
export type Side = "owner" | "staff";

/**
 * The owner confirmed: both sides get the other side's contact data and the calendar
 * file (the same one "Meine Einsätze" offers).
 */
export function placementConfirmedEmail(
  to: string,
  reader: Addressee,
  side: Side,
  facts: PlacementFacts,
  other: ContactData,
  calendar: EmailAttachment,
  placementsUrl: string,
  /** The fee the owner accepted with this confirmation (owner's mail only). */
  fee?: Fee | null,
): EmailContent {
  const intro =
    side === "owner"
      ? `Sie haben ${facts.staffName} für Ihren Suchauftrag bestätigt. Status: Bestätigt. Hier sind die Kontaktdaten der Fachkraft:`
      : `die ${facts.pharmacyName} hat Sie für den folgenden Einsatz bestätigt. Status Ihrer Bewerbung: Bestätigt. Hier sind die Kontaktdaten der Apotheke:`;
  return composeEmail(
    to,
    PLACEMENT_CONFIRMED_TEMPLATE,
    side === "owner" ? "Fachkraft bestätigt: Ihr Einsatz" : "Sie sind bestätigt: Ihr Einsatz",
    {
      heading: side === "owner" ? "Fachkraft bestätigt" : "Sie sind bestätigt",
      paragraphs: [
        greeting(reader),
        intro,
        ...contactDetails(side === "owner" ? "Fachkraft" : "Apotheke", other).map(
          ([label, value]) => `${label}: ${value}`,
        ),
        "Die Kalenderdatei im Anhang trägt den Einsatz in Ihren Kalender ein. Den Vertrag über den Einsatz schließen Sie direkt miteinander.",
        ...(side === "owner"
          ? [
              fee
                ? `Mit Ihrer Bestätigung haben Sie die Vermittlungsgebühr angenommen: ${feeText(fee)}. Berechnet wird sie nach den Arbeitstagen, die Sie nach dem Einsatz bestätigen.`
                : "Für diesen Einsatz ist keine Vermittlungsgebühr vereinbart.",
            ]
          : []),
      ],
      details: placementDetails(facts),
      button: { label: "Meine Einsätze", url: placementsUrl },
    },
    { attachments: [calendar], replyTo: siteConfig.emails.info },
  );
}

/**
 * A placement was cancelled: the other side and the agency (reader null), with the
 * reason. `agencyNotes` are lines only the agency reads (e.g. that it was invoiced).
 */
export function placementCancelledEmail(
  to: string,
  reader: Addressee | null,
  facts: PlacementFacts,
  byLabel: string,
  reason: string,
  url: string,
  options: { agencyNotes?: readonly string[]; calendar?: EmailAttachment } = {},
): EmailContent {
  const { agencyNotes = [], calendar } = options;
  return composeEmail(
    to,
    PLACEMENT_CANCELLED_TEMPLATE,
    "Einsatz abgesagt",
    {
      heading: "Ein Einsatz wurde abgesagt",
      paragraphs: [
        reader ? greeting(reader) : "Guten Tag,",
        `der folgende Einsatz wurde von ${byLabel} abgesagt. Status: Abgesagt. Der Grund:`,
        reason,
        ...(reader ? [] : agencyNotes),
        "Bei Fragen antworten Sie gern auf diese E-Mail.",
      ],
      details: placementDetails(facts),
      button: { label: "Einsätze ansehen", url },
    },
    // It invites an answer: to the agency, not to the no-reply sender. The sides' mails
    // carry the cancellation for their calendars (METHOD:CANCEL).
    calendar ? { ...answerToAgency, attachments: [calendar] } : answerToAgency,
  );
}

/** Two days before the first day (both sides). */
export function placementStartReminderEmail(
  to: string,
  reader: Addressee,
  facts: PlacementFacts,
  other: ContactData,
  side: Side,
  placementsUrl: string,
): EmailContent {
  const first = facts.periods.map((period) => period.startDate).sort()[0]!;
  return composeEmail(
    to,
    PLACEMENT_START_REMINDER_TEMPLATE,
    `Erinnerung: Einsatz ab ${formatGermanDate(first)}`,
    {
      heading: "Ihr Einsatz beginnt bald",
      paragraphs: [
        greeting(reader),
        `am ${formatGermanDate(first)} beginnt der folgende Einsatz. Kontakt:`,
        ...contactDetails(side === "owner" ? "Fachkraft" : "Apotheke", other).map(
          ([label, value]) => `${label}: ${value}`,
        ),
      ],
      details: placementDetails(facts),
      button: { label: "Meine Einsätze", url: placementsUrl },
    },
  );
}

/** The provider's invoice copy is due (terms: 14 days after the last day). */
export function invoiceCopyReminderEmail(
  to: string,
  reader: Addressee,
  facts: PlacementFacts,
  dueDate: string,
  placementsUrl: string,
): EmailContent {
  return composeEmail(
    to,
    INVOICE_COPY_REMINDER_TEMPLATE,
    "Bitte laden Sie Ihre Rechnungskopie hoch",
    {
      heading: "Rechnungskopie hochladen",
      paragraphs: [
        greeting(reader),
        `bitte laden Sie die Kopie Ihrer Rechnung an die ${facts.pharmacyName} bis zum ${formatGermanDate(dueDate)} in Ihrem Konto unter „Meine Einsätze“ hoch (AGB für Dienstleister § 8). Erlaubt ist eine PDF-Datei bis 10 MB.`,
      ],
      details: placementDetails(facts),
      button: { label: "Rechnungskopie hochladen", url: placementsUrl },
    },
  );
}
