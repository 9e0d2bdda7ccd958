import { formatGermanDate } from "../dates";
import {
  CAPACITY_MAX_DAYS,
  CAPACITY_MIN_DAYS,
  CITY_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  EXPERIENCE_MIN_DATE,
  FREE_TEXT_MAX_LENGTH,
  JOB_SEARCH_LOCATION_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  PHARMACY_BRANCHES_MAX,
  PHARMACY_NAME_MAX_LENGTH,
  PHONE_COUNTRY_PREFIX,
  ROOM_COUNT_MAX,
  ROOM_COUNT_MIN,
  SEARCH_ALERTS_MAX_PER_PERSON,
  SERVICE_EMAIL_MAX_LENGTH,
  SQM_MAX,
  SQM_MIN,
  STREET_MAX_LENGTH,
  STREET_NUMBER_MAX_LENGTH,
  TELEPHONE_MAX_LENGTH,
  UPLOAD_MAX_MEGABYTES,
  ZIP_CODE_MAX_LENGTH,
} from "../limits";
import { CANCEL_REASON_MAX_LENGTH } from "../placement-status";
import type { MessageCatalogue } from "./message-key";

/**
 * German texts the site shows. Where the original site had a text (its forms) it is
 * copied verbatim, including its spelling ("E-Mail" in the owner form, "Email" in the
 * staff and service forms) and its punctuation; the others follow the same style.
 */
