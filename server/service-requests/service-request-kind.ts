import { randomUUID } from "node:crypto";
import type { ConsentRecord, cleaningRequests, courierRequests } from "../db/schema";
import type { EmailContent } from "../mail/email-layout";

export type ServiceRequestType = "courier" | "cleaning";

export interface StoredRequest {
  id: string;
  createdAt: Date;
}

/** Id and time of a request about to be stored: chosen here, so mails can name them first. */
export function newStoredRequest(): StoredRequest {
  return { id: randomUUID(), createdAt: new Date() };
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
