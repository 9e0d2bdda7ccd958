import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import toast from "react-hot-toast/headless";
import { messagesDe } from "../../domain/messages/de";
import type { ApiResult } from "../lib/api";

type Failure = Exclude<ApiResult, { kind: "ok" }>;

/**
 * Shows a refused or failed form submission as docs/product.md ("Forms") describes it for the
 * registrations: an `errors` array gives its first entry as a toast; an `errors` object
 * puts the first message of each field under that field and the first of all into a
 * toast; otherwise the `message` is shown. No answer at all, or a server failure,
 * gives the generic German text. Every server text goes through `translate`.
 *
 * Answers the texts shown, so a caller can also show them on the page.
 */
export function showServerErrors<Values extends FieldValues>(
  failure: Failure,
  options: {
    translate: (english: string) => string;
    setError?: UseFormSetError<Values>;
    /** The form's own fields; server errors for other names only reach the toast. */
    fields?: readonly string[];
  },
): string[] {
  const unexpected = messagesDe["common.unexpectedError"];
  if (failure.kind === "offline" || failure.status >= 500) {
    toast.error(unexpected);
    return [unexpected];
  }
  const { errors, message } = failure.body;
  const shown: string[] = [];
  if (Array.isArray(errors)) {
    const first = errors.find((entry) => typeof entry === "string");
    if (first) shown.push(options.translate(first));
  } else if (errors && typeof errors === "object") {
    let focused = false;
    for (const [field, messages] of Object.entries(errors)) {
      const first = Array.isArray(messages) ? messages[0] : undefined;
      if (typeof first !== "string") continue;
      const text = options.translate(first);
      shown.push(text);
      if (options.setError && options.fields?.includes(field)) {
        options.setError(
          field as FieldPath<Values>,
          { type: "server", message: text },
          { shouldFocus: !focused },
        );
        focused = true;
      }
    }
  }
  if (shown.length === 0)
    shown.push(typeof message === "string" ? options.translate(message) : unexpected);
  toast.error(shown[0]!);
  return shown;
}
