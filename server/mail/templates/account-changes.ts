import { answerToAgency, composeEmail, type EmailContent } from "../email-layout";
import { type Addressee, greeting } from "./greeting";

export const PASSWORD_CHANGED_TEMPLATE = "password-changed";
export const EMAIL_CHANGE_CONFIRM_TEMPLATE = "email-change-confirm";
export const EMAIL_CHANGE_REQUESTED_TEMPLATE = "email-change-requested";
export const EMAIL_CHANGED_TEMPLATE = "email-changed";
export const ACCOUNT_DELETED_TEMPLATE = "account-deleted";

const notYou =
  "Falls Sie das nicht waren, setzen Sie Ihr Passwort bitte sofort zurück und antworten Sie auf diese E-Mail.";

/** After a password change or reset: every other login has ended. */
export function passwordChangedEmail(
  to: string,
  person: Addressee,
  resetUrl: string,
): EmailContent {
  return composeEmail(
    to,
    PASSWORD_CHANGED_TEMPLATE,
    "Ihr Passwort wurde geändert",
    {
      heading: "Ihr Passwort wurde geändert",
      paragraphs: [
        greeting(person),
        "das Passwort Ihres apostaff-Kontos wurde soeben geändert. Alle anderen Anmeldungen wurden beendet.",
        notYou,
      ],
      button: { label: "Passwort zurücksetzen", url: resetUrl },
    },
    answerToAgency,
  );
}

/** To the new address: the link that makes it the account's address. */
export function emailChangeConfirmEmail(
  to: string,
  person: Addressee,
  confirmUrl: string,
  validHours: number,
): EmailContent {
  return composeEmail(
    to,
    EMAIL_CHANGE_CONFIRM_TEMPLATE,
    "Bitte bestätigen Sie Ihre neue E-Mail-Adresse",
    {
      heading: "Neue E-Mail-Adresse bestätigen",
      paragraphs: [
        greeting(person),
        "Sie möchten diese Adresse künftig für Ihr apostaff-Konto verwenden. Bitte bestätigen Sie das über den folgenden Link.",
      ],
      button: { label: "E-Mail-Adresse bestätigen", url: confirmUrl },
      note: `Der Link ist ${validHours} Stunden gültig und kann einmal verwendet werden. Bis dahin bleibt Ihre bisherige Adresse gültig. Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.`,
    },
  );
}

/** To the old address, when a change was asked for. */
export function emailChangeRequestedEmail(
  to: string,
  person: Addressee,
  newAddress: string,
): EmailContent {
  return composeEmail(
    to,
    EMAIL_CHANGE_REQUESTED_TEMPLATE,
    "Änderung Ihrer E-Mail-Adresse angefordert",
    {
      heading: "Änderung Ihrer E-Mail-Adresse",
      paragraphs: [
        greeting(person),
        `für Ihr apostaff-Konto wurde die neue E-Mail-Adresse ${newAddress} angegeben. Sie gilt, sobald der Link in der Bestätigungsmail an diese Adresse geöffnet wurde; bis dahin bleibt alles, wie es ist.`,
        notYou,
      ],
    },
    answerToAgency,
  );
}

/** To the old address, once the new one was confirmed. */
export function emailChangedEmail(to: string, person: Addressee, newAddress: string): EmailContent {
  return composeEmail(
    to,
    EMAIL_CHANGED_TEMPLATE,
    "Ihre E-Mail-Adresse wurde geändert",
    {
      heading: "Ihre E-Mail-Adresse wurde geändert",
      paragraphs: [
        greeting(person),
        `Ihr apostaff-Konto verwendet ab sofort die E-Mail-Adresse ${newAddress}. An diese Adresse schicken wir keine Nachrichten mehr.`,
        "Falls Sie das nicht waren, antworten Sie bitte sofort auf diese E-Mail.",
      ],
    },
    answerToAgency,
  );
}

/** After the person deleted the account themselves. */
export function accountDeletedEmail(to: string, person: Addressee): EmailContent {
  return composeEmail(to, ACCOUNT_DELETED_TEMPLATE, "Ihr Konto wurde gelöscht", {
    heading: "Ihr Konto wurde gelöscht",
    paragraphs: [
      greeting(person),
      "wie gewünscht haben wir Ihr apostaff-Konto mit Ihrem Profil und Ihren Dokumenten gelöscht.",
      "Vermittelte Einsätze und Rechnungen bewahren wir so lange auf, wie das Handels- und Steuerrecht es verlangt (acht Jahre nach Ende des Kalenderjahres, § 147 AO, § 257 HGB, § 14b UStG).",
      "Sie sind jederzeit wieder willkommen: Eine neue Registrierung ist mit derselben E-Mail-Adresse möglich.",
    ],
  });
}
