import type { CourierRequest } from "../../../domain/courier-request";
import { WWS_SOFTWARE_LABELS } from "../../../domain/enums";
import { siteConfig } from "../../../domain/site-config";
import { type EmailContent, renderEmail } from "../email-layout";
import {
  CONFIRMATION_NOTE,
  contactPerson,
  letterGreeting,
  receivedAt,
} from "./service-request-details";

/** To the pharmacy: its courier request arrived, with a copy of what it sent. */
export function courierRequestConfirmationMail(
  request: CourierRequest,
  stored: { id: string; createdAt: Date },
): EmailContent {
  return renderEmail(
    request.email,
    "courier-request-confirmation",
    `Ihre Anfrage zum Boten-Service bei ${siteConfig.brandName}`,
    {
      heading: "Vielen Dank für Ihre Anfrage",
      paragraphs: [
        letterGreeting(request.gender, request.last_name),
        `vielen Dank für Ihre Anfrage zu unserem Boten-Service. Wir haben sie erhalten und melden uns in Kürze bei Ihnen. Bei Fragen erreichen Sie uns unter ${siteConfig.phones[0].display} oder ${siteConfig.emails.info}.`,
        "Ihre Angaben im Überblick:",
      ],
      details: [
        ["Apotheke", request.pharmacy_name],
        ["Ansprechpartner/-in", contactPerson(request)],
        ["Telefon", request.telephone],
        ["Straße & Hausnummer", request.street],
        ["PLZ & Ort", request.zip_code],
        ["Liefergebiet", request.existing_delivery_area],
        ["Liefer-Ausstattung", request.existing_delivery_equipment],
        [
          "Vorhandene Software",
          request.existing_software.map((software) => WWS_SOFTWARE_LABELS[software]).join(", "),
        ],
        ["Eingegangen am", receivedAt(stored.createdAt)],
      ],
      note: CONFIRMATION_NOTE,
    },
  );
}
