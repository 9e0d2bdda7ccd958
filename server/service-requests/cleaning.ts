import type { CleaningRequest } from "../../domain/cleaning-request";
import { type CleaningRequestRow, cleaningRequests } from "../db/schema";
import { cleaningRequestMails } from "../mail/templates/cleaning-request-mails";
import { contactRow, contactView, type ServiceRequestKind } from "./service-request-kind";

export const cleaningKind: ServiceRequestKind<CleaningRequest, typeof cleaningRequests> = {
  type: "cleaning",
  consentSubject: "cleaning_request",
  table: cleaningRequests,
  row: (request, stored) => ({
    ...contactRow(request, stored),
    zipCode: request.zip_code,
    city: request.city,
    roomCount: request.room_count,
    sqm: request.sqm ?? null,
    tasks: request.tasks_should,
  }),
  mails: cleaningRequestMails,
};

/** A stored cleaning request as the operator API shows it: the form's field names. */
export function cleaningRequestView(row: CleaningRequestRow) {
  return {
    ...contactView(row),
    zip_code: row.zipCode,
    city: row.city,
    room_count: row.roomCount,
    sqm: row.sqm,
    tasks_should: row.tasks,
  };
}