export const messagesDe: MessageCatalogue = {
  "common.invalid": "Ungültige Eingabe",
  "common.invalidCharacters": "Die Eingabe enthält Zeichen, die nicht erlaubt sind.",
  "common.validationFailed": "Die Eingaben sind ungültig. Bitte überprüfen Sie das Formular.",
  "common.unexpectedError": "Ein unerwarteter Fehler ist aufgetreten.",
  "common.tooManyRequests":
    "Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.",
  "common.requestTooLarge": `Die Dateien sind zu groß. Jede Datei darf maximal ${UPLOAD_MAX_MEGABYTES} MB groß sein.`,
  "common.requestTooSlow":
    "Die Anfrage hat zu lange gedauert und wurde abgebrochen. Bitte grenzen Sie sie ein oder versuchen Sie es erneut.",

  "ownerRegistration.success":
    "Besitzer wurde erfolgreich registriert. Bitte überprüfen Sie Ihre E-Mails zur Aktivierung.",
  "staffRegistration.success":
    "Benutzer wurde erfolgreich registriert. Bitte überprüfen Sie Ihre E-Mail.",

  "email.required": "E-Mail ist erforderlich",
  "email.invalid": "Bitte geben Sie eine gültige E-Mail an",
  "email.tooLong": `E-Mail darf maximal ${EMAIL_MAX_LENGTH} Zeichen lang sein`,
  "email.taken": "Diese E-Mail ist bereits registriert.",
  "staffEmail.invalid": "Bitte geben Sie eine gültige Email-Adresse ein.",
  "serviceEmail.required": "Email ist erforderlich",
  "serviceEmail.invalid": "Ungültige Email-Adresse",
  "serviceEmail.tooLong": `Email darf maximal ${SERVICE_EMAIL_MAX_LENGTH} Zeichen lang sein`,

  "password.required": "Passwort ist erforderlich.",
  "password.tooShort": `Das Passwort muss mindestens ${PASSWORD_MIN_LENGTH} Zeichen lang sein.`,
  "password.weak": "Das Passwort muss mindestens einen Großbuchstaben und eine Zahl enthalten.",
  "password.tooLong": `Das Passwort darf maximal ${PASSWORD_MAX_LENGTH} Zeichen lang sein.`,
  "passwordConfirmation.mismatch": "Passwörter stimmen nicht überein",

  "pharmacyName.required": "Name der Apotheke ist erforderlich",
  "pharmacyName.tooLong": `Name der Apotheke darf maximal ${PHARMACY_NAME_MAX_LENGTH} Zeichen lang sein`,
  "pharmacyAddress.required": "Straße ist erforderlich",
  "address.required": "Straße ist erforderlich",
  "serviceStreet.required": "Straße & Hausnummer ist erforderlich",
  "street.tooLong": `Straße darf maximal ${STREET_MAX_LENGTH} Zeichen lang sein`,
  "streetNumber.required": "Hausnummer ist erforderlich",
  "streetNumber.tooLong": `Hausnummer darf maximal ${STREET_NUMBER_MAX_LENGTH} Zeichen lang sein`,
  "postalCode.required": "PLZ & Ort ist erforderlich",
  "postalCode.tooLong": `PLZ darf maximal ${ZIP_CODE_MAX_LENGTH} Zeichen lang sein`,
  "zipCode.required": "PLZ ist erforderlich",
  "courierZipCode.required": "PLZ & Ort ist erforderlich",
  "courierZipCode.tooLong": `PLZ & Ort darf maximal ${ZIP_CODE_MAX_LENGTH} Zeichen lang sein`,
  "city.required": "Ort ist erforderlich",
  "city.tooLong": `Ort darf maximal ${CITY_MAX_LENGTH} Zeichen lang sein`,

  "contactSalutation.required": "Bitte wählen Sie eine Anrede",
  "ownerSalutation.invalid": "Bitte wählen Sie eine Anrede",
  "salutation.invalid": "Bitte wählen Sie eine Anrede",
  "firstName.required": "Vorname ist erforderlich",
  "firstName.tooLong": `Vorname darf maximal ${PERSON_NAME_MAX_LENGTH} Zeichen lang sein`,
  "lastName.required": "Nachname ist erforderlich",
  "lastName.tooLong": `Nachname darf maximal ${PERSON_NAME_MAX_LENGTH} Zeichen lang sein`,

  "phone.required": "Telefonnummer ist erforderlich",
  "phone.noPlus": `Bitte geben Sie die Nummer ohne '+' oder ${PHONE_COUNTRY_PREFIX} ein.`,
  "phone.digitsOnly": "Bitte geben Sie nur Zahlen und Bindestriche ein.",
  "phone.prefix": `Die Telefonnummer muss mit ${PHONE_COUNTRY_PREFIX} beginnen.`,
  "phone.tooLong": `Telefonnummer darf maximal ${TELEPHONE_MAX_LENGTH} Zeichen lang sein`,

  "wwsSoftware.required": "Bitte wählen Sie mindestens ein Programm aus.",
  "existingSoftware.required": "Bitte wählen Sie mindestens eine Software aus",
  "message.tooLong": `Nachricht darf maximal ${FREE_TEXT_MAX_LENGTH} Zeichen lang sein`,
  "terms.required": "Bitte akzeptieren Sie die AGB und Datenschutzerklärung.",
  "courierTerms.required": "Sie müssen die AGB und Datenschutzerklärung akzeptieren",
  "cleaningTerms.required": "Sie müssen die Datenschutzbestimmungen akzeptieren",

  "role.required": "Rolle ist erforderlich",
  "role.invalid": "Die Rolle muss eine der folgenden sein: admin, pharmacy_owner, pharmacist.",
  "role.notAllowed": "Diese Rolle kann hier nicht registriert werden.",
  "iam.required": "Bitte wählen Sie eine gültige Rolle aus.",
  "iam.invalid": "Bitte wählen Sie eine gültige Rolle aus.",
  "experience.required": "Bitte Datum auswählen",
  "experience.invalid": "Ungültiges Datum",
  "experience.tooEarly": `Das Datum darf nicht vor dem ${formatGermanDate(EXPERIENCE_MIN_DATE)} liegen.`,
  "experience.inFuture": "Das Datum darf nicht in der Zukunft liegen.",
  "certificate.required": "Bitte eine PDF-Datei hochladen",
  "file.pdfOnly": "Nur PDF Dateien erlaubt",
  "file.tooLarge": `Die Datei darf maximal ${UPLOAD_MAX_MEGABYTES} MB groß sein.`,

  "serviceRequest.success": "Formular erfolgreich gesendet!",
  "serviceRequest.unexpectedError":
    "Ein unerwarteter Fehler ist aufgetreten. Bitte überprüfen Sie Ihre Eingaben.",
  "deliveryArea.required": "Liefergebiet ist erforderlich",
  "deliveryArea.tooLong": `Liefergebiet darf maximal ${FREE_TEXT_MAX_LENGTH} Zeichen lang sein`,
  "deliveryEquipment.required": "Liefer-Ausstattung ist erforderlich",
  "deliveryEquipment.tooLong": `Liefer-Ausstattung darf maximal ${FREE_TEXT_MAX_LENGTH} Zeichen lang sein`,
  "roomCount.required": "Anzahl der Räume ist erforderlich",
  "roomCount.invalid": "Anzahl der Räume muss eine Zahl sein",
  "roomCount.notInteger": "Anzahl der Räume muss eine ganze Zahl sein",
  "roomCount.tooSmall": `Anzahl der Räume muss mindestens ${ROOM_COUNT_MIN} sein`,
  "roomCount.tooLarge": `Anzahl der Räume darf maximal ${ROOM_COUNT_MAX} sein`,
  "sqm.invalid": "Quadratmeter muss eine Zahl sein",
  "sqm.tooSmall": `Quadratmeter muss mindestens ${SQM_MIN} sein`,
  "sqm.tooLarge": `Quadratmeter darf maximal ${SQM_MAX} sein`,
  "tasks.required": "Bitte beschreiben Sie die erforderlichen Aufgaben",
  "tasks.tooLong": `Beschreibung darf maximal ${FREE_TEXT_MAX_LENGTH} Zeichen lang sein`,
  "captcha.required": "Bitte bestätigen Sie, dass Sie kein Roboter sind",
  "captcha.incomplete": "Bitte vervollständigen Sie die reCAPTCHA-Verifizierung",
  "captcha.invalid": "Ungültige reCAPTCHA-Antwort. Bitte versuchen Sie es erneut.",
  "captcha.expired":
    "reCAPTCHA-Token ist abgelaufen oder bereits verwendet. Bitte versuchen Sie es erneut.",

  "login.success": "Sie sind jetzt angemeldet.",
  "login.invalidCredentials": "E-Mail oder Passwort ist falsch.",
  "login.unverified":
    "Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse über den Link in unserer E-Mail. Danach können Sie sich anmelden.",
  "login.inactive":
    "Ihr Konto ist noch nicht freigeschaltet. Unser Team prüft Ihre Angaben und schaltet Ihr Konto in Kürze frei; Sie erhalten dann eine E-Mail.",
  "login.blocked": "Ihr Konto ist gesperrt. Bitte wenden Sie sich an uns.",
  "login.throttled":
    "Zu viele fehlgeschlagene Anmeldungen für dieses Konto. Bitte warten Sie kurz oder setzen Sie Ihr Passwort zurück.",
  "password.incorrect": "Das Passwort ist nicht korrekt.",
  "logout.success": "Sie wurden abgemeldet.",
  "auth.unauthenticated": "Bitte melden Sie sich an.",
  "auth.forbidden": "Für diese Seite fehlt Ihnen die Berechtigung.",
  "resendActivation.sent":
    "Falls zu dieser E-Mail-Adresse ein Konto besteht, haben wir Ihnen einen neuen Aktivierungslink geschickt.",
  "forgotPassword.sent":
    "Falls zu dieser E-Mail-Adresse ein Konto besteht, haben wir Ihnen einen Link zum Zurücksetzen des Passworts geschickt.",
  "resetPassword.success": "Ihr Passwort wurde geändert. Sie können sich jetzt anmelden.",
  "resetPassword.invalidToken":
    "Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen Link an.",
  "staffActivation.success": "Das Konto wurde freigeschaltet.",
  "staffActivation.alreadyActive": "Das Konto ist bereits freigeschaltet.",
  "staffActivation.blocked": "Das Konto ist gesperrt und kann nicht freigeschaltet werden.",
  "staffActivation.notFound": "Dieses Konto wurde nicht gefunden.",
  "branch.added": "Die Filiale ist angelegt.",
  "branch.saved": "Die Daten der Filiale sind gespeichert.",
  "branch.removed": "Die Filiale ist entfernt.",
  "branch.notFound": "Diese Filiale wurde nicht gefunden.",
  "branch.limit": `Zur Hauptapotheke gehören höchstens ${PHARMACY_BRANCHES_MAX} Filialen (Filialverbund); entfernen Sie zuerst eine Filiale.`,
  "branch.inUse":
    "Diese Filiale hat noch offene Suchaufträge oder einen bevorstehenden Einsatz. Bitte beenden oder löschen Sie diese Suchaufträge zuerst unter „Arbeitsangebote erstellen“; danach können Sie die Filiale entfernen.",
  "accountReason.required": "Bitte geben Sie einen Grund an.",
  "accountReason.tooShort": "Bitte geben Sie einen Grund an (mindestens 3 Zeichen).",
  "accountReason.tooLong": "Der Grund darf höchstens 500 Zeichen lang sein.",

  "jobSearch.success": "Arbeitsangebot erfolgreich gesendet",
  "jobType.invalid": "Bitte wählen Sie eine gültige Angebotsart aus.",
  "startDate.invalid": "Ungültiges Startdatum",
  "endDate.invalid": "Ungültiges Enddatum",
  "endDate.beforeStart": "Das Enddatum darf nicht vor dem Startdatum liegen.",
  "location.tooLong": `Ort oder PLZ darf maximal ${JOB_SEARCH_LOCATION_MAX_LENGTH} Zeichen lang sein`,
  "state.invalid": "Bitte wählen Sie ein gültiges Bundesland aus.",
  "searchAlert.duplicate": "Diese Suche ist bereits als E-Mail-Benachrichtigung gespeichert.",
  "searchAlert.limit": `Sie können höchstens ${SEARCH_ALERTS_MAX_PER_PERSON} Suchbenachrichtigungen speichern. Bitte löschen Sie zuerst eine unter „Mein Konto“.`,
  "searchAlert.notFound": "Diese Suchbenachrichtigung gibt es nicht mehr.",
  "searchAlert.paused": "Die Suchbenachrichtigung ist pausiert.",
  "searchAlert.resumed": "Die Suchbenachrichtigung ist wieder aktiv.",
  "searchAlert.deleted": "Die Suchbenachrichtigung wurde gelöscht.",
  "searchAlert.unsubscribed":
    "Sie sind abgemeldet: Zu dieser Suche erhalten Sie keine E-Mails mehr.",
  "searchAlert.linkInvalid":
    "Dieser Abmeldelink wurde bereits verwendet oder ist nicht gültig. Ihre Suchbenachrichtigungen finden Sie nach der Anmeldung unter „Mein Konto“.",
  "jobOffer.notFound": "Dieses Angebot ist nicht mehr verfügbar.",
  // Job board: search orders, operator actions, applications.
  "searchRole.required": "Bitte wählen Sie die gesuchte Berufsgruppe aus.",
  "periods.required": "Bitte geben Sie mindestens einen Zeitraum an.",
  "periods.tooMany": "Bitte geben Sie höchstens 10 Zeiträume an.",
  "periods.overlap": "Die Zeiträume dürfen sich nicht überschneiden.",
  "periodStart.invalid": "Bitte geben Sie ein gültiges Startdatum an.",
  "periodStart.inPast": "Das Startdatum darf nicht in der Vergangenheit liegen.",
  "periodEnd.invalid": "Bitte geben Sie ein gültiges Enddatum an.",
  "periodStart.tooLate": "Das Startdatum darf höchstens 12 Monate in der Zukunft liegen.",
  "periodEnd.tooLate": "Ein Zeitraum darf höchstens 12 Monate lang sein.",
  "workingHours.required": "Bitte geben Sie die Arbeitszeiten an.",
  "workingHours.tooLong": "Arbeitszeiten dürfen maximal 100 Zeichen lang sein",
  "postalCode.format": "Die PLZ muss aus fünf Ziffern bestehen.",
  "postalCode.unknown": "Diese PLZ gibt es nicht.",
  "orderPharmacy.invalid": "Bitte wählen Sie eine Ihrer Apotheken.",
  "state.required": "Bitte wählen Sie ein Bundesland aus.",
  "hourlyRate.invalid": "Der Stundenlohn muss eine Zahl zwischen 0 und 500 Euro sein.",
  "ownerCover.roleMismatch": "Eine Inhabervertretung kann nur ein/e Apotheker/in übernehmen.",
  "sendTerms.required": "Bitte bestätigen Sie die Vergütungsbedingungen.",
  "confirmFee.required":
    "Bitte bestätigen Sie die Vermittlungsgebühr, bevor Sie die Fachkraft verbindlich bestätigen.",
  "confirmFee.changed":
    "Die Vermittlungsgebühr hat sich geändert, seit sie Ihnen angezeigt wurde. Bitte prüfen Sie die aktuelle Gebühr und bestätigen Sie erneut.",
  "declineReason.required": "Bitte geben Sie einen Grund an.",
  "declineReason.tooLong": "Der Grund darf maximal 1000 Zeichen lang sein",
  "dataConsent.required": "Bitte willigen Sie in die Weitergabe Ihrer Daten ein.",
  "searchOrder.saved": "Der Suchauftrag wurde als Entwurf gespeichert.",
  "searchOrder.deleted": "Der Suchauftrag wurde gelöscht.",
  "searchOrder.sent":
    "Ihr Suchauftrag wurde zahlungspflichtig beauftragt. Sie erhalten eine Eingangsbestätigung per E-Mail.",
  "searchOrder.notFound": "Der Suchauftrag wurde nicht gefunden.",
  "searchOrder.wrongStatus": "Das ist im aktuellen Status des Suchauftrags nicht möglich.",
  "searchOrder.accepted": "Der Suchauftrag wurde angenommen.",
  "searchOrder.declined": "Der Suchauftrag wurde abgelehnt.",
  "searchOrder.published": "Der Suchauftrag wurde veröffentlicht.",
  "searchOrder.proposed": "Die Fachkraft wurde vorgeschlagen.",
  "searchOrder.confirmed":
    "Sie haben die Fachkraft bestätigt. Die Bewerbungsunterlagen stehen jetzt zum Download bereit.",
  "searchOrder.placed": "Der Suchauftrag wurde als vermittelt markiert.",
  "candidate.notFound": "Die Fachkraft wurde nicht gefunden.",
  "candidate.roleMismatch":
    "Für eine Inhabervertretung kann nur ein/e Apotheker/in vorgeschlagen werden.",
  "candidate.blockedByPharmacy":
    "Die Apotheke möchte diese Person nicht mehr vorgeschlagen bekommen.",
  "candidate.unavailable":
    "Diese Fachkraft ist im gewünschten Zeitraum bereits für einen anderen Auftrag bestätigt.",
  "application.created": "Ihre Bewerbung wurde gesendet.",
  "application.duplicate": "Sie haben sich auf dieses Angebot bereits beworben.",
  "application.notOpen": "Auf dieses Angebot kann man sich nicht mehr bewerben.",
  "application.profileIncomplete":
    "Bitte vervollständigen Sie zuerst Ihr Profil zu mindestens 80 % (Mein Konto → Profil), um sich zu bewerben.",
  "application.withdrawn":
    "Ihre Bewerbung ist zurückgezogen und Ihre Einwilligung widerrufen. Die Apotheke erhält Ihre Daten nicht.",
  "application.notFound": "Diese Bewerbung wurde nicht gefunden.",
  "application.confirmed":
    "Sie sind für diesen Einsatz bereits bestätigt. Absagen können Sie ihn unter „Meine Einsätze“ mit Angabe eines Grundes.",
  "application.roleMismatch":
    "Dieses Angebot sucht eine andere Berufsgruppe als Ihre. Bewerben können sich nur Fachkräfte der gesuchten Berufsgruppe (auf eine Inhabervertretung nur Apotheker/innen).",
  "workedDays.saved": "Ihre Arbeitstage sind an die Apotheke gesendet.",
  "workedDays.invalid": "Die Tage passen nicht zum Zeitraum des Einsatzes.",
  "workedDays.timesRequired":
    "Bitte geben Sie für jeden gearbeiteten Tag Beginn und Ende an (HH:MM).",
  "workedDays.tooEarly": "Die Arbeitstage können ab dem letzten Tag des Zeitraums gemeldet werden.",
  "workedDays.alreadySent": "Diese Arbeitstage sind bereits gemeldet.",
  "workedDays.linkInvalid": "Dieser Link ist ungültig.",
  "workedDays.answered": "Diese Arbeitstage sind bereits beantwortet.",
  "workedDays.confirmed": "Vielen Dank, die Arbeitstage sind bestätigt.",
  "workedDays.disputed": "Ihr Widerspruch ist bei der Agentur; wir melden uns bei Ihnen.",
  "workedDays.noteRequired": "Bitte schreiben Sie, was nicht stimmt.",
  "workedDays.noteTooLong": "Die Anmerkung ist zu lang (höchstens 1000 Zeichen).",
  "workedDays.notFound": "Diese Arbeitstage wurden nicht gefunden.",
  "workedDays.notDisputed": "Diese Arbeitstage sind nicht bestritten.",
  "workedDays.resolved": "Die Arbeitstage sind geklärt.",
  "placement.notWorkedYet":
    "Ein Einsatz kann erst als vermittelt markiert werden, wenn der erste Einsatztag gearbeitet ist.",
  "invoice.daysNotConfirmed":
    "Die Rechnung folgt den bestätigten Arbeitstagen: Die Fachkraft hat sie noch nicht gemeldet oder die Apotheke hat sie noch nicht bestätigt.",
  "invoice.placementCancelled": "Der Einsatz ist abgesagt; es gibt nichts abzurechnen.",
  "invoice.noFee": "Für diesen Einsatz ist keine Vermittlungsgebühr vereinbart.",
  "invoice.noDayWorked": "Es wurde kein Tag gearbeitet; es gibt nichts abzurechnen.",
  "invoice.alreadyInvoiced": "Für diesen Einsatz ist bereits eine Rechnung gestellt.",
  "invoice.alreadyCancelled": "Diese Rechnung ist bereits storniert.",
  "invoice.oneLineOnly": "Nur eine Rechnung mit einer Position kann hier korrigiert werden.",
  "invoice.correctionUnchanged":
    "Die Korrektur ändert nichts: Bitte ändern Sie Menge, Einzelpreis oder Text.",
  "invoice.corrected": "Die Rechnung ist korrigiert.",
  "placement.notFound": "Dieser Einsatz wurde nicht gefunden.",
  "placement.wrongStatus": "Das ist im aktuellen Status des Einsatzes nicht möglich.",
  "placement.cancelled":
    "Der Einsatz ist abgesagt. Die andere Seite und die Agentur sind per E-Mail informiert.",
  "placement.arranged": "Der Einsatz ist als vermittelt markiert.",
  "placement.invoiceCopySaved": "Ihre Rechnungskopie ist hochgeladen.",
  "placement.cancelTooLate":
    "Ein Einsatz, dessen letzter Tag vorbei ist, kann nicht mehr abgesagt werden. Bitte wenden Sie sich an uns.",
  "placement.invoiceCopyStaffOnly":
    "Die Rechnungskopie lädt die Fachkraft des Einsatzes hoch; sehen können sie nur die Fachkraft und wir.",
  "placement.invoiceCopyTooEarly":
    "Die Rechnungskopie können Sie ab dem ersten Einsatztag hochladen.",
  "invoiceCopy.required": "Bitte wählen Sie die Rechnungskopie als PDF-Datei aus.",
  "cancelReason.required": "Bitte geben Sie einen Grund für die Absage an.",
  "cancelReason.tooLong": `Der Grund darf höchstens ${CANCEL_REASON_MAX_LENGTH} Zeichen lang sein.`,
  "cancelSearchAgain.required":
    "Bitte wählen Sie, ob wir eine andere Fachkraft suchen oder den Suchauftrag beenden sollen.",
  "account.upcomingPlacement":
    "Sie haben einen bevorstehenden Einsatz (bestätigt oder schon vermittelt). Bitte sagen Sie ihn zuerst unter „Meine Einsätze“ ab; danach können Sie Ihr Konto löschen.",
  "document.notFound": "Das Dokument wurde nicht gefunden.",
  "document.lastCertificate":
    "Ihr einziges Zeugnis bzw. Ihre Approbation bleibt im Profil. Laden Sie zuerst das neue Dokument hoch und entfernen Sie dann das alte.",

  "profileStreet.required": "Straße ist erforderlich.",
  "profileStreet.tooLong": `Straße darf höchstens ${STREET_MAX_LENGTH} Zeichen lang sein.`,
  "profileStreetNumber.required": "Hausnummer ist erforderlich.",
  "profileStreetNumber.tooLong": `Hausnummer darf höchstens ${STREET_NUMBER_MAX_LENGTH} Zeichen lang sein.`,
  "profilePostalCode.required": "PLZ ist erforderlich.",
  "profilePostalCode.format": "Bitte geben Sie eine fünfstellige PLZ ein.",
  "profileCity.required": "Ort ist erforderlich.",
  "profileCity.tooLong": `Ort darf höchstens ${CITY_MAX_LENGTH} Zeichen lang sein.`,
  "vatId.invalid": "Die USt-IdNr. besteht aus DE und 9 Ziffern, z. B. DE123456789.",
  "capacity.notANumber": "Bitte geben Sie eine Zahl ein.",
  "capacity.wholeDays": "Bitte geben Sie ganze Tage an.",
  "capacity.tooFew": `Mindestens ${CAPACITY_MIN_DAYS} Tag pro Woche.`,
  "capacity.tooMany": `Höchstens ${CAPACITY_MAX_DAYS} Tage pro Woche.`,
  "availability.tooLong": `Höchstens ${FREE_TEXT_MAX_LENGTH} Zeichen.`,
  "email.unchanged": "Das ist bereits Ihre E-Mail-Adresse.",
};
