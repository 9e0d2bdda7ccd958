import type { FastifyRequest } from "fastify";
import { PRIVACY_VERSION, TERMS_VERSION } from "../../domain/legal-versions";
import type { Database } from "../db/client";
import { type ConsentRecord, consentRecords } from "../db/schema";

/**
 * Records that the sender of `request` accepted the current terms and privacy text for
 * `subject`. Call it in the transaction that stores the subject.
 */
export async function recordConsent(
  db: Database,
  request: FastifyRequest,
  subject: ConsentRecord["subject"],
  subjectId: string,
): Promise<void> {
  await db.insert(consentRecords).values(consentRow(request, subject, subjectId));
}

/** The consent row for `request`, for callers that write it as part of a larger statement. */
export function consentRow(
  request: FastifyRequest,
  subject: ConsentRecord["subject"],
  subjectId: string,
): typeof consentRecords.$inferInsert {
  return {
    subject,
    subjectId,
    ipAddress: request.ip,
    userAgent: request.headers["user-agent"]?.slice(0, 500) ?? null,
    termsVersion: TERMS_VERSION,
    privacyVersion: PRIVACY_VERSION,
  };
}
