import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { messagesEn } from "../../domain/messages/en";
import type { Captcha } from "../captcha/captcha";
import type { CaptchaCheck } from "../captcha/captcha-check";
import { isSpentAnswer, spendCaptchaAnswers } from "../captcha/used-tokens";
import type { Database } from "../db/client";
import { groupCommit } from "../db/group-commit";
import { insertRowsAsJson } from "../db/json-rows";
import { executeNamed } from "../db/named-statements";
import { consentRecords, outboxEmails } from "../db/schema";
import { statusMessages } from "../http/error-handler";
import { HttpError } from "../http/http-error";
import type { EmailContent } from "../mail/email-layout";
import type { Mailer } from "../mail/mailer";
import { outboxRow } from "../mail/outbox";
import { consentRow } from "../privacy/consent";
import {
  newStoredRequest,
  type ServiceRequestKind,
  type ServiceRequestTable,
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
  /** Group commit's batches under way at once: BATCHES_IN_FLIGHT of the database. */
  batchesInFlight?: number;
}

/** Everything one accepted request writes, in one statement with the others of its batch. */
interface RequestWrite<Table extends ServiceRequestTable> {
  answer: { key: string; expiresAt: Date };
  row: Table["$inferInsert"];
  mails: EmailContent[];
  consent: typeof consentRecords.$inferInsert;
}

/**
 * One statement for any number of requests: spends their captcha answers, stores the
 * requests, queues their mails and records their consent; all of it or, when an answer
 * was spent before, nothing.
 */
async function writeRequests<Table extends ServiceRequestTable>(
  db: Database,
  table: Table,
  writes: RequestWrite<Table>[],
): Promise<void> {
  // Answers in a fixed order: two processes spending the same two answers at once wait
  // for each other instead of deadlocking.
  const answers = writes.map((write) => write.answer).sort((a, b) => a.key.localeCompare(b.key));
  const mails = writes.flatMap((write) => write.mails.map(outboxRow));
  const consents = writes.map((write) => write.consent);
  const requests = writes.map((write) => write.row);
  await executeNamed(
    db,
    sql`
    with spent_answers as (${spendCaptchaAnswers(answers)}),
      queued_mails as (${insertRowsAsJson(outboxEmails, mails)}),
      consents as (${insertRowsAsJson(consentRecords, consents)})
    ${insertRowsAsJson(table, requests)}`,
  );
}

/**
 * The handler of a form: checks the captcha answer, then writes the request with its
 * mails and consent (group commit: requests arriving together share one statement, see
 * group-commit.ts), then wakes the mailer. Mail goes out after the commit; an SMTP
 * outage delays it but loses nothing.
 */
export function serviceRequestSubmitter<
  Request extends { "g-recaptcha-response": string },
  Table extends ServiceRequestTable,
>(
  { db, mailer, captcha, batchesInFlight }: SubmitContext,
  kind: ServiceRequestKind<Request, Table>,
): (request: FastifyRequest, body: Request) => Promise<StoredRequest> {
  const write = groupCommit<RequestWrite<Table>, "stored" | "spent">({
    writeOne: async (one) => {
      try {
        await writeRequests(db, kind.table, [one]);
        return "stored";
      } catch (error) {
        if (isSpentAnswer(error)) return "spent";
        throw error;
      }
    },
    writeMany: async (many) => {
      await writeRequests(db, kind.table, many);
      return many.map(() => "stored");
    },
    batchesInFlight,
  });

  return async (request, body) => {
    const check = await captcha.check(body["g-recaptcha-response"], request.ip);
    if (!check.ok) {
      if (check.reason === "unavailable") request.log.error("captcha verification unavailable");
      throw captchaRefused(check.reason);
    }
    const stored = newStoredRequest();
    const outcome = await write({
      answer: { key: check.key, expiresAt: check.expiresAt },
      row: kind.row(body, stored),
      mails: kind.mails(body, stored),
      consent: consentRow(request, kind.consentSubject, stored.id),
    });
    if (outcome === "spent") throw captchaRefused("expired");
    mailer.wake();
    return stored;
  };
}
