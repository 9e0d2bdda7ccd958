// Template text written from docs/product.md; it must be checked by a lawyer before going live.
//
// Privacy policy, part B (sections 11–22): courier and cleaning requests, captcha (ALTCHA by
// default, Google reCAPTCHA v2 only when configured and after consent), contact, e-mail, apps,
// external links, recipients, retention periods, data subject rights, complaint, security.
// The periods come from the code's own constants (domain/data-protection.ts, domain/limits.ts);
// legal-texts.test.ts checks that the tables name every cookie and every period.
import {
  BROWSER_SESSION_HOURS,
  DEVICE_COOKIE_DAYS,
  LOGIN_SERIES_HOURS,
  PASSWORD_RESET_LINK_HOURS,
  PERSISTENT_SESSION_DAYS,
  UNREFERENCED_FILE_HOURS,
} from "../../../domain/data-protection";
import {
  ACTIVATION_LINK_VALID_HOURS,
  AUDIT_LOG_RETENTION_YEARS,
  BOOKING_RETENTION_YEARS,
  CONSENT_LOG_RETENTION_MONTHS,
  ENDED_ORDER_RETENTION_MONTHS,
  FAREWELL_MAIL_MAX_DAYS,
  INACTIVE_ACCOUNT_DELETION_MONTHS,
  OUTBOX_RETENTION_MONTHS,
  SERVICE_REQUEST_RETENTION_MONTHS,
} from "../../../domain/limits";
import { siteConfig } from "../../../domain/site-config";
import type { ContentSection } from "./content-page";

const brand = siteConfig.brandName;

