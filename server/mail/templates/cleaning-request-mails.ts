import type { CleaningRequest } from "../../../domain/cleaning-request";
import type { EmailContent } from "../email-layout";
import {
  type ServiceMailParts,
  serviceRequestAgencyMail,
  serviceRequestConfirmationMail,
} from "./service-request-details";

export function squareMetres(sqm: number | undefined): string {
  return sqm === undefined ? "keine Angabe" : `${sqm.toLocaleString("de-DE")} m²`;
}

function cleaningParts(request: CleaningRequest): ServiceMailParts {
  const cleaning: [string, string][] = [
    ["Anzahl der Räume", String(request.room_count)],
    ["Fläche", squareMetres(request.sqm)],
    ["Aufgaben", request.tasks_should],
  ];
  return {
    service: "Reinigung-Service",
    templatePrefix: "cleaning-request",
    agencyRows: [["PLZ", request.zip_code], ["Ort", request.city], ...cleaning],
    confirmationRows: [["PLZ & Ort", `${request.zip_code} ${request.city}`], ...cleaning],
    consentLabel: "Datenschutzbestimmungen",
  };
}

/** The notification to the agency and the confirmation to the pharmacy. */
export function cleaningRequestMails(
  request: CleaningRequest,
  stored: { id: string; createdAt: Date },
): EmailContent[] {
  const parts = cleaningParts(request);
  return [
    serviceRequestAgencyMail(request, stored, parts),
    serviceRequestConfirmationMail(request, stored, parts),
  ];
}
