import { z } from "zod";
import { errorResponse } from "../../domain/api/common";

/**
 * The usual error answers of a public form endpoint, for the OpenAPI document. The
 * answers themselves (`messageResponse`, `errorResponse`, ...) are the site's contract
 * too and live in domain/api/common.ts.
 */
export const formErrorResponses = {
  400: errorResponse.describe("Malformed or too deeply nested JSON, or wrong content type"),
  422: errorResponse.describe("Validation failed; `errors` maps each field to its messages"),
  429: errorResponse.describe("Too many requests from this address"),
} as const;

/**
 * The declared body of a route whose handler checks it with a domain schema itself, so
 * that a 422 carries the form's German field texts (staff profile, account settings).
 */
export const handlerCheckedBody = z.record(z.string(), z.unknown());
