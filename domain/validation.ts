import type { ZodError } from "zod";
import { isMessageKey, type MessageCatalogue } from "./messages/message-key";

/**
 * Turns the message keys of a failed parse into texts of one catalogue: German for the
 * site (`messagesDe`), English for the API (`messagesEn`).
 */

/** Field name for an issue about the whole value rather than one field. */
export const FORM_LEVEL_FIELD = "_form";

/**
 * The text of a key. A message that is not a key (zod's own default text, which only a
 * schema without a key for some rule produces) becomes the catalogue's generic
 * "invalid input", so no English zod text reaches a German page.
 */
export function translate(key: string, catalogue: MessageCatalogue): string {
  return isMessageKey(key) ? catalogue[key] : catalogue["common.invalid"];
}

/**
 * Errors by field, as the registration API answers them (`errors: { field: [...] }`)
 * and as a form sets them: the field is the first path segment (`pharmacy_wws_software`
 * for an issue at `pharmacy_wws_software.2`), texts in issue order, each once.
 */
export function fieldErrors(
  error: ZodError,
  catalogue: MessageCatalogue,
): Record<string, string[]> {
  const byField = new Map<string, string[]>();
  for (const issue of error.issues) {
    const first = issue.path[0];
    const field = first === undefined ? FORM_LEVEL_FIELD : String(first);
    const text = translate(issue.message, catalogue);
    const texts = byField.get(field);
    if (texts === undefined) byField.set(field, [text]);
    else if (!texts.includes(text)) texts.push(text);
  }
  return Object.fromEntries(byField);
}

/** All texts in issue order, each once, as the two service forms' API answers `errors`. */
export function messageList(error: ZodError, catalogue: MessageCatalogue): string[] {
  return [...new Set(error.issues.map((issue) => translate(issue.message, catalogue)))];
}
