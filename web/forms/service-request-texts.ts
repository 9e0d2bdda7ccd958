import { messagesDe } from "../../domain/messages/de";

/** German texts the courier and cleaning forms share (spec sections 2 and 8). */
export const serviceRequestTexts = {
  submit: "Dienst senden",
  sending: "Wird gesendet...",
  errorBoxTitle: "Bitte prüfen Sie Ihre Angaben:",
  confirmation:
    "Ihre Anfrage wurde erfolgreich gesendet, Sie werden in Kürze eine Rückmeldung erhalten.",
  successToast: messagesDe["serviceRequest.success"],
  captchaIncompleteToast: messagesDe["captcha.incomplete"],
  failedToast: "Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.",
  salutationPlaceholder: "Bitte wählen",
  requiredNote: "Mit * markierte Felder sind Pflichtfelder.",
} as const;

/** Messages about the captcha: solving it removes them from the list above the form. */
export const captchaMessagesDe: ReadonlySet<string> = new Set([
  messagesDe["captcha.required"],
  messagesDe["captcha.incomplete"],
  messagesDe["captcha.invalid"],
  messagesDe["captcha.expired"],
]);
