import { INACTIVE_ACCOUNT_DELETION_MONTHS } from "../../../domain/limits";
import { answerToAgency, composeEmail, type EmailContent } from "../email-layout";
import { type Addressee, greeting } from "./greeting";

export const STAFF_REGISTRATION_REFUSED_TEMPLATE = "staff-registration-refused";
export const ACCOUNT_BLOCKED_TEMPLATE = "account-blocked";
export const INACTIVITY_NOTICE_TEMPLATE = "account-inactivity-notice";

/** The operator refused a staff registration; the account and its files are deleted. */
export function staffRegistrationRefusedEmail(
  to: string,
  person: Addressee,
  reason: string,
): EmailContent {
  return composeEmail(to, STAFF_REGISTRATION_REFUSED_TEMPLATE, "Ihre Registrierung bei apostaff", {
    heading: "Ihre Registrierung",
    paragraphs: [
      greeting(person),
      "vielen Dank für Ihr Interesse. Leider können wir Ihre Registrierung nicht annehmen.",
      `Begründung: ${reason}`,
      "Ihr Konto und Ihre hochgeladenen Dokumente haben wir gelöscht.",
    ],
  });
}

/**
 * The operator blocked an account (outdated profile, payment default: docs/product.md,
 * "Accounts").
 */
export function accountBlockedEmail(to: string, person: Addressee, reason: string): EmailContent {
  return composeEmail(
    to,
    ACCOUNT_BLOCKED_TEMPLATE,
    "Ihr Konto wurde gesperrt",
    {
      heading: "Ihr Konto wurde gesperrt",
      paragraphs: [
        greeting(person),
        "wir haben Ihr Konto bei apostaff gesperrt.",
        `Begründung: ${reason}`,
        "Bei Fragen antworten Sie bitte auf diese E-Mail.",
      ],
    },
    answerToAgency,
  );
}

/** 24 months without login: the account is deleted after `deleteOn` unless used. */
export function inactivityNoticeEmail(
  to: string,
  person: Addressee,
  deleteOn: string,
  loginUrl: string,
): EmailContent {
  return composeEmail(to, INACTIVITY_NOTICE_TEMPLATE, "Ihr Konto wird bald gelöscht", {
    heading: "Ihr Konto wird bald gelöscht",
    paragraphs: [
      greeting(person),
      `Sie haben sich seit über ${INACTIVE_ACCOUNT_DELETION_MONTHS} Monaten nicht mehr bei apostaff angemeldet. Gemäß unseren Nutzungsbedingungen löschen wir Ihr Konto mit allen Daten am ${deleteOn}.`,
      "Wenn Sie Ihr Konto behalten möchten, melden Sie sich bitte vorher einmal an.",
    ],
    button: { label: "Jetzt anmelden", url: loginUrl },
  });
}
