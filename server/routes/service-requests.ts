import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { serviceRequestReceived } from "../../domain/api/site";
import { cleaningRequestSchema } from "../../domain/cleaning-request";
import { courierRequestSchema } from "../../domain/courier-request";
import { messagesEn } from "../../domain/messages/en";
import { messageList } from "../../domain/validation";
import { statusMessages } from "../http/error-handler";
import { HttpError } from "../http/http-error";
import { isKnownPostcode } from "../postcodes/postcode-directory";
import type { RouteContext } from "../route-context";
import { cleaningKind } from "../service-requests/cleaning";
import { courierKind } from "../service-requests/courier";
import { type SubmitContext, serviceRequestSubmitter } from "../service-requests/submit";

/**
 * Per IP and route. A pharmacy sends one or two requests; an office behind one address
 * a few more. A script sending dozens is stopped, and each attempt costs it a captcha.
 */
export const SUBMIT_RATE_LIMIT = { max: 20, timeWindow: 10 * 60_000 };
/** A filled form is a few kilobytes; nothing legitimate comes near this. */
export const SUBMIT_BODY_LIMIT = 64 * 1024;

const message = z.object({ message: z.string() });
const responses = {
  201: serviceRequestReceived,
  422: z.object({
    message: z.string(),
    errors: z.array(z.string()).describe("English messages; the site translates them"),
  }),
  400: message,
  413: message,
  429: message,
  503: message,
};

/**
 * The body failed the schema: every message once, in English, as an array
 * (docs/product.md, "API").
 */
function invalidBody(schema: z.ZodType, body: unknown): HttpError {
  const result = schema.safeParse(body);
  const errors = result.success
    ? [messagesEn["common.invalid"]]
    : messageList(result.error, messagesEn);
  return new HttpError(422, statusMessages[422]!, errors);
}

/**
 * The server-only rule of both forms (docs/decisions/0030-postcode-directory.md): the
 * postcode must exist. Checked before the captcha, so a typo costs no captcha answer.
 * The courier form's "PLZ & Ort" starts with the postcode.
 */
function assertKnownServicePostcode(zipCode: string): void {
  if (!isKnownPostcode(zipCode.trim().slice(0, 5))) {
    throw new HttpError(422, statusMessages[422]!, [messagesEn["postalCode.unknown"]]);
  }
}

/** POST /api/boten-service and POST /api/reinigung-service (docs/product.md, "Services"). */
export const serviceRequestRoutes: FastifyPluginAsyncZod<
  RouteContext & Pick<SubmitContext, "captcha" | "batchesInFlight">
> = async (app, { db, mailer, captcha, batchesInFlight }) => {
  const submitting = { db, mailer, captcha, batchesInFlight };
  const submitCourier = serviceRequestSubmitter(submitting, courierKind);
  const submitCleaning = serviceRequestSubmitter(submitting, cleaningKind);

  app.post(
    "/api/boten-service",
    {
      bodyLimit: SUBMIT_BODY_LIMIT,
      attachValidation: true,
      config: { rateLimit: { ...SUBMIT_RATE_LIMIT, groupId: "courier-request" } },
      schema: {
        tags: ["services"],
        summary: "Request the courier service",
        body: courierRequestSchema,
        response: responses,
      },
    },
    async (request, reply) => {
      if (request.validationError) throw invalidBody(courierRequestSchema, request.body);
      assertKnownServicePostcode(request.body.zip_code);
      await submitCourier(request, request.body);
      return reply.status(201).send({ success: true });
    },
  );

  app.post(
    "/api/reinigung-service",
    {
      bodyLimit: SUBMIT_BODY_LIMIT,
      attachValidation: true,
      config: { rateLimit: { ...SUBMIT_RATE_LIMIT, groupId: "cleaning-request" } },
      schema: {
        tags: ["services"],
        summary: "Request the cleaning service",
        body: cleaningRequestSchema,
        response: responses,
      },
    },
    async (request, reply) => {
      if (request.validationError) throw invalidBody(cleaningRequestSchema, request.body);
      assertKnownServicePostcode(request.body.zip_code);
      await submitCleaning(request, request.body);
      return reply.status(201).send({ success: true });
    },
  );
};
