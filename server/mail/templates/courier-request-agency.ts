import type { CourierRequest } from "../../../domain/courier-request";
import { WWS_SOFTWARE_LABELS } from "../../../domain/enums";
import { siteConfig } from "../../../domain/site-config";
import { type EmailContent, renderEmail } from "../email-layout";
import { contactPerson, receivedAt, subjectPart } from "./service-request-details";

/** To the agency: a new courier request with everything the pharmacy entered. */
export function courierRequestAgencyMail(
  request: CourierRequest,
  stored: { id: string; createdAt: Date },
): EmailContent {
  return renderEmail(
    siteConfig.emails.agency,
    "courier-request-agency",
    `Neue Anfrage Boten-Service: ${subjectPart(request.pharmacy_name)}`,
    {
      heading: "Neue Anfrage für den Boten-Service",
      paragraphs: [
        "Über die Website ist eine neue Anfrage für den Boten-Service eingegangen. Die Apotheke hat eine Eingangsbestätigung erhalten.",
        `Bitte melden Sie sich bei der Apotheke (${request.email}) und setzen Sie den Status der Anfrage in der Verwaltung.`,
      ],
      details: [
        ["Apotheke", request.pharmacy_name],
        ["Ansprechpartner/-in", contactPerson(request)],
        ["E-Mail", request.email],
        ["Telefon", request.telephone],
        ["Straße & Hausnummer", request.street],
        ["PLZ & Ort", request.zip_code],
        ["Liefergebiet", request.existing_delivery_area],
        ["Liefer-Ausstattung", request.existing_delivery_equipment],
        [
          "Vorhandene Software",
          request.existing_software.map((software) => WWS_SOFTWARE_LABELS[software]).join(", "),
        ],
        ["AGB und Datenschutz", "akzeptiert"],
        ["Eingegangen am", receivedAt(stored.createdAt)],
        ["Anfrage-Nr.", stored.id],
      ],
    },
  );
}
