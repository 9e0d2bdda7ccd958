import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import toast, { type ToastOptions } from "react-hot-toast/headless";
import { messagesDe } from "../../domain/messages/de";
import { messagesEn } from "../../domain/messages/en";
import type { ApiFailure } from "../lib/api";

/**
 * The German texts of a failed API call, as docs/product.md ("Forms") describes it: an
 * `errors` array gives its first entry; an `errors` object gives the first message of
 * each field; otherwise the `message`. No answer at all, or a server failure, gives the
 * generic German text. Every server text goes through `translate`.
 */
export function failureTexts(
  failure: ApiFailure,
  translate: (english: string) => string,
): { texts: string[]; byField: [field: string, text: string][] } {
  const unexpected = messagesDe["common.unexpectedError"];
  if (failure.kind === "offline") return { texts: [unexpected], byField: [] };
  if (failure.status >= 500) return { texts: [serverFailureText(failure)], byField: [] };
  const { errors, message } = failure.body;
  const texts: string[] = [];
  const byField: [string, string][] = [];
  if (Array.isArray(errors)) {
    const first = errors.find((entry) => typeof entry === "string");
    if (first) texts.push(translate(first));
  } else if (errors && typeof errors === "object") {
    for (const [field, messages] of Object.entries(errors)) {
      const first = Array.isArray(messages) ? messages[0] : undefined;
      if (typeof first !== "string") continue;
      const text = translate(first);
      texts.push(text);
      byField.push([field, text]);
    }
  }
  if (texts.length === 0) texts.push(typeof message === "string" ? translate(message) : unexpected);
  return { texts, byField };
}

/**
 * The German text of a server failure: a request the server cut for its time says so
 * (docs/decisions/0046-statement-time-budget.md); any other failure is the generic error.
 */
function serverFailureText(failure: Extract<ApiFailure, { kind: "error" }>): string {
  return failure.body.message === messagesEn["common.requestTooSlow"]
    ? messagesDe["common.requestTooSlow"]
    : messagesDe["common.unexpectedError"];
}

export interface ShowOptions<Values extends FieldValues> {
  /** Server text -> German (the feature's table in domain/messages/server-messages.ts). */
  translate?: (english: string) => string;
  /**
   * The caller's own German text(s) instead of the server's, for a call whose refusals
   * the person can do nothing about (or whose status alone says what happened);
   * undefined: the server's texts.
   */
  text?: string | string[] | ((failure: ApiFailure) => string | string[] | undefined);
  /** Puts each field's text under that field (the form's own fields only). */
  setError?: UseFormSetError<Values>;
  fields?: readonly string[];
  /** Also shows the first text on the page, e.g. in an alert box beside the button. */
  inline?: (text: string) => void;
  /** Set false where the page shows the text itself and a toast would repeat it. */
  toast?: boolean;
  toastOptions?: ToastOptions;
}

/**
 * The one way the site shows a failed API call: the texts (`failureTexts`, or the
 * caller's own `text`) go under the fields, into a toast (each text its own toast) and,
 * with `inline`, onto the page. Answers the texts shown.
 */
export function showServerErrors<Values extends FieldValues>(
  failure: ApiFailure,
  options: ShowOptions<Values> = {},
): string[] {
  const own = typeof options.text === "function" ? options.text(failure) : options.text;
  const derived = failureTexts(failure, options.translate ?? ((english) => english));
  const texts = own === undefined ? derived.texts : Array.isArray(own) ? own : [own];
  if (own === undefined && options.setError) {
    let focused = false;
    for (const [field, text] of derived.byField) {
      if (!options.fields?.includes(field)) continue;
      options.setError(
        field as FieldPath<Values>,
        { type: "server", message: text },
        { shouldFocus: !focused },
      );
      focused = true;
    }
  }
  if (options.toast !== false) {
    for (const text of own === undefined ? texts.slice(0, 1) : texts) {
      toast.error(text, options.toastOptions);
    }
  }
  if (texts[0] !== undefined) options.inline?.(texts[0]);
  return texts;
}
