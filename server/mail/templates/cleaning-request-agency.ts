import type { CleaningRequest } from "../../../domain/cleaning-request";
import { siteConfig } from "../../../domain/site-config";
import { type EmailContent, renderEmail } from "../email-layout";
import { contactPerson, receivedAt, subjectPart } from "./service-request-details";

export function squareMetres(sqm: number | undefined): string {
  return sqm === undefined ? "keine Angabe" : `${sqm.toLocaleString("de-DE")} m²`;
}

/** To the agency: a new cleaning request with everything the pharmacy entered. */
export function cleaningRequestAgencyMail(
  request: CleaningRequest,
  stored: { id: string; createdAt: Date },
): EmailContent {
  return renderEmail(
    siteConfig.emails.agency,
    "cleaning-request-agency",
    `Neue Anfrage Reinigung-Service: ${subjectPart(request.pharmacy_name)}`,
    {
      heading: "Neue Anfrage für den Reinigung-Service",
      paragraphs: [
        "Über die Website ist eine neue Anfrage für den Reinigung-Service eingegangen. Die Apotheke hat eine Eingangsbestätigung erhalten.",
        `Bitte melden Sie sich bei der Apotheke (${request.email}) und setzen Sie den Status der Anfrage in der Verwaltung.`,
      ],
      details: [
        ["Apotheke", request.pharmacy_name],
        ["Ansprechpartner/-in", contactPerson(request)],
        ["E-Mail", request.email],
        ["Telefon", request.telephone],
        ["Straße & Hausnummer", request.street],
        ["PLZ", request.zip_code],
        ["Ort", request.city],
        ["Anzahl der Räume", String(request.room_count)],
        ["Fläche", squareMetres(request.sqm)],
        ["Aufgaben", request.tasks_should],
        ["Datenschutzbestimmungen", "akzeptiert"],
        ["Eingegangen am", receivedAt(stored.createdAt)],
        ["Anfrage-Nr.", stored.id],
      ],
    },
  );
}
