import type { FieldValues, UseFormSetError } from "react-hook-form";
import { messagesDe } from "../../domain/messages/de";
import { translateAccountMessage } from "../../domain/messages/server-messages";
import type { ApiFailure } from "../lib/api";
import { showServerErrors } from "./server-errors";

/**
 * A refused /konto form: the self-service routes answer German field texts
 * (server/routes/account-settings.ts), the shared throttles English ones.
 */
export function showAccountFormErrors<Values extends FieldValues>(
  result: ApiFailure,
  setError: UseFormSetError<Values>,
  fields: readonly string[],
): void {
  const german = new Set(Object.values(messagesDe));
  showServerErrors(result, {
    translate: (text) =>
      german.has(text) || !/^[\x20-\x7e]*$/.test(text) ? text : translateAccountMessage(text),
    setError,
    fields,
  });
}
