import type { CourierRequest } from "../../../domain/courier-request";
import { WWS_SOFTWARE_LABELS } from "../../../domain/enums";
import type { EmailContent } from "../email-layout";
import {
  type ServiceMailParts,
  serviceRequestAgencyMail,
  serviceRequestConfirmationMail,
} from "./service-request-details";

function courierParts(request: CourierRequest): ServiceMailParts {
  const rows: [string, string][] = [
    ["PLZ & Ort", request.zip_code],
    ["Liefergebiet", request.existing_delivery_area],
    ["Liefer-Ausstattung", request.existing_delivery_equipment],
    [
      "Vorhandene Software",
      request.existing_software.map((software) => WWS_SOFTWARE_LABELS[software]).join(", "),
    ],
  ];
  return {
    service: "Boten-Service",
    templatePrefix: "courier-request",
    agencyRows: rows,
    confirmationRows: rows,
    consentLabel: "AGB und Datenschutz",
  };
}

/** The notification to the agency and the confirmation to the pharmacy. */
export function courierRequestMails(
  request: CourierRequest,
  stored: { id: string; createdAt: Date },
): EmailContent[] {
  const parts = courierParts(request);
  return [
    serviceRequestAgencyMail(request, stored, parts),
    serviceRequestConfirmationMail(request, stored, parts),
  ];
}
