// Template text written from docs/product.md; it must be checked by a lawyer before going live.
//
// Privacy policy, part A (sections 1–10): controller, legal bases, guest use, log files,
// cookies, registration data, consent record, logged-in use, profiling, location data.
// Part B and the page itself: privacy-policy-sections-b.ts and privacy-policy.ts.
import {
  BROWSER_SESSION_HOURS,
  COOKIES,
  DEVICE_COOKIE_DAYS,
  LOGIN_SERIES_HOURS,
  PERSISTENT_SESSION_DAYS,
} from "../../../domain/data-protection";
import { AUDIT_LOG_RETENTION_YEARS } from "../../../domain/limits";
import { siteConfig } from "../../../domain/site-config";
import type { ContentSection } from "./content-page";

const brand = siteConfig.brandName;

export const privacySectionsA: ContentSection[] = [
  {
    title: "1. Verantwortlicher",
    paragraphs: [
      "Verantwortlich für die Verarbeitung personenbezogener Daten auf dieser Website und in unseren Apps im Sinne der Datenschutz-Grundverordnung (DSGVO) ist:",
      `${siteConfig.companyName}\n${siteConfig.address.street}\n${siteConfig.address.postalCode} ${siteConfig.address.city}\nVertreten durch die Geschäftsführung: ${siteConfig.managingDirector}\nTelefon: ${siteConfig.phones.map((phone) => phone.display).join(" oder ")}\nE-Mail: ${siteConfig.emails.info}`,
      `Für alle Fragen zum Datenschutz und zur Ausübung Ihrer Rechte erreichen Sie uns direkt unter ${siteConfig.emails.privacy} oder postalisch unter der oben genannten Anschrift mit dem Zusatz „Datenschutz“.`,
      `In dieser Datenschutzerklärung informieren wir Sie darüber, welche personenbezogenen Daten wir verarbeiten, wenn Sie unsere Website besuchen, sich als Apothekeninhaberin oder Apothekeninhaber oder als Dienstleisterin oder Dienstleister (Apotheker/-in, PTA, PKA, Botin oder Bote, Reinigungskraft) registrieren, Suchaufträge erteilen, sich auf Suchaufträge melden oder unseren Boten- oder Reinigungsservice anfragen. „Wir“ bezeichnet im Folgenden ${brand}.`,
    ],
  },
  {
    title: "2. Rechtsgrundlagen der Verarbeitung",
    paragraphs: [
      "Wir verarbeiten personenbezogene Daten nur, wenn eine gesetzliche Erlaubnis besteht. In dieser Erklärung nennen wir bei jeder Verarbeitung die maßgebliche Rechtsgrundlage. In Betracht kommen:",
      "  Art. 6 Abs. 1 lit. a DSGVO – Ihre Einwilligung, etwa zur Weitergabe Ihrer Bewerbungsunterlagen an eine Apotheke oder zum Einsatz von Google reCAPTCHA, sofern dieser Dienst aktiviert ist;\n  Art. 6 Abs. 1 lit. b DSGVO – die Erfüllung eines Vertrags oder vorvertragliche Maßnahmen, etwa der Nutzungsvertrag über Ihr Konto, der Vermittlungsvertrag über einen Suchauftrag oder die Bearbeitung einer Service-Anfrage;\n  Art. 6 Abs. 1 lit. c DSGVO – die Erfüllung rechtlicher Pflichten, insbesondere handels- und steuerrechtlicher Aufbewahrungspflichten und der Pflicht zum Nachweis von Einwilligungen (Art. 7 Abs. 1 DSGVO);\n  Art. 6 Abs. 1 lit. f DSGVO – unsere berechtigten Interessen, etwa an der sicheren und stabilen Bereitstellung der Website, an der Abwehr von Missbrauch und an der Geltendmachung oder Verteidigung von Rechtsansprüchen; Ihre Interessen wägen wir dabei jeweils ab.",
      "Für das Speichern von Informationen auf Ihrem Endgerät und den Zugriff darauf gilt zusätzlich § 25 des Telekommunikation-Digitale-Dienste-Datenschutz-Gesetzes (TDDDG). Technisch unbedingt erforderliche Speicherungen sind nach § 25 Abs. 2 Nr. 2 TDDDG ohne Einwilligung zulässig; alle anderen setzen Ihre Einwilligung nach § 25 Abs. 1 TDDDG voraus.",
    ],
  },
  {
    title: "3. Nutzung der Website als Gast",
    paragraphs: [
      "Sie können unsere Website ohne Registrierung und ohne Anmeldung nutzen, um sich über unsere Leistungen zu informieren, die Rechtstexte zu lesen, uns zu kontaktieren oder den Boten- und Reinigungsservice anzufragen. Dabei verarbeiten wir nur die Daten, die Ihr Browser technisch bedingt übermittelt (siehe Abschnitt 4), und die Daten, die Sie selbst in ein Formular eingeben.",
      "Als Gast setzen wir keine Cookies, die einer Einwilligung bedürfen. Wir verwenden keine Analyse- oder Tracking-Werkzeuge, keine Werbe-Cookies und laden keine Inhalte von fremden Servern, etwa Schriftarten oder Karten, solange Sie nicht selbst einen externen Dienst aufrufen oder einwilligen.",
      "Veröffentlichte Suchaufträge und die Stellenbörse sind nur für angemeldete Nutzerinnen und Nutzer sichtbar; als Gast sehen Sie dort lediglich die Anmeldung.",
    ],
  },
  {
    title: "4. Server-Logfiles",
    paragraphs: [
      "Bei jedem Aufruf unserer Website und bei jeder Anfrage unserer Apps an unseren Server werden automatisch Informationen in sogenannten Server-Logfiles gespeichert, die Ihr Browser oder Ihre App übermittelt:",
      "  IP-Adresse des anfragenden Geräts;\n  Datum und Uhrzeit der Anfrage;\n  aufgerufene Seite oder Schnittstelle und HTTP-Methode;\n  HTTP-Statuscode und übertragene Datenmenge;\n  Website, von der aus Sie zu uns gelangt sind (Referrer), soweit übermittelt;\n  verwendeter Browser bzw. App-Version und Betriebssystem (User-Agent);\n  eine zufällige Kennung der Anfrage zur Fehleranalyse.",
      "Diese Daten verarbeiten wir, um die Website auszuliefern, ihre Stabilität und Sicherheit zu gewährleisten, Fehler zu analysieren und Angriffe, etwa massenhafte Anmeldeversuche, abzuwehren. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt in diesen Zwecken. Zur Abwehr von Missbrauch begrenzen wir außerdem die Zahl der Anfragen je IP-Adresse und Zeitraum.",
      "Die Logfiles werden nach 7 Tagen gelöscht. Eine längere Speicherung erfolgt nur, soweit einzelne Einträge zur Aufklärung eines konkreten Sicherheitsvorfalls benötigt werden, und nur bis zu dessen Aufklärung. Eine Zusammenführung mit anderen Datenquellen oder eine Auswertung zu Marketingzwecken findet nicht statt.",
    ],
  },
  {
    title: "5. Cookies",
    paragraphs: [
      "Cookies sind kleine Textdateien, die Ihr Browser auf Ihrem Endgerät speichert. Wir setzen ausschließlich Cookies ein, die für den Betrieb der Website technisch erforderlich sind. Tracking-, Analyse- oder Marketing-Cookies verwenden wir nicht.",
      `Nach Ihrer Anmeldung setzen wir ein Sitzungs-Cookie („${COOKIES.session}“), das Sie bei jedem Seitenaufruf als angemeldet ausweist. Es enthält nur eine zufällige Kennung und kein Passwort. Wählen Sie bei der Anmeldung „Ich möchte angemeldet bleiben“ nicht aus, wird das Cookie beim Schließen des Browsers gelöscht, und unser Server erkennt die Anmeldung nach ${BROWSER_SESSION_HOURS} Stunden ohne Nutzung nicht mehr an; andernfalls bleibt es bis zur Abmeldung gespeichert, höchstens ${PERSISTENT_SESSION_DAYS} Tage nach der letzten Nutzung. Daneben setzen wir das Cookie „${COOKIES.signedIn}“, das nur den Wert 1 und keine Kennung enthält: Es zeigt der Website an, dass eine Anmeldung besteht, und lebt und endet mit dem Sitzungs-Cookie.`,
      `Nach einer erfolgreichen Anmeldung setzen wir außerdem ein Geräte-Cookie („${COOKIES.device}“) mit einer zufälligen Kennung, die wir Ihrem Nutzerkonto zuordnen. Es schützt Ihr Konto vor dem Erraten von Passwörtern: Nach mehreren Fehlversuchen werden weitere Anmeldeversuche zu Ihrem Konto verzögert, nicht aber aus einem Browser, in dem Sie sich zuvor angemeldet haben. Das Cookie gilt ${DEVICE_COOKIE_DAYS} Tage ab der letzten Anmeldung in diesem Browser und wird ungültig, sobald Ihr Passwort geändert oder zurückgesetzt wird. Löschen Sie Ihr Konto, löschen wir das Geräte-Cookie in diesem Browser und seine Kennung bei uns; die Kennungen anderer Browser gehen mit dem Konto.`,
      `Haben Sie eine Entscheidung über einen einwilligungsbedürftigen Dienst getroffen (siehe Abschnitt 12 zu Google reCAPTCHA), speichern wir Ihre Entscheidung für 1 Jahr in einem Einwilligungs-Cookie („${COOKIES.captchaConsent}“), damit wir Sie nicht bei jedem Besuch erneut fragen müssen. Zum Nachweis Ihrer Einwilligung protokollieren wir außerdem Zeitpunkt, Inhalt und Version der Einwilligungsabfrage sowie Ihre IP-Adresse; diese Einwilligungsprotokolle löschen wir nach 12 Monaten.`,
      "Rechtsgrundlage für das Setzen der technisch erforderlichen Cookies ist § 25 Abs. 2 Nr. 2 TDDDG, für die damit verbundene Datenverarbeitung Art. 6 Abs. 1 lit. b DSGVO (Sitzungs-Cookie), Art. 6 Abs. 1 lit. f DSGVO (Geräte-Cookie; unser berechtigtes Interesse ist der Schutz der Nutzerkonten) beziehungsweise Art. 6 Abs. 1 lit. c in Verbindung mit Art. 7 Abs. 1 DSGVO (Einwilligungs-Cookie und Einwilligungsprotokoll). Sie können Cookies jederzeit in Ihren Browsereinstellungen löschen; ohne Sitzungs-Cookie ist eine Anmeldung jedoch nicht möglich.",
    ],
    table: {
      caption: "Von uns eingesetzte Cookies",
      head: ["Cookie", "Zweck", "Speicherdauer", "Rechtsgrundlage"],
      rows: [
        [
          `Sitzungs-Cookie (${COOKIES.session})`,
          "Anmeldung und Schutz des Nutzerkontos",
          `bis zum Schließen des Browsers (bei uns höchstens ${BROWSER_SESSION_HOURS} Stunden nach der letzten Nutzung) bzw. bei „angemeldet bleiben“ bis zur Abmeldung, höchstens ${PERSISTENT_SESSION_DAYS} Tage nach der letzten Nutzung`,
          "§ 25 Abs. 2 Nr. 2 TDDDG, Art. 6 Abs. 1 lit. b DSGVO",
        ],
        [
          `Anmelde-Hinweis (${COOKIES.signedIn})`,
          "Zeigt der Website an, dass eine Anmeldung besteht; enthält keine Kennung",
          "wie das Sitzungs-Cookie",
          "§ 25 Abs. 2 Nr. 2 TDDDG, Art. 6 Abs. 1 lit. b DSGVO",
        ],
        [
          `Geräte-Cookie (${COOKIES.device})`,
          "Schutz des Nutzerkontos vor dem Erraten von Passwörtern",
          `${DEVICE_COOKIE_DAYS} Tage ab der letzten Anmeldung in diesem Browser; ungültig, sobald das Passwort geändert oder zurückgesetzt wird; gelöscht mit dem Konto`,
          "§ 25 Abs. 2 Nr. 2 TDDDG, Art. 6 Abs. 1 lit. f DSGVO",
        ],
        [
          `Einwilligungs-Cookie (${COOKIES.captchaConsent})`,
          "Speichert Ihre Entscheidung zu einwilligungsbedürftigen Diensten",
          "1 Jahr",
          "§ 25 Abs. 2 Nr. 2 TDDDG, Art. 6 Abs. 1 lit. c DSGVO",
        ],
      ],
    },
  },
  {
    title: "6. Registrierung und Pflichtangaben",
    paragraphs: [
      "Für die Nutzung der Plattform als Apothekeninhaberin oder Apothekeninhaber oder als Dienstleisterin oder Dienstleister ist eine Registrierung erforderlich. Pflichtangaben sind im Formular mit einem Sternchen (*) gekennzeichnet. Ohne diese Angaben können wir kein Konto anlegen und keinen Nutzungsvertrag mit Ihnen schließen; weitere Nachteile entstehen Ihnen nicht. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO.",
      "Pflichtangaben bei der Registrierung als Apothekeninhaberin oder Apothekeninhaber:",
      "  E-Mail-Adresse und Passwort;\n  Name der Apotheke;\n  Anschrift der Apotheke (Straße, Hausnummer, Postleitzahl, Ort);\n  Vor- und Nachname der Ansprechperson;\n  Telefonnummer;\n  eingesetzte Warenwirtschaftssoftware;\n  Bestätigung, dass Sie die AGB und diese Datenschutzerklärung zur Kenntnis genommen haben.",
      "Freiwillig sind die Anrede und eine Nachricht an uns.",
      "Pflichtangaben bei der Registrierung als Dienstleisterin oder Dienstleister:",
      "  E-Mail-Adresse und Passwort;\n  Berufsgruppe (Apotheker/-in, PTA oder PKA);\n  Vor- und Nachname und Telefonnummer;\n  Anschrift (Straße, Hausnummer, Postleitzahl, Ort);\n  Warenwirtschaftssoftware, mit der Sie Erfahrung haben;\n  Beginn Ihrer Berufserfahrung;\n  Qualifikationsnachweis (Zeugnis oder Urkunde) als PDF-Datei;\n  Bestätigung, dass Sie die AGB und diese Datenschutzerklärung zur Kenntnis genommen haben.",
      "Freiwillig sind die Anrede und Ihr Lebenslauf als PDF-Datei. Bitte nehmen Sie in Ihre Dokumente keine Angaben auf, die für die Vermittlung nicht erforderlich sind, insbesondere keine Gesundheitsdaten, Angaben zur Religion oder andere besondere Kategorien personenbezogener Daten im Sinne von Art. 9 DSGVO.",
      "Nach der Registrierung senden wir Apothekeninhaberinnen und Apothekeninhabern einen Bestätigungslink an die angegebene E-Mail-Adresse (Double-Opt-in), der 48 Stunden gültig ist. Dienstleisterinnen und Dienstleister erhalten eine Eingangsbestätigung; ihr Konto wird nach Prüfung der Angaben und Nachweise durch unser Administrationsteam freigeschaltet. Ihr Passwort speichern wir ausschließlich als kryptografischen Hashwert (siehe Abschnitt 21).",
    ],
  },
  {
    title: "7. Einwilligungsnachweis bei der Registrierung",
    paragraphs: [
      "Wenn Sie sich registrieren oder eine Service-Anfrage absenden, speichern wir zum Nachweis Ihrer Zustimmung einen Einwilligungsdatensatz mit folgenden Angaben:",
      "  Ihre IP-Adresse zum Zeitpunkt der Registrierung oder Anfrage;\n  Datum und Uhrzeit Ihrer Zustimmung;\n  die Version der AGB und der Datenschutzerklärung, denen Sie zugestimmt haben.",
      "Wir verarbeiten diese Daten, um nachweisen zu können, welche Vertragsbedingungen wann vereinbart wurden und dass Sie die Datenschutzhinweise zur Kenntnis genommen haben. Rechtsgrundlage ist Art. 6 Abs. 1 lit. c DSGVO in Verbindung mit Art. 7 Abs. 1 DSGVO sowie Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt in der Beweissicherung. Der Einwilligungsdatensatz einer Registrierung wird gespeichert, solange Ihr Konto besteht, und mit dem Konto gelöscht. Der Einwilligungsdatensatz einer Service-Anfrage wird zusammen mit der Anfrage gespeichert und gelöscht (Abschnitt 18).",
    ],
  },
  {
    title: "8. Nutzung mit Anmeldung",
    paragraphs: [
      "Wenn Sie angemeldet sind, verarbeiten wir die Daten Ihres Kontos und die Daten, die Sie bei der Nutzung der Plattform eingeben, um Ihnen die Funktionen der Plattform bereitzustellen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO. Dazu gehören insbesondere:",
      "  bei Apotheken: Suchaufträge mit Art der Stelle, gesuchter Qualifikation, Zeitraum, Arbeitszeiten, Ort, Warenwirtschaftssoftware und optional Stundensatz und Hinweisen, einschließlich Entwürfen und ihres Bearbeitungsstands;\n  bei Dienstleistern: das Profil mit Anschrift, Umsatzsteuer-Identifikationsnummer, Kapazität und Verfügbarkeit, Zeugnissen, Approbation und optional Lebenslauf, die Daten-Einwilligung vor einer Bewerbung, Ihre Meldungen auf Suchaufträge sowie Rechnungskopien, die Sie uns übermitteln;\n  gespeicherte Suchen (Suchalarme) mit Art der Stelle, Zeitraum, Ort und Bundesland, über deren neue Treffer wir Sie per E-Mail informieren;\n  Vorschläge, Bestätigungen und Absagen im Vermittlungsablauf sowie die Korrespondenz dazu;\n  Zeitpunkt der letzten Anmeldung, um inaktive Konten nach 24 Monaten erkennen und nach vorheriger Benachrichtigung löschen zu können.",
      "Veröffentlichte Suchaufträge sind für alle angemeldeten Nutzerinnen und Nutzer sichtbar. Profile von Dienstleistern sind nicht öffentlich. Eine Apotheke sieht von einer vorgeschlagenen Person bis zu ihrer Bestätigung nur den Vor- und Nachnamen beziehungsweise den Firmennamen; erst nach der Bestätigung erhält sie die vollständigen Bewerbungsunterlagen. Vor Ihrer ersten Meldung auf einen Suchauftrag holen wir dafür Ihre ausdrückliche Einwilligung ein (Art. 6 Abs. 1 lit. a und b DSGVO); die Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen.",
      `Handlungen unserer Mitarbeiterinnen und Mitarbeiter in der Verwaltung der Plattform, etwa das Freischalten, Sperren oder Löschen eines Kontos oder das Vorschlagen eines Dienstleisters, protokollieren wir mit Zeitpunkt und handelnder Person, um die Nachvollziehbarkeit und Sicherheit der Verarbeitung zu gewährleisten (Art. 6 Abs. 1 lit. f DSGVO, Art. 5 Abs. 2 DSGVO). Ebenso protokollieren wir Änderungen, die Sie selbst an Ihren Daten vornehmen, und Anmeldeversuche, die wegen zu vieler Fehlversuche gesperrt wurden, mit der eingegebenen E-Mail-Adresse und der IP-Adresse. Die IP-Adresse und eine eingegebene E-Mail-Adresse, zu der kein Konto besteht, entfernen wir ${LOGIN_SERIES_HOURS} Stunden nach dem Versuch; es bleibt dann nur eine Prüfsumme der Adresse. Das Protokoll löschen wir ${AUDIT_LOG_RETENTION_YEARS} Jahre nach Ende des Kalenderjahres des Eintrags; wird Ihr Konto gelöscht, verlieren die Einträge über Sie vorher Ihren Namen, Ihre Anschrift und Ihre früheren Angaben.`,
      "In Ihrem Konto können Sie Ihre Daten jederzeit einsehen und berichtigen, eine Kopie Ihrer Daten herunterladen (ein ZIP-Archiv mit Ihren Daten im maschinenlesbaren JSON-Format und Ihren Dokumenten) und Ihr Konto löschen.",
    ],
  },
  {
    title: "9. Profiling durch automatisierten Abgleich",
    paragraphs: [
      "Um passende Dienstleister für einen Suchauftrag zu finden, gleichen wir Suchaufträge von Apotheken automatisiert mit den Profilen registrierter Dienstleister ab. Dabei handelt es sich um Profiling im Sinne von Art. 4 Nr. 4 DSGVO, weil bestimmte persönliche Aspekte – etwa Qualifikation und Verfügbarkeit – bewertet werden.",
      "In den Abgleich fließen folgende Merkmale ein:",
      "  Berufsgruppe und Qualifikation im Verhältnis zur gesuchten Qualifikation;\n  Verfügbarkeit und Kapazität im Verhältnis zum Zeitraum und zu den Arbeitszeiten des Suchauftrags;\n  Entfernung zwischen Ihrem Wohnort und der Apotheke auf Grundlage von Postleitzahl und Ort (siehe Abschnitt 10);\n  Erfahrung mit der Warenwirtschaftssoftware der Apotheke und Dauer der Berufserfahrung.",
      "Das Ergebnis ist eine Vorschlagsliste für unsere Mitarbeiterinnen und Mitarbeiter beziehungsweise eine Benachrichtigung über passende Suchaufträge. Ob ein Dienstleister der Apotheke vorgeschlagen wird, prüft ein Mensch; ob ein Vertrag zustande kommt, entscheidet allein die Apotheke gemeinsam mit dem Dienstleister. Eine ausschließlich auf einer automatisierten Verarbeitung beruhende Entscheidung, die Ihnen gegenüber rechtliche Wirkung entfaltet oder Sie in ähnlicher Weise erheblich beeinträchtigt, im Sinne von Art. 22 Abs. 1 DSGVO findet daher nicht statt.",
      "Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, da der Abgleich Kern der vereinbarten Vermittlungsleistung ist, ergänzend Art. 6 Abs. 1 lit. f DSGVO. Sie können dem Profiling nach Art. 21 DSGVO widersprechen; wir schlagen Sie dann nur noch auf Suchaufträge vor, auf die Sie sich selbst melden.",
    ],
  },
  {
    title: "10. Standortdaten",
    paragraphs: [
      "Für den Abgleich nach Abschnitt 9 und für die Suche nach Arbeitsangeboten verwenden wir die Postleitzahl und den Ort Ihrer Anschrift beziehungsweise der Apotheke sowie die Orts- und Bundeslandangaben, die Sie in eine Suche eingeben. Daraus ermitteln wir die ungefähre Entfernung zwischen Dienstleister und Apotheke, damit Ihnen Angebote in erreichbarer Nähe vorgeschlagen werden. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO.",
      "Die Website ermittelt Ihren Standort nicht über GPS oder die Standortfunktion Ihres Browsers oder Geräts und erstellt keine Bewegungsprofile. Für die Entfernungsberechnung übermitteln wir Ihre Anschrift nicht an Kartendienste Dritter.",
    ],
  },
];
