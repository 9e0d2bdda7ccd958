import type { FastifyRequest } from "fastify";
import { messagesEn } from "../../domain/messages/en";
import type { Captcha } from "../captcha/captcha";
import type { CaptchaCheck } from "../captcha/captcha-check";
import { spendCaptchaToken } from "../captcha/used-tokens";
import type { Database } from "../db/client";
import { statusMessages } from "../http/error-handler";
import { HttpError } from "../http/http-error";
import type { Mailer } from "../mail/mailer";
import { enqueueEmail } from "../mail/outbox";
import { recordConsent } from "../privacy/consent";
import type { ServiceRequestKind, StoredRequest } from "./service-request-kind";

export const CAPTCHA_UNAVAILABLE_MESSAGE = "Captcha verification is unavailable";

function captchaRefused(reason: Exclude<CaptchaCheck, { ok: true }>["reason"]): HttpError {
  if (reason === "unavailable") return new HttpError(503, CAPTCHA_UNAVAILABLE_MESSAGE);
  const key = reason === "expired" ? "captcha.expired" : "captcha.invalid";
  return new HttpError(422, statusMessages[422]!, [messagesEn[key]]);
}

export interface SubmitContext {
  db: Database;
  mailer: Mailer;
  captcha: Captcha;
}

/**
 * A validated courier or cleaning request: the captcha answer is checked, then in one
 * transaction the answer is spent, the request stored, the mails to the agency and the
 * requester queued and the consent recorded. Mail goes out after the commit; an SMTP
 * outage delays it but loses nothing.
 */
export async function submitServiceRequest<Request extends { "g-recaptcha-response": string }>(
  { db, mailer, captcha }: SubmitContext,
  kind: ServiceRequestKind<Request>,
  request: FastifyRequest,
  body: Request,
): Promise<StoredRequest> {
  const check = await captcha.check(body["g-recaptcha-response"], request.ip);
  if (!check.ok) {
    if (check.reason === "unavailable") request.log.error("captcha verification unavailable");
    throw captchaRefused(check.reason);
  }
  const stored = await db.transaction(async (tx) => {
    if (!(await spendCaptchaToken(tx, check))) throw captchaRefused("expired");
    const saved = await kind.store(tx, body);
    for (const mail of kind.mails(body, saved)) await enqueueEmail(tx, mail);
    await recordConsent(tx, request, kind.consentSubject, saved.id);
    return saved;
  });
  mailer.wake();
  return stored;
}
