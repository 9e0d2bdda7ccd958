import { messagesDe } from "../../domain/messages/de";

/** German texts the courier and cleaning forms share (docs/product.md, "Forms"). */
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

/**
 * The API's captcha messages name reCAPTCHA; with the self-hosted captcha (ALTCHA, the
 * default: docs/decisions/0006) the visitor sees the words the page itself uses.
 */
const altchaWording: Readonly<Record<string, string>> = {
  [messagesDe["captcha.incomplete"]]: "Bitte schließen Sie die Sicherheitsabfrage ab.",
  [messagesDe["captcha.invalid"]]:
    "Die Sicherheitsabfrage war ungültig. Bitte versuchen Sie es erneut.",
  [messagesDe["captcha.expired"]]:
    "Die Sicherheitsabfrage ist abgelaufen oder wurde bereits verwendet. Bitte versuchen Sie es erneut.",
};

/** A German message in the words of the captcha the page shows. */
export function inCaptchaWords(message: string, provider: "altcha" | "recaptcha"): string {
  return provider === "altcha" ? (altchaWording[message] ?? message) : message;
}

/** Messages about the captcha: solving it removes them from the list above the form. */
export const captchaMessagesDe: ReadonlySet<string> = new Set([
  messagesDe["captcha.required"],
  messagesDe["captcha.incomplete"],
  messagesDe["captcha.invalid"],
  messagesDe["captcha.expired"],
  ...Object.values(altchaWording),
]);
