import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { messagesEn } from "../../domain/messages/en";
import { isMessageKey } from "../../domain/messages/message-key";
import { HttpError } from "./http-error";

/** The only texts a client sees for errors we did not raise ourselves. */
export const statusMessages: Record<number, string> = {
  400: "Bad request",
  401: "Unauthenticated",
  403: "Forbidden",
  404: "Not found",
  405: "Method not allowed",
  406: "Not acceptable",
  413: "Request body is too large",
  415: "Unsupported content type",
  422: "The given data was invalid.",
  429: "Too many requests. Please try again later.",
  500: "Internal server error",
  503: "Service unavailable",
};

const requestErrorMessages: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: "Malformed JSON in request body" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: "Malformed JSON in request body" },
  // decisions.md: a wrong content type is a bad request (400), not 415.
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 400, message: "Unsupported content type" },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: "Bad request" },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: statusMessages[413]! },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: statusMessages[413]! },
  FST_PARTS_LIMIT: { status: 413, message: statusMessages[413]! },
  FST_FILES_LIMIT: { status: 413, message: statusMessages[413]! },
  FST_FIELDS_LIMIT: { status: 413, message: statusMessages[413]! },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 400, message: "Unsupported content type" },
};

/**
 * One error handler for the whole app: every error becomes JSON with `message`;
 * 5xx details (stack traces, SQL) go to the log with the request id, never out.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send(
          error.errors
            ? { message: error.message, errors: error.errors }
            : { message: error.message },
        );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.split("/").filter(Boolean)[0] ?? "body";
        const messages = errors[field] ?? [];
        // Domain schemas report message keys; the API answers their English text.
        const raw = issue.message ?? "Invalid value";
        const message = isMessageKey(raw) ? messagesEn[raw] : raw;
        if (!messages.includes(message)) messages.push(message);
        errors[field] = messages;
      }
      return reply.status(422).send({ message: statusMessages[422], errors });
    }
    const known = error.code ? requestErrorMessages[error.code] : undefined;
    if (known) return reply.status(known.status).send({ message: known.message });

    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.status(status).send({ message: statusMessages[status] ?? statusMessages[500] });
    }
    // Rate-limit and other plugin errors carry a safe message; fall back to ours.
    const message =
      status === 429 ? statusMessages[429] : (statusMessages[status] ?? statusMessages[400]);
    return reply.status(status).send({ message });
  });
}
