import { describe, expect, it } from "vitest";
import { messagesDe } from "./de";
import { messagesEn } from "./en";
import {
  ACCOUNT_MESSAGE_KEYS,
  MESSAGE_KEYS,
  type MessageKey,
  REGISTRATION_MESSAGE_KEYS,
  SERVICE_REQUEST_MESSAGE_KEYS,
} from "./message-key";
import {
  translateAccountMessage,
  translateRegistrationMessage,
  translateSearchOrderMessage,
  translateServiceRequestMessage,
} from "./server-messages";

/** English texts that keys of one group share while their German texts differ. */
function conflictingGerman(keys: readonly MessageKey[]): Record<string, MessageKey[]> {
  const byEnglish = new Map<string, MessageKey[]>();
  for (const key of keys) {
    byEnglish.set(messagesEn[key], [...(byEnglish.get(messagesEn[key]) ?? []), key]);
  }
  const conflicts = [...byEnglish].filter(
    ([, group]) => new Set(group.map((key) => messagesDe[key])).size > 1,
  );
  return Object.fromEntries(conflicts);
}

describe("the catalogues", () => {
  it("have exactly the same keys, and every key of MessageKey", () => {
    const keys = [...MESSAGE_KEYS].sort();
    expect(Object.keys(messagesDe).sort()).toEqual(keys);
    expect(Object.keys(messagesEn).sort()).toEqual(keys);
  });

  it("have no empty text", () => {
    for (const key of MESSAGE_KEYS) {
      expect(messagesDe[key].trim()).not.toBe("");
      expect(messagesEn[key].trim()).not.toBe("");
    }
  });

  it("keep the original English messages verbatim", () => {
    const english = new Set(Object.values(messagesEn));
    for (const text of [
      "Owner registered successfully. Please check your email for activation.",
      "User registered successfully",
      "First name is required",
      "Last name is required",
      "Email is required",
      "Email must be a valid email address",
      "This email is already registered",
      "Email must not exceed 255 characters",
      "City is required",
      "Password is required",
      "Password confirmation does not match",
      "Role is required",
      "Role must be one of admin, pharmacy_owner, pharmacist",
      "Pharmacy name is required",
      "Pharmacy address is required",
      "Street number is required",
      "Postal code is required",
      "Contact salutation is required",
      "Phone number is required",
      "Phone number must start with +49",
      "WWS software is required and must be one of the available options",
      "Terms must be accepted",
      "Invalid reCAPTCHA response. Please try again.",
      "The reCAPTCHA token has expired or has already been used. Please try again.",
    ]) {
      expect(english).toContain(text);
    }
  });

  it("give one English text different German texts only where the forms word it apart", () => {
    // One API message; the owner form and the staff form word the German differently,
    // and the table takes the owner's wording (the first key).
    expect(conflictingGerman(REGISTRATION_MESSAGE_KEYS)).toEqual({
      "Email must be a valid email address": ["email.invalid", "staffEmail.invalid"],
    });
    expect(conflictingGerman(SERVICE_REQUEST_MESSAGE_KEYS)).toEqual({});
    expect(conflictingGerman(ACCOUNT_MESSAGE_KEYS)).toEqual({});
  });
});

describe("translateRegistrationMessage", () => {
  it.each([
    [
      "Owner registered successfully. Please check your email for activation.",
      "Besitzer wurde erfolgreich registriert. Bitte überprüfen Sie Ihre E-Mails zur Aktivierung.",
    ],
    [
      "User registered successfully",
      "Benutzer wurde erfolgreich registriert. Bitte überprüfen Sie Ihre E-Mail.",
    ],
    ["This email is already registered", "Diese E-Mail ist bereits registriert."],
    ["First name is required", "Vorname ist erforderlich"],
    ["Last name is required", "Nachname ist erforderlich"],
    ["Email is required", "E-Mail ist erforderlich"],
    ["Email must be a valid email address", "Bitte geben Sie eine gültige E-Mail an"],
    ["Email must not exceed 255 characters", "E-Mail darf maximal 255 Zeichen lang sein"],
    ["City is required", "Ort ist erforderlich"],
    ["Password is required", "Passwort ist erforderlich."],
    ["Password confirmation does not match", "Passwörter stimmen nicht überein"],
    ["Role is required", "Rolle ist erforderlich"],
    [
      "Role must be one of admin, pharmacy_owner, pharmacist",
      "Die Rolle muss eine der folgenden sein: admin, pharmacy_owner, pharmacist.",
    ],
    ["Pharmacy name is required", "Name der Apotheke ist erforderlich"],
    ["Pharmacy address is required", "Straße ist erforderlich"],
    ["Street number is required", "Hausnummer ist erforderlich"],
    ["Postal code is required", "PLZ & Ort ist erforderlich"],
    ["Contact salutation is required", "Bitte wählen Sie eine Anrede"],
    ["Phone number is required", "Telefonnummer ist erforderlich"],
    ["Phone number must start with +49", "Die Telefonnummer muss mit +49 beginnen."],
    [
      "WWS software is required and must be one of the available options",
      "Bitte wählen Sie mindestens ein Programm aus.",
    ],
    ["Terms must be accepted", "Bitte akzeptieren Sie die AGB und Datenschutzerklärung."],
    ["Certificate is required", "Bitte eine PDF-Datei hochladen"],
    ["Only PDF files are allowed", "Nur PDF Dateien erlaubt"],
  ])("%s -> %s", (english, german) => {
    expect(translateRegistrationMessage(english)).toBe(german);
  });

  it("translates every English message of the registration group", () => {
    for (const key of REGISTRATION_MESSAGE_KEYS) {
      const first = REGISTRATION_MESSAGE_KEYS.find((k) => messagesEn[k] === messagesEn[key]);
      expect(first).toBeDefined();
      if (first) expect(translateRegistrationMessage(messagesEn[key])).toBe(messagesDe[first]);
    }
  });

  it("shows an unknown message as it is", () => {
    expect(translateRegistrationMessage("Registration is closed")).toBe("Registration is closed");
  });
});

