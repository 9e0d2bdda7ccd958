import { randomUUID } from "node:crypto";
import type { ConsentRecord } from "../db/schema";
import type { EmailContent } from "../mail/email-layout";
import type { DatabaseOrTransaction } from "../mail/outbox";

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
export interface ServiceRequestKind<Request> {
  type: ServiceRequestType;
  consentSubject: ConsentRecord["subject"];
  /**
   * Stores the request under the id and time given, as one INSERT. `db` may be
   * `db.with(...)`, so that other writes go with it in the same statement.
   */
  store(db: DatabaseOrTransaction, request: Request, stored: StoredRequest): Promise<unknown>;
  /** The notification to the agency and the confirmation to the requester. */
  mails(request: Request, stored: StoredRequest): EmailContent[];
}
