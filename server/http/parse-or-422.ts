import type { z } from "zod";
import { messagesDe } from "../../domain/messages/de";
import { fieldErrors } from "../../domain/validation";
import { HttpError } from "./http-error";

/** Parses a body with a domain schema; 422 with the German field texts otherwise. */
export function parseOr422<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new HttpError(
      422,
      messagesDe["common.validationFailed"],
      fieldErrors(parsed.error, messagesDe),
    );
  }
  return parsed.data;
}
