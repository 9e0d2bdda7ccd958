import { z } from "zod";

/**
 * Response shapes shared by the API routes, so each route declares what it answers and
 * the OpenAPI document shows it (every error is JSON with `message`: docs/product.md, "API").
 */
export const messageResponse = z.object({ message: z.string() });

/** Form errors: field name -> messages (registrations, accounts). */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));

export const errorResponse = z.object({
  message: z.string(),
  errors: z.union([fieldErrorsSchema, z.array(z.string())]).optional(),
});

/** The usual error answers of a public form endpoint. */
export const formErrorResponses = {
  400: errorResponse.describe("Malformed JSON or wrong content type"),
  422: errorResponse.describe("Validation failed; `errors` maps each field to its messages"),
  429: errorResponse.describe("Too many requests from this address"),
} as const;

/** The account throttle's 429: how long to wait, and where to reset the password. */
export const throttledResponse = errorResponse
  .extend({ retry_after_seconds: z.number().int().positive().optional() })
  .describe(
    "Too many attempts: from this address (no `retry_after_seconds`), or for this account (wait `retry_after_seconds`, or reset the password)",
  );
