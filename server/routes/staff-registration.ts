import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse, messageResponse } from "../../domain/api/common";
import { messagesEn } from "../../domain/messages/en";
import {
  collectMultipartFields,
  STAFF_REGISTRATION_FILE_FIELDS,
  type StaffRegistrationRequest,
  staffRegistrationRequestSchema,
} from "../../domain/staff-registration";
import { fieldErrors, translate } from "../../domain/validation";
import { asEmailTaken, assertEmailFree } from "../accounts/account-records";
import { registerStaff } from "../accounts/registration";
import { hashPassword } from "../auth/passwords";
import { registrationRateLimit } from "../auth/rate-limits";
import { formErrorResponses } from "../http/api-schemas";
import { statusMessages } from "../http/error-handler";
import { HttpError } from "../http/http-error";
import { assertKnownPostcodes } from "../postcodes/postcode-check";
import type { RouteContext } from "../route-context";
import {
  discard,
  MULTIPART_LIMITS,
  MULTIPART_MAX_REQUEST_BYTES,
  type ReceivedMultipart,
  receivePdfUploads,
} from "../storage/pdf-uploads";

/** What the OpenAPI document shows; the handler reads and checks the parts itself. */
const multipartBodyDescription = z.intersection(
  staffRegistrationRequestSchema,
  z.object({
    certificate: z.file().describe("PDF (checked by content), at most 10 MB"),
    cv: z.file().optional().describe("PDF (checked by content), at most 10 MB"),
  }),
);

type Refusal = { status: 413 | 422; errors: Record<string, string[]> };

/** Text-field and file problems as the 422 (or, for an oversized file, 413) answer. */
function refusalOf(
  received: ReceivedMultipart,
  parsed: ReturnType<typeof staffRegistrationRequestSchema.safeParse>,
): Refusal | undefined {
  const errors = parsed.success ? {} : fieldErrors(parsed.error, messagesEn);
  if (!received.files.has("certificate") && !received.fileErrors.has("certificate")) {
    errors.certificate = [messagesEn["certificate.required"]];
  }
  for (const [field, key] of received.fileErrors) errors[field] = [translate(key, messagesEn)];
  if (received.tooLarge) return { status: 413, errors };
  return Object.keys(errors).length > 0 ? { status: 422, errors } : undefined;
}

/**
 * Registration of substitute pharmacists, PTA and PKA (multipart, docs/product.md,
 * "Accounts"). Certificate (required) and CV (optional) must be PDFs by content, 10 MB each; they
 * are stored under random names and removed again if the registration fails. The
 * account starts `inactive` until an operator activates it.
 */
export const staffRegistrationRoutes: FastifyPluginAsyncZod<RouteContext> = async (
  app,
  { config, db, mailer, storage },
) => {
  // Only this plugin accepts multipart (elsewhere it stays an unsupported content type).
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });

  app.post(
    "/api/pharmacist-worker/register",
    {
      schema: {
        tags: ["accounts"],
        summary: "Register a substitute pharmacist, PTA or PKA",
        description:
          "multipart/form-data: list fields with a [] suffix (`wws_software[]`), `terms_accepted` as 1 or 0, `role` = `pharmacist`, files `certificate` and `cv`. The account stays inactive until an operator activates it.",
        consumes: ["multipart/form-data"],
        body: multipartBodyDescription,
        response: {
          201: messageResponse,
          ...formErrorResponses,
          413: errorResponse.describe("A file is larger than 10 MB"),
        },
      },
      // The body is multipart: read and checked in the handler, not by the validator.
      validatorCompiler: () => (data) => ({ value: data }),
      config: { rateLimit: registrationRateLimit(config) },
    },
    async (request, reply) => {
      const length = Number(request.headers["content-length"] ?? 0);
      if (length > MULTIPART_MAX_REQUEST_BYTES) {
        throw new HttpError(413, messagesEn["common.requestTooLarge"]);
      }
      const received = await receivePdfUploads(request, storage, STAFF_REGISTRATION_FILE_FIELDS);
      try {
        const parsed = staffRegistrationRequestSchema.safeParse(
          collectMultipartFields(received.fields),
        );
        const refusal = refusalOf(received, parsed);
        if (refusal || !parsed.success) {
          const status = refusal?.status ?? 422;
          const message = status === 413 ? messagesEn["file.tooLarge"] : statusMessages[422]!;
          throw new HttpError(status, message, refusal?.errors ?? {});
        }
        await register(parsed.data, received, request);
      } catch (error) {
        await discard(storage, received);
        throw asEmailTaken(error);
      }
      mailer.wake();
      return reply.status(201).send({ message: messagesEn["staffRegistration.success"] });
    },
  );

  async function register(
    body: StaffRegistrationRequest,
    received: ReceivedMultipart,
    request: FastifyRequest,
  ): Promise<void> {
    assertKnownPostcodes({ postal_code: body.postal_code });
    await assertEmailFree(db, body.email);
    const passwordHash = await hashPassword(body.password);
    await registerStaff(db, request, body, passwordHash, received.files);
  }
};
