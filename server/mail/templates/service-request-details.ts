import { SALUTATION_LABELS, type Salutation } from "../../../domain/enums";
import { siteConfig } from "../../../domain/site-config";
import { composeEmail, type EmailContent } from "../email-layout";

/** The two mails of a courier or cleaning request: to the agency and to the pharmacy. */

/** "Sehr geehrte Frau Schmitz" / "Sehr geehrter Herr Becker". */
export function letterGreeting(gender: Salutation, lastName: string): string {
  return gender === "Mr" ? `Sehr geehrter Herr ${lastName},` : `Sehr geehrte Frau ${lastName},`;
}

/** What both kinds of request ask of the pharmacy and its contact person. */
export interface PharmacyContactRequest {
  pharmacy_name: string;
  email: string;
  telephone: string;
  street: string;
  gender: Salutation;
  first_name: string;
  last_name: string;
}

export function contactPerson(request: PharmacyContactRequest): string {
  return `${SALUTATION_LABELS[request.gender]} ${request.first_name} ${request.last_name}`;
}

const berlinTime = new Intl.DateTimeFormat("de-DE", {
  timeZone: "Europe/Berlin",
  dateStyle: "medium",
  timeStyle: "short",
});

/** When a request came in, as the agency in Köln reads it. */
export function receivedAt(date: Date): string {
  return berlinTime.format(date);
}

/** A subject line from user input: one line, bounded. */
export function subjectPart(text: string): string {
  return text.replace(/\s+/g, " ").trim().slice(0, 100);
}

export const CONFIRMATION_NOTE =
  "Sie erhalten diese E-Mail, weil über das Formular auf unserer Website eine Anfrage mit Ihrer E-Mail-Adresse gesendet wurde. Falls Sie das nicht waren, können Sie diese E-Mail ignorieren.";

type Row = [label: string, value: string];

/** What differs between the courier and the cleaning mails. */
export interface ServiceMailParts {
  /** "Boten-Service" or "Reinigung-Service", as the site names it. */
  service: string;
  /** Template names start with it: "courier-request" or "cleaning-request". */
  templatePrefix: string;
  /** The rows after the street, in the agency's mail (postcode, place, the service's own). */
  agencyRows: Row[];
  /** The same for the pharmacy's copy. */
  confirmationRows: Row[];
  /** How the agency's mail names the accepted consent. */
  consentLabel: string;
}

/** To the agency: a new request with everything the pharmacy entered. */
export function serviceRequestAgencyMail(
  request: PharmacyContactRequest,
  stored: { id: string; createdAt: Date },
  parts: ServiceMailParts,
): EmailContent {
  return composeEmail(
    siteConfig.emails.agency,
    `${parts.templatePrefix}-agency`,
    `Neue Anfrage ${parts.service}: ${subjectPart(request.pharmacy_name)}`,
    {
      heading: `Neue Anfrage für den ${parts.service}`,
      paragraphs: [
        `Über die Website ist eine neue Anfrage für den ${parts.service} eingegangen. Die Apotheke hat eine Eingangsbestätigung erhalten.`,
        `Bitte melden Sie sich bei der Apotheke (${request.email}) und setzen Sie den Status der Anfrage in der Verwaltung.`,
      ],
      details: [
        ["Apotheke", request.pharmacy_name],
        ["Ansprechpartner/-in", contactPerson(request)],
        ["E-Mail", request.email],
        ["Telefon", request.telephone],
        ["Straße & Hausnummer", request.street],
        ...parts.agencyRows,
        [parts.consentLabel, "akzeptiert"],
        ["Eingegangen am", receivedAt(stored.createdAt)],
        ["Anfrage-Nr.", stored.id],
      ],
    },
  );
}

/** To the pharmacy: its request arrived, with a copy of what it sent. */
export function serviceRequestConfirmationMail(
  request: PharmacyContactRequest,
  stored: { createdAt: Date },
  parts: ServiceMailParts,
): EmailContent {
  return composeEmail(
    request.email,
    `${parts.templatePrefix}-confirmation`,
    `Ihre Anfrage zum ${parts.service} bei ${siteConfig.brandName}`,
    {
      heading: "Vielen Dank für Ihre Anfrage",
      paragraphs: [
        letterGreeting(request.gender, request.last_name),
        `vielen Dank für Ihre Anfrage zu unserem ${parts.service}. Wir haben sie erhalten und melden uns in Kürze bei Ihnen. Bei Fragen erreichen Sie uns unter ${siteConfig.phones[0].display} oder ${siteConfig.emails.info}.`,
        "Ihre Angaben im Überblick:",
      ],
      details: [
        ["Apotheke", request.pharmacy_name],
        ["Ansprechpartner/-in", contactPerson(request)],
        ["Telefon", request.telephone],
        ["Straße & Hausnummer", request.street],
        ...parts.confirmationRows,
        ["Eingegangen am", receivedAt(stored.createdAt)],
      ],
      note: CONFIRMATION_NOTE,
    },
  );
}
