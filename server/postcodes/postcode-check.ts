import { messagesEn } from "../../domain/messages/en";
import type { MessageCatalogue } from "../../domain/messages/message-key";
import { HttpError } from "../http/http-error";
import { isKnownPostcode } from "./postcode-directory";

/**
 * The server-only rule of every form with a postcode: it must exist (the format is the
 * domain schema's). Throws the 422 with "Diese PLZ gibt es nicht" (or its English text)
 * on each field whose postcode is unknown; `fields` maps field name to value.
 */
export function assertKnownPostcodes(
  fields: Record<string, string>,
  catalogue: MessageCatalogue = messagesEn,
): void {
  const errors: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(fields)) {
    if (!isKnownPostcode(value)) errors[field] = [catalogue["postalCode.unknown"]];
  }
  if (Object.keys(errors).length > 0) {
    throw new HttpError(422, catalogue["common.validationFailed"], errors);
  }
}
