import type { FastifySchemaCompiler } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import { uncleanTextPaths } from "../../domain/text-characters";

const invalidCharacters = "common.invalidCharacters";

/** Refuses NUL, control characters and lone surrogates anywhere in the input. */
const cleanInput = z.unknown().superRefine((value, context) => {
  for (const path of uncleanTextPaths(value)) {
    context.addIssue({ code: "custom", path, message: invalidCharacters });
  }
});

/**
 * The zod validator of every route, with one more rule in front: no string of the body,
 * query or path, under any key, may hold NUL, control characters or lone surrogates
 * (domain/text-characters.ts). Every route gets it, also routes added later and
 * schemas that declare a plain `z.string()`; the answer is the usual 422 with the field.
 */
export const cleanTextValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  if (!(route.schema instanceof z.ZodType)) return validatorCompiler(route);
  return validatorCompiler({ ...route, schema: cleanInput.pipe(route.schema) });
};
