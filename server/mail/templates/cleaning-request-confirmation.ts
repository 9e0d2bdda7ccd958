import type { CleaningRequest } from "../../../domain/cleaning-request";
import { siteConfig } from "../../../domain/site-config";
import { type EmailContent, renderEmail } from "../email-layout";
import { squareMetres } from "./cleaning-request-agency";
import {
  CONFIRMATION_NOTE,
  contactPerson,
  letterGreeting,
  receivedAt,
} from "./service-request-details";

/** To the pharmacy: its cleaning request arrived, with a copy of what it sent. */
export function cleaningRequestConfirmationMail(
  request: CleaningRequest,
  stored: { id: string; createdAt: Date },
): EmailContent {
  return renderEmail(
    request.email,
    "cleaning-request-confirmation",
    `Ihre Anfrage zum Reinigung-Service bei ${siteConfig.brandName}`,
    {
      heading: "Vielen Dank für Ihre Anfrage",
      paragraphs: [
        letterGreeting(request.gender, request.last_name),
        `vielen Dank für Ihre Anfrage zu unserem Reinigung-Service. Wir haben sie erhalten und melden uns in Kürze bei Ihnen. Bei Fragen erreichen Sie uns unter ${siteConfig.phones[0].display} oder ${siteConfig.emails.info}.`,
        "Ihre Angaben im Überblick:",
      ],
      details: [
        ["Apotheke", request.pharmacy_name],
        ["Ansprechpartner/-in", contactPerson(request)],
        ["Telefon", request.telephone],
        ["Straße & Hausnummer", request.street],
        ["PLZ & Ort", `${request.zip_code} ${request.city}`],
        ["Anzahl der Räume", String(request.room_count)],
        ["Fläche", squareMetres(request.sqm)],
        ["Aufgaben", request.tasks_should],
        ["Eingegangen am", receivedAt(stored.createdAt)],
      ],
      note: CONFIRMATION_NOTE,
    },
  );
}
