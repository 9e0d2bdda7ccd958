import type { FastifyInstance } from "fastify";
import { HttpError } from "./http-error";

/**
 * How deep arrays and objects may nest in a JSON body. Our forms nest two or three
 * levels; every check after parsing (the clean-text check, zod) walks the value
 * recursively, and a body of some thousand brackets overflowed the stack there: a 500
 * with a stack in the log on every JSON route (issue 26 item 4).
 */
export const MAX_JSON_DEPTH = 32;

export const JSON_TOO_DEEP_MESSAGE = "JSON in request body is nested too deeply";

/**
 * Whether `text` opens more than `limit` arrays or objects inside each other. One pass
 * over the raw text, before it is parsed, so that nothing recursive ever sees such a
 * value; brackets inside strings do not count.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      // A backslash escapes the next character (\" does not end the string).
      if (code === 0x5c) index += 1;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * Fastify's own JSON parser (secure-json-parse, refusing __proto__ and constructor
 * poisoning as by default) behind the depth check: too deep is a 400.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new HttpError(400, JSON_TOO_DEEP_MESSAGE), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