describe("translateServiceRequestMessage", () => {
  it.each([
    [
      "Invalid reCAPTCHA response. Please try again.",
      "Ungültige reCAPTCHA-Antwort. Bitte versuchen Sie es erneut.",
    ],
    [
      "The reCAPTCHA token has expired or has already been used. Please try again.",
      "reCAPTCHA-Token ist abgelaufen oder bereits verwendet. Bitte versuchen Sie es erneut.",
    ],
    ["Pharmacy name is required", "Name der Apotheke ist erforderlich"],
    ["Email is required", "Email ist erforderlich"],
    ["Email must be a valid email address", "Ungültige Email-Adresse"],
    ["Street and house number are required", "Straße & Hausnummer ist erforderlich"],
    ["Delivery area is required", "Liefergebiet ist erforderlich"],
    ["Delivery equipment is required", "Liefer-Ausstattung ist erforderlich"],
    [
      "Existing software is required and must be one of the available options",
      "Bitte wählen Sie mindestens eine Software aus",
    ],
    [
      "You must accept the terms and the privacy policy",
      "Sie müssen die AGB und Datenschutzerklärung akzeptieren",
    ],
    ["You must accept the privacy policy", "Sie müssen die Datenschutzbestimmungen akzeptieren"],
    ["Room count must be at least 1", "Anzahl der Räume muss mindestens 1 sein"],
    ["Square meters must not exceed 10000", "Quadratmeter darf maximal 10000 sein"],
    [
      "Tasks description must not exceed 1000 characters",
      "Beschreibung darf maximal 1000 Zeichen lang sein",
    ],
    ["The reCAPTCHA response is required", "Bitte bestätigen Sie, dass Sie kein Roboter sind"],
  ])("%s -> %s", (english, german) => {
    expect(translateServiceRequestMessage(english)).toBe(german);
  });

  it("translates every English message of the service group", () => {
    for (const key of SERVICE_REQUEST_MESSAGE_KEYS) {
      expect(translateServiceRequestMessage(messagesEn[key])).toBe(messagesDe[key]);
    }
  });

  it("turns an unknown message into the generic German hint", () => {
    expect(translateServiceRequestMessage("validation.custom.foo")).toBe(
      "Ein unerwarteter Fehler ist aufgetreten. Bitte überprüfen Sie Ihre Eingaben.",
    );
  });
});

describe("translateAccountMessage", () => {
  it.each([
    ["Invalid email or password", "E-Mail oder Passwort ist falsch."],
    ["Your account has been blocked", "Ihr Konto ist gesperrt. Bitte wenden Sie sich an uns."],
    [
      "Too many requests. Please try again later.",
      "Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.",
    ],
    ["Password must be at least 8 characters", "Das Passwort muss mindestens 8 Zeichen lang sein."],
  ])("%s -> %s", (english, german) => {
    expect(translateAccountMessage(english)).toBe(german);
  });

  it("translates every English message of the account group", () => {
    for (const key of ACCOUNT_MESSAGE_KEYS) {
      expect(translateAccountMessage(messagesEn[key])).toBe(messagesDe[key]);
    }
  });

  it("never shows an unknown English message on a German page", () => {
    expect(translateAccountMessage("Something odd")).toBe(
      "Ein unerwarteter Fehler ist aufgetreten.",
    );
  });
});

describe("placement messages", () => {
  it.each([
    "file.pdfOnly",
    "file.tooLarge",
    "invoiceCopy.required",
    "placement.invoiceCopyTooEarly",
  ] as const)("translates the invoice copy upload's answer %s, never the generic error", (key) => {
    expect(translateSearchOrderMessage(messagesEn[key])).toBe(messagesDe[key]);
  });
});
