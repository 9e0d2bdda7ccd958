import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { messagesEn } from "../../domain/messages/en";
import { isMessageKey } from "../../domain/messages/message-key";
import { isDatabaseUnavailable } from "../db/availability";
import { isStatementCancelled } from "../db/statement-budget";
import { HttpError } from "./http-error";
import type { DatabaseOutageLog } from "./outage-log";

/** The only texts a client sees for errors we did not raise ourselves. */
export const statusMessages: Record<number, string> = {
  400: "Bad request",
  401: "Unauthenticated",
  403: "Forbidden",
  404: "Not found",
  405: "Method not allowed",
  406: "Not acceptable",
  408: "Request timeout",
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
  // A wrong content type is a bad request (400), not 415 (docs/product.md, "API").
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 400, message: "Unsupported content type" },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: "Bad request" },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: statusMessages[413]! },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: statusMessages[413]! },
  FST_PARTS_LIMIT: { status: 413, message: statusMessages[413]! },
  FST_FILES_LIMIT: { status: 413, message: statusMessages[413]! },
  FST_FIELDS_LIMIT: { status: 413, message: statusMessages[413]! },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 400, message: "Unsupported content type" },
};

/** How long a client should wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Every error answer is JSON, whatever the route had set before it failed: a document
 * download that fails has already said "application/pdf", and Fastify would refuse to
 * send a JSON object under that type and answer with its own internal error text.
 */
function jsonError(reply: FastifyReply, status: number) {
  reply.removeHeader("content-disposition");
  reply.removeHeader("content-length");
  return reply.status(status).type("application/json; charset=utf-8");
}

/**
 * The router's own errors, met before any hook or route runs: a path that does not
 * percent-decode (400) and a path parameter over the router's length limit, which no
 * id of ours reaches (404). Fastify's default answer names its internal code and echoes
 * the path, without our headers.
 */
export function answerFrameworkError(error: FastifyError, _request: unknown, reply: FastifyReply) {
  const status = error.code === "FST_ERR_MAX_PARAM_LENGTH" ? 404 : 400;
  reply
    .status(status)
    .header("content-type", "application/json; charset=utf-8")
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "no-store")
    .send({ message: statusMessages[status] });
}

/**
 * One error handler for the whole app: every error becomes JSON with `message`;
 * 5xx details (stack traces, SQL) go to the log with the request id, never out. While
 * the database is unavailable the answer is 503 with Retry-After, and the log tells of
 * the outage once (outage-log.ts).
 */
export function registerErrorHandler(app: FastifyInstance, outages: DatabaseOutageLog): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      const wait = error.retryAfterSeconds;
      if (wait !== undefined) reply.header("retry-after", String(wait));
      return jsonError(reply, error.statusCode).send({
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...(wait !== undefined ? { retry_after_seconds: wait } : {}),
      });
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
      return jsonError(reply, 422).send({ message: statusMessages[422], errors });
    }
    const known = error.code ? requestErrorMessages[error.code] : undefined;
    if (known) return jsonError(reply, known.status).send({ message: known.message });

    if (isStatementCancelled(error)) {
      // Cut at its time budget (docs/decisions/0046-statement-time-budget.md): the log
      // names the route, so a search that needs an index shows up.
      request.log.warn({ err: error, route: request.routeOptions.url }, "statement cut");
      return jsonError(reply, 503)
        .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ message: messagesEn["common.requestTooSlow"] });
    }
    if (isDatabaseUnavailable(error)) {
      outages.failed(error);
      return jsonError(reply, 503)
        .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ message: statusMessages[503] });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return jsonError(reply, status).send({
        message: statusMessages[status] ?? statusMessages[500],
      });
    }
    // Rate-limit and other plugin errors carry a safe message; fall back to ours.
    const message =
      status === 429 ? statusMessages[429] : (statusMessages[status] ?? statusMessages[400]);
    return jsonError(reply, status).send({ message });
  });
}
