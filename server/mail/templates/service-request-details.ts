import { SALUTATION_LABELS, type Salutation } from "../../../domain/enums";

/** Shared wording of the courier and cleaning request mails. */

/** "Sehr geehrte Frau Schmitz" / "Sehr geehrter Herr Becker". */
export function letterGreeting(gender: Salutation, lastName: string): string {
  return gender === "Mr" ? `Sehr geehrter Herr ${lastName},` : `Sehr geehrte Frau ${lastName},`;
}

export function contactPerson(request: {
  gender: Salutation;
  first_name: string;
  last_name: string;
}): string {
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
