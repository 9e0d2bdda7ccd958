import { z } from "../zod";

/**
 * The answers every API route shares. Every refusal is JSON with `message`
 * (docs/product.md, "API"); the site reads a refusal through `ApiErrorBody`.
 */
export const messageResponse = z.object({ message: z.string() });

/** 204: no body. */
export const noContent = z.null();

/** Form errors: field name -> messages (registrations, accounts). */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));

export const errorResponse = z.object({
  message: z.string(),
  errors: z.union([fieldErrorsSchema, z.array(z.string())]).optional(),
});

/** The account throttle's 429: how long to wait, and where to reset the password. */
export const throttledResponse = errorResponse
  .extend({ retry_after_seconds: z.number().int().positive().optional() })
  .describe(
    "Too many attempts: from this address (no `retry_after_seconds`), or for this account (wait `retry_after_seconds`, or reset the password)",
  );

/**
 * A refusal as the site receives it: any of the error answers above. Every field is
 * optional, because an answer from outside the app (a proxy's 502) may carry none.
 */
export type ApiErrorBody = Partial<z.infer<typeof throttledResponse>>;
