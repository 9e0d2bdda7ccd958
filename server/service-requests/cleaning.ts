import type { CleaningRequest } from "../../domain/cleaning-request";
import { type CleaningRequestRow, cleaningRequests } from "../db/schema";
import { cleaningRequestMails } from "../mail/templates/cleaning-request-mails";
import type { ServiceRequestKind } from "./service-request-kind";

export const cleaningKind: ServiceRequestKind<CleaningRequest, typeof cleaningRequests> = {
  type: "cleaning",
  consentSubject: "cleaning_request",
  table: cleaningRequests,
  row: (request, { id, createdAt }) => ({
    id,
    createdAt,
    updatedAt: createdAt,
    pharmacyName: request.pharmacy_name,
    email: request.email,
    telephone: request.telephone,
    firstName: request.first_name,
    lastName: request.last_name,
    street: request.street,
    zipCode: request.zip_code,
    city: request.city,
    gender: request.gender,
    roomCount: request.room_count,
    sqm: request.sqm ?? null,
    tasks: request.tasks_should,
  }),
  mails: cleaningRequestMails,
};

/** A stored cleaning request as the operator API shows it: the form's field names. */
export function cleaningRequestView(row: CleaningRequestRow) {
  return {
    id: row.id,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    pharmacy_name: row.pharmacyName,
    email: row.email,
    telephone: row.telephone,
    first_name: row.firstName,
    last_name: row.lastName,
    street: row.street,
    zip_code: row.zipCode,
    city: row.city,
    gender: row.gender,
    room_count: row.roomCount,
    sqm: row.sqm,
    tasks_should: row.tasks,
  };
}
