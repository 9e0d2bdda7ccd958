import type { ConsentRecord } from "../db/schema";
import type { EmailContent } from "../mail/email-layout";
import type { DatabaseOrTransaction } from "../mail/outbox";

export type ServiceRequestType = "courier" | "cleaning";

export interface StoredRequest {
  id: string;
  createdAt: Date;
}

/**
 * What differs between a courier and a cleaning request: where it is stored, which
 * mails it sends, under which subject its consent is recorded.
 */
export interface ServiceRequestKind<Request> {
  type: ServiceRequestType;
  consentSubject: ConsentRecord["subject"];
  store(tx: DatabaseOrTransaction, request: Request): Promise<StoredRequest>;
  /** The notification to the agency and the confirmation to the requester. */
  mails(request: Request, stored: StoredRequest): EmailContent[];
}