export const privacySectionsB: ContentSection[] = [
  {
    title: "11. Anfragen zum Boten- und Reinigungsservice",
    paragraphs: [
      "Über die Formulare „Boten-Service“ und „Reinigung-Service“ können Apotheken unsere Boten- und Reinigungsdienste anfragen, auch ohne Nutzerkonto. Wir verarbeiten dabei:",
      "  beim Boten-Service: Name der Apotheke, E-Mail-Adresse, Telefonnummer, Straße und Hausnummer, Postleitzahl und Ort, Anrede, Vor- und Nachname der Inhaberin oder des Inhabers, bisheriges Liefergebiet, vorhandene Liefer-Ausstattung und eingesetzte Software;\n  beim Reinigungs-Service: Name der Apotheke, E-Mail-Adresse, Telefonnummer, Anrede, Vor- und Nachname, Anschrift, Anzahl der Räume, optional die Fläche in Quadratmetern und die Beschreibung der gewünschten Aufgaben;\n  bei beiden Formularen: Ihre Bestätigung der AGB und der Datenschutzerklärung mit Einwilligungsdatensatz (Abschnitt 7) sowie das Ergebnis der Captcha-Prüfung (Abschnitt 12).",
      `Wir speichern die Anfrage, informieren unser Team per E-Mail an ${siteConfig.emails.agency} und senden Ihnen eine Eingangsbestätigung an die angegebene E-Mail-Adresse. Anschließend verwenden wir die Daten, um Ihre Anfrage zu bearbeiten, Ihnen ein Angebot zu erstellen und gegebenenfalls den Vertrag durchzuführen. Für die Durchführung geben wir die dafür erforderlichen Angaben, etwa Anschrift und Aufgabenbeschreibung, an die eingesetzten Botinnen und Boten oder Reinigungskräfte weiter.`,
      "Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO (vorvertragliche Maßnahmen und Vertragserfüllung). Wir löschen die Anfrage mit ihrem Einwilligungsdatensatz 6 Monate nach ihrem Eingang; kommt ein Vertrag zustande, bewahren wir die Vertragsunterlagen in unserer Buchhaltung nach den gesetzlichen Fristen auf (Abschnitt 18).",
    ],
  },
  {
    title: "12. Schutz vor Missbrauch durch ein Captcha",
    paragraphs: [
      "Um die Service-Formulare vor automatisierten Eingaben (Spam, Bots) zu schützen, verwenden wir ein Captcha. Standardmäßig setzen wir dafür ALTCHA ein, ein datenschutzfreundliches Verfahren, das vollständig auf unserem eigenen Server betrieben wird: Ihr Browser löst eine kleine Rechenaufgabe (Proof-of-Work), deren Ergebnis unser Server prüft. Dabei werden keine Daten an Dritte übermittelt, keine Cookies gesetzt und keine Informationen auf Ihrem Gerät gespeichert oder ausgelesen; jede Lösung kann nur einmal verwendet werden. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt im Schutz unserer Formulare vor Missbrauch.",
      "Nur wenn wir als Betreiber der Website Google reCAPTCHA ausdrücklich aktiviert haben, tritt an die Stelle von ALTCHA der Dienst Google reCAPTCHA v2 der Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland. reCAPTCHA wird erst geladen, nachdem Sie am Formular Ihre Einwilligung erteilt haben; vorher findet keine Verbindung zu Google statt. Ohne Einwilligung können Sie uns Ihre Anfrage jederzeit per E-Mail oder Telefon übermitteln.",
      "Ist reCAPTCHA aktiv und haben Sie eingewilligt, erhebt Google Informationen über Ihr Gerät und Ihr Nutzungsverhalten, etwa IP-Adresse, Browser- und Geräteinformationen, Mausbewegungen und Verweildauer, und kann Cookies setzen oder auslesen, um zu beurteilen, ob die Eingabe von einem Menschen stammt. Dabei können Daten an die Google LLC in den USA übermittelt werden. Die Google LLC ist nach dem EU-US Data Privacy Framework zertifiziert; für Übermittlungen an zertifizierte Unternehmen besteht ein Angemessenheitsbeschluss der EU-Kommission (Art. 45 DSGVO). Weitere Informationen finden Sie in der Datenschutzerklärung von Google unter https://policies.google.com/privacy.",
      "Rechtsgrundlage für den Einsatz von reCAPTCHA ist Ihre Einwilligung nach Art. 6 Abs. 1 lit. a DSGVO und § 25 Abs. 1 TDDDG. Ihre Entscheidung speichern wir für 1 Jahr (Abschnitt 5). Sie können die Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen, indem Sie das Einwilligungs-Cookie in Ihrem Browser löschen oder uns eine formlose Nachricht schicken; die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung bleibt unberührt.",
    ],
  },
  {
    title: "13. Kontaktaufnahme",
    paragraphs: [
      "Wenn Sie uns per E-Mail, Telefon oder Telefax kontaktieren, verarbeiten wir Ihre Angaben (etwa Name, Kontaktdaten und Inhalt Ihres Anliegens), um Ihre Anfrage zu beantworten. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, wenn Ihre Anfrage mit einem Vertrag oder dessen Anbahnung zusammenhängt, im Übrigen Art. 6 Abs. 1 lit. f DSGVO. Wir löschen diese Daten, sobald Ihr Anliegen abschließend bearbeitet ist und keine Aufbewahrungspflichten entgegenstehen.",
      `Auf unserer Website verlinken wir außerdem auf den Messenger-Dienst ${siteConfig.chat.name} und auf unsere Auftritte in sozialen Netzwerken (${siteConfig.social.map((network) => network.name).join(", ")}). Es handelt sich um einfache Links: Erst wenn Sie einen solchen Link anklicken, werden Sie zum jeweiligen Anbieter weitergeleitet, der dann Daten nach seinen eigenen Datenschutzbestimmungen verarbeitet. Beim bloßen Besuch unserer Website werden keine Daten an diese Anbieter übermittelt. Bitte übermitteln Sie uns über Messenger-Dienste keine Bewerbungsunterlagen oder sonstigen vertraulichen Dokumente, sondern nutzen Sie dafür Ihr Nutzerkonto.`,
    ],
  },
  {
    title: "14. E-Mail-Versand",
    paragraphs: [
      "Im Rahmen der Plattform versenden wir E-Mails, die für die Nutzung erforderlich sind, etwa Bestätigungslinks, Eingangsbestätigungen, Freischaltungs- und Passwort-E-Mails, Vorschläge von Dienstleistern, Benachrichtigungen zu gespeicherten Suchen und Hinweise vor der Löschung inaktiver Konten. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO. Werbe-E-Mails oder Newsletter versenden wir nicht.",
      "Die E-Mails werden in unserer Datenbank gespeichert und über einen E-Mail-Versanddienstleister zugestellt, der in unserem Auftrag tätig ist (siehe Abschnitt 17). Sie werden mit Ihrem Konto gelöscht, spätestens aber 6 Monate nach dem Versand; eine E-Mail, die nicht zugestellt werden konnte, 6 Monate nach ihrer Erstellung. Die Bestätigung der Löschung Ihres Kontos löschen wir, sobald sie versandt ist, spätestens nach 7 Tagen.",
    ],
  },
  {
    title: "15. App, Push-Benachrichtigungen und Kalender",
    paragraphs: [
      `Unsere App ist die Website von ${brand}, auf Ihrem Gerät installiert (Web-App). Sie nutzt dieselben Server wie die Website; es gelten die Angaben dieser Datenschutzerklärung. Auf Ihrem Gerät speichert die App nur die Seitengestaltung und eine Offline-Seite, niemals Ihre Kontodaten (§ 25 Abs. 2 Nr. 2 TDDDG).`,
      "Wenn Sie auf „Mein Konto“ Push-Benachrichtigungen für ein Gerät erlauben, speichern wir die Adresse, die Ihr Browser dafür bei seinem Push-Dienst erhält (etwa Google Firebase Cloud Messaging, Mozilla, Microsoft oder Apple), mit den Schlüsseln, mit denen wir jede Benachrichtigung Ende-zu-Ende verschlüsseln; der Push-Dienst sieht ihren Inhalt nicht. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO. Sie können Push für jedes Gerät auf „Mein Konto“ oder in den Browsereinstellungen abschalten; die Adresse löschen wir dann, ebenso wenn der Push-Dienst sie nicht mehr kennt, und mit Ihrem Konto.",
      "Für Ihren Kalender können Sie auf „Mein Konto“ eine private Kalenderadresse erstellen. Wir speichern von ihr nur einen Prüfwert, wann Sie sie erstellt haben und wann sie zuletzt abgerufen wurde. Wer die Adresse kennt, sieht Ihre Einsätze; Sie können sie jederzeit erneuern oder abschalten. Sie wird mit Ihrem Konto gelöscht.",
    ],
  },
  {
    title: "16. Weitergabe an Apotheken nach bestätigtem Vorschlag",
    paragraphs: [
      "Schlagen wir eine Dienstleisterin oder einen Dienstleister einer Apotheke vor, erhält die Apotheke zunächst nur den Vor- und Nachnamen beziehungsweise den Firmennamen. Erst wenn die Apotheke den Vorschlag bestätigt, übermitteln wir ihr die vollständigen Bewerbungsunterlagen, also insbesondere Kontaktdaten, Qualifikation, Berufserfahrung, Zeugnisse, Approbation und, soweit hinterlegt, den Lebenslauf.",
      "Grundlage ist die Daten-Einwilligung, die Sie vor Ihrer Meldung auf einen Suchauftrag erteilen, sowie der Nutzungsvertrag (Art. 6 Abs. 1 lit. a und b DSGVO). Die Apotheke verarbeitet die Unterlagen ab dem Empfang als eigene Verantwortliche und darf sie nur für die Entscheidung über den Suchauftrag und die Durchführung des Vertrags verwenden.",
    ],
  },
  {
    title: "17. Empfänger und Übermittlung in Drittländer",
    paragraphs: [
      "Innerhalb unseres Unternehmens erhalten nur die Mitarbeiterinnen und Mitarbeiter Zugriff auf Ihre Daten, die sie für ihre Aufgaben benötigen. Im Übrigen geben wir Daten nur an folgende Empfänger weiter:",
      "  Hosting-Dienstleister, der unsere Server, die Datenbank und den Speicher für hochgeladene Dokumente in Rechenzentren in der Europäischen Union betreibt;\n  E-Mail-Versanddienstleister, der unsere System-E-Mails zustellt;\n  Apotheken, die nach Bestätigung eines Vorschlags die vollständigen Bewerbungsunterlagen erhalten (Abschnitt 16), sowie Dienstleister, die für einen vermittelten Einsatz oder einen Boten- oder Reinigungsauftrag die erforderlichen Angaben zur Apotheke erhalten;\n  Steuerberater, Wirtschaftsprüfer und Rechtsanwälte, die beruflich zur Verschwiegenheit verpflichtet sind, soweit dies für Buchhaltung oder die Durchsetzung von Ansprüchen erforderlich ist;\n  Behörden und Gerichte, soweit wir gesetzlich dazu verpflichtet sind;\n  Google, nur wenn reCAPTCHA aktiviert ist und Sie eingewilligt haben (Abschnitt 12).",
      "Mit Dienstleistern, die Daten in unserem Auftrag verarbeiten, haben wir Verträge zur Auftragsverarbeitung nach Art. 28 DSGVO geschlossen. Sie dürfen die Daten nur nach unserer Weisung und nicht für eigene Zwecke verwenden.",
      "Eine Übermittlung Ihrer Daten in Länder außerhalb der Europäischen Union oder des Europäischen Wirtschaftsraums (Drittländer) findet grundsätzlich nicht statt. Einzige Ausnahme ist die Nutzung von Google reCAPTCHA nach Ihrer Einwilligung, die in Abschnitt 12 beschrieben ist. Wir verkaufen Ihre Daten nicht und geben sie nicht zu Werbezwecken weiter.",
    ],
  },
  {
    title: "18. Speicherdauer",
    paragraphs: [
      "Wir speichern personenbezogene Daten nur so lange, wie es für den jeweiligen Zweck erforderlich ist oder gesetzliche Aufbewahrungspflichten bestehen. Danach werden die Daten gelöscht. Unterliegen Daten einer Aufbewahrungspflicht, schränken wir ihre Verarbeitung ein (Sperrung) und löschen sie nach Ablauf der Frist.",
      "Ein Nutzerkonto wird gelöscht, wenn Sie es löschen, wenn der Nutzungsvertrag gekündigt wird oder wenn sich 24 Monate lang niemand angemeldet hat; im letzten Fall benachrichtigen wir Sie vorher per E-Mail. Die folgende Tabelle gibt einen Überblick:",
    ],
    table: {
      caption: "Speicherdauer nach Datenkategorien",
      head: ["Datenkategorie", "Speicherdauer"],
      rows: [
        [
          "Server-Logfiles",
          "7 Tage; länger nur zur Aufklärung eines konkreten Sicherheitsvorfalls",
        ],
        [
          "Sitzungs-Cookie",
          `bis zum Schließen des Browsers, bei uns höchstens ${BROWSER_SESSION_HOURS} Stunden nach der letzten Nutzung; bei „angemeldet bleiben“ bis zur Abmeldung, höchstens ${PERSISTENT_SESSION_DAYS} Tage nach der letzten Nutzung`,
        ],
        [
          "Geräte-Cookie",
          `${DEVICE_COOKIE_DAYS} Tage ab der letzten Anmeldung im jeweiligen Browser; bei Änderung oder Zurücksetzung des Passworts und mit dem Konto sofort`,
        ],
        ["Einwilligungs-Cookie", "1 Jahr"],
        ["Einwilligungsprotokolle zu reCAPTCHA", `${CONSENT_LOG_RETENTION_MONTHS} Monate`],
        [
          "Kontodaten von Apotheken und Dienstleistern",
          `bis zur Löschung des Kontos; inaktive Konten nach ${INACTIVE_ACCOUNT_DELETION_MONTHS} Monaten ohne Anmeldung nach vorheriger E-Mail-Benachrichtigung`,
        ],
        [
          "Gelöschte Daten in den Dateien der Datenbank und in Sicherungen",
          "spätestens 1 Tag nach der Löschung auch aus den Dateien der Datenbank entfernt; Sicherungen, die danach erstellt werden, enthalten sie nicht; ältere Sicherungen nur bis zu ihrer turnusmäßigen Löschung und nur zur Wiederherstellung",
        ],
        [
          "Profil, Zeugnisse, Approbation und Lebenslauf",
          "bis Sie das Dokument oder Ihr Konto löschen",
        ],
        [
          "Einwilligungsdatensatz der Registrierung (IP-Adresse, Zeitpunkt, Version der Texte)",
          "solange das Konto besteht",
        ],
        [
          "Suchaufträge ohne Vermittlung, mit Verlauf und Bewerbungen",
          `${ENDED_ORDER_RETENTION_MONTHS} Monate nach ihrem Ende (Ablauf, Beendigung oder Absage); mit Vermittlung so lange wie der Vermittlungsnachweis`,
        ],
        ["Gespeicherte Suchen (Suchalarme)", "bis Sie die Suche oder Ihr Konto löschen"],
        [
          "Anfragen zum Boten- und Reinigungsservice",
          `${SERVICE_REQUEST_RETENTION_MONTHS} Monate nach Eingang, mit ihrem Einwilligungsdatensatz`,
        ],
        [
          "Rechnungen, Stornorechnungen und Vermittlungsnachweise",
          `${BOOKING_RETENTION_YEARS} Jahre nach Ende des Kalenderjahres der Rechnung bzw. des letzten Einsatztags (§ 147 Abs. 3, 4 AO, § 257 Abs. 4, 5 HGB, § 14b Abs. 1 UStG), auch nach Löschung des Kontos`,
        ],
        ["Handels- und Geschäftsbriefe", "6 Jahre (§ 147 AO, § 257 HGB)"],
        [
          "Protokoll der Verwaltungshandlungen",
          `${AUDIT_LOG_RETENTION_YEARS} Jahre nach Ende des Kalenderjahres des Eintrags; Einträge über ein gelöschtes Konto ohne dessen Namen, Anschrift und frühere Angaben`,
        ],
        [
          "IP-Adresse und eingegebene E-Mail-Adresse eines gesperrten Anmeldeversuchs",
          `${LOGIN_SERIES_HOURS} Stunden; danach bleibt der Eintrag ohne IP-Adresse und, wenn zu der Adresse kein Konto besteht, nur mit einer Prüfsumme der Adresse`,
        ],
        [
          "Zähler fehlgeschlagener Anmeldeversuche",
          `${LOGIN_SERIES_HOURS} Stunden nach dem letzten Fehlversuch; geführt unter einer Prüfsumme der eingegebenen E-Mail-Adresse`,
        ],
        [
          "Zähler zur Begrenzung von Anfragen je IP-Adresse",
          "bis zum Ende ihres Zeitraums (höchstens eine Stunde) und der stündlichen Löschung danach",
        ],
        [
          "E-Mails an Sie",
          `${OUTBOX_RETENTION_MONTHS} Monate nach dem Versand; nicht zustellbare ${OUTBOX_RETENTION_MONTHS} Monate nach ihrer Erstellung; mit Ihrem Konto sofort`,
        ],
        [
          "Bestätigung der Kontolöschung an Sie",
          `bis zum Versand, höchstens ${FAREWELL_MAIL_MAX_DAYS} Tage`,
        ],
        ["Einwilligungsdatensatz einer Service-Anfrage", "zusammen mit der Anfrage"],
        [
          "Bestätigungslink der Registrierung oder einer neuen E-Mail-Adresse",
          `${ACTIVATION_LINK_VALID_HOURS} Stunden gültig, danach gelöscht`,
        ],
        [
          "Link zum Zurücksetzen des Passworts",
          `${PASSWORD_RESET_LINK_HOURS} Stunde gültig, danach gelöscht`,
        ],
        [
          "Unvollständig hochgeladene oder nicht mehr zugeordnete Dokumente",
          `${UNREFERENCED_FILE_HOURS} Stunden`,
        ],
      ],
    },
  },
  {
    title: "19. Ihre Rechte als betroffene Person",
    paragraphs: [
      `Ihnen stehen nach der DSGVO die folgenden Rechte zu. Zur Ausübung genügt eine formlose Nachricht an ${siteConfig.emails.privacy}; viele Rechte können Sie auch direkt in Ihrem Konto wahrnehmen.`,
      "  Auskunft (Art. 15 DSGVO): Sie können Auskunft darüber verlangen, ob und welche personenbezogenen Daten wir über Sie verarbeiten, und eine Kopie dieser Daten erhalten;\n  Berichtigung (Art. 16 DSGVO): Sie können die Berichtigung unrichtiger und die Vervollständigung unvollständiger Daten verlangen;\n  Löschung (Art. 17 DSGVO): Sie können die Löschung Ihrer Daten verlangen, soweit keine gesetzliche Aufbewahrungspflicht entgegensteht; Ihr Konto können Sie jederzeit selbst löschen; gelöschte Daten entfernen wir spätestens am folgenden Tag auch aus den Dateien unserer Datenbank;\n  Einschränkung der Verarbeitung (Art. 18 DSGVO): Sie können verlangen, dass wir Ihre Daten nur noch eingeschränkt verarbeiten, etwa solange die Richtigkeit bestritten ist;\n  Datenübertragbarkeit (Art. 20 DSGVO): Sie können Ihre Daten in einem strukturierten, gängigen und maschinenlesbaren Format erhalten; in Ihrem Konto steht dafür ein Export bereit (ein ZIP-Archiv mit Ihren Daten im JSON-Format und Ihren Dokumenten als PDF);\n  Widerruf einer Einwilligung (Art. 7 Abs. 3 DSGVO): Sie können eine erteilte Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen; die Rechtmäßigkeit der bis dahin erfolgten Verarbeitung bleibt unberührt.",
      "Widerspruchsrecht (Art. 21 DSGVO): Verarbeiten wir Ihre Daten auf Grundlage von Art. 6 Abs. 1 lit. f DSGVO, können Sie aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit Widerspruch gegen die Verarbeitung einlegen; dies gilt auch für das Profiling nach Abschnitt 9. Wir verarbeiten Ihre Daten dann nicht mehr, es sei denn, wir können zwingende schutzwürdige Gründe nachweisen, die Ihre Interessen, Rechte und Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen.",
    ],
  },
  {
    title: "20. Beschwerderecht bei einer Aufsichtsbehörde",
    paragraphs: [
      "Sie haben das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren, wenn Sie der Ansicht sind, dass die Verarbeitung Ihrer personenbezogenen Daten gegen die DSGVO verstößt (Art. 77 DSGVO). Sie können sich insbesondere an die Aufsichtsbehörde Ihres Aufenthaltsorts, Ihres Arbeitsplatzes oder des Orts des mutmaßlichen Verstoßes wenden. Für uns zuständig ist:",
      "Die Landesbeauftragte für Datenschutz und Informationsfreiheit Nordrhein-Westfalen\nKavalleriestraße 2–4\n40213 Düsseldorf\nhttps://www.ldi.nrw.de",
    ],
  },
  {
    title: "21. Datensicherheit",
    paragraphs: [
      "Wir treffen technische und organisatorische Maßnahmen nach Art. 32 DSGVO, um Ihre Daten vor Verlust, Manipulation und unberechtigtem Zugriff zu schützen. Dazu gehören insbesondere:",
      "  verschlüsselte Übertragung aller Daten zwischen Ihrem Browser oder Ihrer App und unserem Server mittels TLS (erkennbar an „https://“ in der Adresszeile);\n  Speicherung von Passwörtern ausschließlich als Hashwert mit dem Verfahren argon2id, sodass auch wir Ihr Passwort nicht kennen;\n  Speicherung hochgeladener Dokumente unter zufälligen Namen außerhalb des öffentlich erreichbaren Bereichs, mit Zugriff nur für berechtigte Mitarbeiterinnen und Mitarbeiter und für Apotheken nach bestätigtem Vorschlag;\n  Prüfung hochgeladener Dateien auf ihr tatsächliches Format (nur PDF);\n  rollenbasierte Zugriffsrechte, Protokollierung von Verwaltungshandlungen und Begrenzung wiederholter Anmeldeversuche.",
      "Unsere Sicherheitsmaßnahmen passen wir entsprechend der technologischen Entwicklung fortlaufend an. Bitte wählen Sie ein sicheres Passwort, das Sie nicht für andere Dienste verwenden.",
    ],
  },
  {
    title: "22. Aktualität und Änderung dieser Datenschutzerklärung",
    paragraphs: [
      "Wir passen diese Datenschutzerklärung an, wenn sich unsere Leistungen, die Verarbeitung oder die Rechtslage ändern. Es gilt die jeweils auf dieser Seite veröffentlichte Fassung; den Stand finden Sie oben unter der Überschrift. Über wesentliche Änderungen informieren wir registrierte Nutzerinnen und Nutzer per E-Mail.",
    ],
  },
];
