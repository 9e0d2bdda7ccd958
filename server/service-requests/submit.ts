import type { FastifyRequest } from "fastify";
import { messagesEn } from "../../domain/messages/en";
import type { Captcha } from "../captcha/captcha";
import type { CaptchaCheck } from "../captcha/captcha-check";
import { isSpentAnswer, spendCaptchaAnswer } from "../captcha/used-tokens";
import type { Database } from "../db/client";
import { consentRecords, outboxEmails } from "../db/schema";
import { statusMessages } from "../http/error-handler";
import { HttpError } from "../http/http-error";
import type { Mailer } from "../mail/mailer";
import { outboxRow } from "../mail/outbox";
import { consentRow } from "../privacy/consent";
import {
  newStoredRequest,
  type ServiceRequestKind,
  type StoredRequest,
} from "./service-request-kind";

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
 * A validated courier or cleaning request: the captcha answer is checked, then one
 * statement spends the answer, stores the request, queues the mails to the agency and
 * the requester and records the consent; all of it or, on a replayed answer, none.
 * One statement is one round trip and one commit, which keeps this public route close
 * to the speed of a single INSERT (`npm run bench:requests`). Mail goes out after the
 * commit; an SMTP outage delays it but loses nothing.
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
  const stored = newStoredRequest();
  const spentAnswer = spendCaptchaAnswer(db, check);
  const queuedMails = db
    .$with("queued_mails")
    .as(db.insert(outboxEmails).values(kind.mails(body, stored).map(outboxRow)));
  const consent = db
    .$with("consent")
    .as(db.insert(consentRecords).values(consentRow(request, kind.consentSubject, stored.id)));
  try {
    await kind.store(db.with(spentAnswer, queuedMails, consent), body, stored);
  } catch (error) {
    throw isSpentAnswer(error) ? captchaRefused("expired") : error;
  }
  mailer.wake();
  return stored;
}
