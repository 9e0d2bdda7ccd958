import { randomUUID } from "node:crypto";
import type {
  CleaningRequestRow,
  ConsentRecord,
  CourierRequestRow,
  cleaningRequests,
  courierRequests,
} from "../db/schema";
import type { EmailContent } from "../mail/email-layout";
import type { PharmacyContactRequest } from "../mail/templates/service-request-details";

export type ServiceRequestType = "courier" | "cleaning";

export interface StoredRequest {
  id: string;
  createdAt: Date;
}

/** Id and time of a request about to be stored: chosen here, so mails can name them first. */
export function newStoredRequest(): StoredRequest {
  return { id: randomUUID(), createdAt: new Date() };
}

/** The columns both kinds of request share, from the form's fields. */
export function contactRow(request: PharmacyContactRequest, { id, createdAt }: StoredRequest) {
  return {
    id,
    createdAt,
    updatedAt: createdAt,
    pharmacyName: request.pharmacy_name,
    email: request.email,
    telephone: request.telephone,
    street: request.street,
    gender: request.gender,
    firstName: request.first_name,
    lastName: request.last_name,
  };
}

/** The columns both kinds share as the operator API shows them: the form's field names. */
export function contactView(row: CourierRequestRow | CleaningRequestRow) {
  return {
    id: row.id,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    pharmacy_name: row.pharmacyName,
    email: row.email,
    telephone: row.telephone,
    street: row.street,
    gender: row.gender,
    first_name: row.firstName,
    last_name: row.lastName,
  };
}

/**
 * What differs between a courier and a cleaning request: where it is stored, which
 * mails it sends, under which subject its consent is recorded.
 */
export type ServiceRequestTable = typeof courierRequests | typeof cleaningRequests;

export interface ServiceRequestKind<Request, Table extends ServiceRequestTable> {
  type: ServiceRequestType;
  consentSubject: ConsentRecord["subject"];
  table: Table;
  /** The request's row under the id and time given. */
  row(request: Request, stored: StoredRequest): Table["$inferInsert"];
  /** The notification to the agency and the confirmation to the requester. */
  mails(request: Request, stored: StoredRequest): EmailContent[];
}
