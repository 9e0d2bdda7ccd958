// Template text written from docs/product.md; it must be checked by a lawyer before going live.
//
// General terms for service providers (/agb/dienstleister): pharmacists, PTA, PKA and
// non-pharmaceutical helpers. Facts (docs/product.md, "Terms (AGB)"): minimum age 18, one account
// per provider, certificate upload and activation by the administration team, non-public
// profile, contact function from 80 % profile completeness, data-consent opt-in before applying,
// two-week update deadline, payment within 2 weeks after a substitution, invoice copy within
// 14 days, 6-month window after a declined job, confidentiality 3 years, availability 99 %,
// 6-week consent to changed terms, deletion after 24 months of inactivity.
import { siteConfig } from "../../../domain/site-config";
import type { ContentPage } from "./content-page";

const brand = siteConfig.brandName;
const address = `${siteConfig.address.street}, ${siteConfig.address.postalCode} ${siteConfig.address.city}`;

export const termsForProviders: ContentPage = {
  title: "Allgemeine Geschäftsbedingungen für Dienstleister",
  updated: "Stand: 21. November 2026",
  intro: `Diese Allgemeinen Geschäftsbedingungen regeln die Nutzung der Plattform ${brand} durch Apothekerinnen und Apotheker, PTA, PKA sowie nicht pharmazeutische Hilfskräfte wie Botinnen und Boten oder Reinigungskräfte, die über ${brand} Einsätze in Apotheken finden möchten. Die Nutzung ist für Dienstleister kostenlos.`,
  sections: [
    {
      title: "§ 1 Geltungsbereich und Vertragsparteien",
      paragraphs: [
        `(1) Anbieter der Plattform ist die ${siteConfig.companyName}, ${address}, vertreten durch die Geschäftsführung (${siteConfig.managingDirector}), eingetragen im Handelsregister des ${siteConfig.registerCourt} unter ${siteConfig.registerNumber} (nachfolgend „${brand}“ oder „wir“).`,
        `(2) Diese Allgemeinen Geschäftsbedingungen (nachfolgend „AGB“) gelten für den Nutzungsvertrag zwischen ${brand} und allen Personen, die sich als Dienstleister auf der Plattform registrieren (nachfolgend „Dienstleister“ oder „Sie“), unabhängig davon, ob die Plattform über die Website oder über die Apps für iOS und Android genutzt wird.`,
        "(3) Dienstleister im Sinne dieser AGB sind Apothekerinnen und Apotheker, pharmazeutisch-technische Assistentinnen und Assistenten (PTA), pharmazeutisch-kaufmännische Angestellte (PKA) sowie nicht pharmazeutische Hilfskräfte, etwa Botinnen und Boten oder Reinigungskräfte.",
        "(4) Abweichende Geschäftsbedingungen des Dienstleisters werden nicht Vertragsbestandteil, es sei denn, wir stimmen ihrer Geltung ausdrücklich in Textform zu.",
      ],
    },
    {
      title: "§ 2 Gegenstand der Plattform",
      paragraphs: [
        `(1) Über die Plattform veröffentlichen Apothekeninhaberinnen und Apothekeninhaber (nachfolgend „Apotheken“) Suchaufträge, etwa für Vertretungen, Nachtdienste oder Feststellen. ${brand} gleicht Suchaufträge mit den Profilen registrierter Dienstleister ab und schlägt Apotheken geeignete Dienstleister vor.`,
        "(2) Der Vertrag über die eigentliche Tätigkeit (nachfolgend „Dienstleistungsvertrag“) wird außerhalb der Plattform unmittelbar zwischen Ihnen und der Apotheke geschlossen. Ob und zu welchen Bedingungen Sie einen Einsatz übernehmen, entscheiden allein Sie und die Apotheke.",
        `(3) ${brand} wird nicht Partei des Dienstleistungsvertrags und ist weder Ihr Arbeitgeber noch Ihr Auftraggeber. ${siteConfig.supervisoryNote}`,
        "(4) Ein Anspruch auf Vermittlung, auf eine bestimmte Anzahl von Angeboten oder auf den Abschluss eines Dienstleistungsvertrags besteht nicht.",
      ],
    },
    {
      title: "§ 3 Teilnahmevoraussetzungen",
      paragraphs: [
        "(1) Registrieren dürfen sich nur natürliche Personen, die mindestens 18 Jahre alt und voll geschäftsfähig sind, sowie Unternehmen, die durch eine vertretungsberechtigte Person handeln.",
        "(2) Pharmazeutische Dienstleister müssen die für ihre Tätigkeit erforderliche Qualifikation besitzen, insbesondere",
        "  Apothekerinnen und Apotheker: eine gültige deutsche Approbation oder eine gleichwertige, in Deutschland anerkannte Berufserlaubnis;\n  PTA: die Erlaubnis zum Führen der Berufsbezeichnung „Pharmazeutisch-technische Assistentin“ bzw. „Pharmazeutisch-technischer Assistent“;\n  PKA: eine abgeschlossene Ausbildung als pharmazeutisch-kaufmännische Angestellte bzw. Angestellter oder eine gleichwertige Qualifikation.",
        "(3) Nicht pharmazeutische Hilfskräfte müssen die für ihre Tätigkeit erforderlichen Voraussetzungen erfüllen, für Botendienste insbesondere eine gültige Fahrerlaubnis, sofern ein Fahrzeug eingesetzt wird.",
        "(4) Soweit Sie selbstständig tätig werden, sind Sie für die Erfüllung Ihrer steuerlichen, sozialversicherungsrechtlichen und berufsrechtlichen Pflichten selbst verantwortlich. Ihre Tätigkeit richtet sich nach den mit der Apotheke vereinbarten Bedingungen und den berufsrechtlichen Vorschriften, insbesondere der Apothekenbetriebsordnung.",
      ],
    },
    {
      title: "§ 4 Registrierung, Prüfung und Freischaltung",
      paragraphs: [
        "(1) Bei der Registrierung geben Sie insbesondere Ihre E-Mail-Adresse, ein Passwort, Ihre Berufsgruppe (Apotheker/in, PTA oder PKA), Vor- und Nachnamen, Telefonnummer, Anschrift, die Warenwirtschaftssoftware, mit der Sie Erfahrung haben, und den Beginn Ihrer Berufserfahrung an und laden Ihren Qualifikationsnachweis (Zeugnis oder Urkunde) als PDF-Datei hoch. Die Anrede und ein Lebenslauf sind freiwillig. Pflichtangaben sind im Formular mit einem Sternchen (*) gekennzeichnet.",
        "(2) Nach dem Absenden erhalten Sie eine E-Mail, die den Eingang Ihrer Registrierung bestätigt. Ihr Konto ist zunächst nicht aktiv. Unser Administrationsteam prüft Ihre Angaben und die hochgeladenen Nachweise und schaltet Ihr Konto anschließend frei. Über die Freischaltung informieren wir Sie per E-Mail; mit der Freischaltung kommt der unentgeltliche Nutzungsvertrag zustande.",
        `(3) ${brand} ist berechtigt, eine Registrierung ohne Angabe von Gründen abzulehnen. Ein Anspruch auf Freischaltung besteht nicht.`,
        "(4) Jeder Dienstleister darf nur ein Nutzerkonto anlegen. Das Konto ist nicht übertragbar.",
        "(5) Sie versichern, dass alle Angaben wahr und vollständig sind und die hochgeladenen Dokumente echt sind und Sie betreffen. Wir können jederzeit weitere Nachweise, etwa die Approbationsurkunde im Original oder in beglaubigter Kopie, anfordern.",
        `(6) Ihre Zugangsdaten sind geheim zu halten. Besteht der Verdacht eines Missbrauchs, ändern Sie bitte sofort Ihr Passwort und informieren uns unter ${siteConfig.emails.info}.`,
      ],
    },
    {
      title: "§ 5 Profil und Kontaktfunktion",
      paragraphs: [
        "(1) Nach der Freischaltung pflegen Sie in Ihrem Konto ein Profil. Das Profil ist nicht öffentlich; es ist weder für Besucherinnen und Besucher der Website noch für Suchmaschinen sichtbar. Im Profil hinterlegen Sie insbesondere",
        "  Ihre Anschrift;\n  Ihre Umsatzsteuer-Identifikationsnummer, soweit vorhanden;\n  Ihre zeitliche Kapazität und Verfügbarkeit;\n  Zeugnisse und Qualifikationsnachweise;\n  bei Apothekerinnen und Apothekern die Approbation;\n  optional Ihren Lebenslauf als PDF-Datei.",
        "(2) Die Kontaktfunktion, insbesondere die Meldung auf Suchaufträge, steht Ihnen erst zur Verfügung, wenn Ihr Profil zu mindestens 80 % vervollständigt ist. Den aktuellen Stand zeigt Ihnen Ihr Konto an.",
        `(3) Auf Ihre Profildaten und Dokumente haben ausschließlich die dafür zuständigen Mitarbeiterinnen und Mitarbeiter von ${brand} Zugriff. Apotheken erhalten Ihre Daten nur nach Maßgabe des § 7.`,
      ],
    },
    {
      title: "§ 6 Aktualität des Profils und Sperrung",
      paragraphs: [
        "(1) Sie sind verpflichtet, Ihr Profil stets aktuell zu halten. Änderungen Ihrer Kontaktdaten, Ihrer Verfügbarkeit und insbesondere den Wegfall oder das Ruhen einer Berufserlaubnis oder Approbation tragen Sie unverzüglich ein beziehungsweise teilen Sie uns unverzüglich mit.",
        "(2) Stellen wir fest, dass Angaben in Ihrem Profil veraltet oder unzutreffend sind, fordern wir Sie per E-Mail zur Aktualisierung auf. Aktualisieren Sie Ihr Profil nicht innerhalb einer Frist von zwei Wochen nach Zugang dieser Aufforderung, können wir Ihr Profil sperren. Nach der Aktualisierung und unserer Prüfung heben wir die Sperrung auf.",
        "(3) Wir können Ihr Konto außerdem vorübergehend oder dauerhaft sperren, wenn konkrete Anhaltspunkte für einen Verstoß gegen diese AGB oder gesetzliche Vorschriften bestehen, insbesondere wenn die Teilnahmevoraussetzungen nach § 3 nicht oder nicht mehr vorliegen. Ihre berechtigten Interessen berücksichtigen wir dabei.",
      ],
    },
    {
      title: "§ 7 Suchaufträge, Bewerbung und Weitergabe Ihrer Unterlagen",
      paragraphs: [
        "(1) Als angemeldeter Dienstleister können Sie veröffentlichte Suchaufträge einsehen, Suchen speichern und sich über neue passende Suchaufträge per E-Mail informieren lassen.",
        "(2) Bevor Sie sich auf einen Suchauftrag melden, willigen Sie ausdrücklich ein, dass wir Ihre Daten zu diesem Zweck verarbeiten und der Apotheke nach Maßgabe der folgenden Absätze übermitteln (Daten-Einwilligung). Ohne diese Einwilligung ist eine Meldung nicht möglich. Sie können die Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen.",
        `(3) ${brand} schlägt der Apotheke geeignete Dienstleister per E-Mail vor. Bis zur Bestätigung durch die Apotheke erhält diese von Ihnen ausschließlich Ihren Vor- und Nachnamen beziehungsweise Ihren Firmennamen. Erst nach der Bestätigung erhält die Apotheke Ihre vollständigen Bewerbungsunterlagen.`,
        "(4) Kommt ein Dienstleistungsvertrag zustande, vereinbaren Sie Inhalt, Umfang und Vergütung Ihrer Tätigkeit unmittelbar mit der Apotheke. Sie sind verpflichtet, die übernommenen Einsätze zuverlässig und fachgerecht zu erbringen und die Apotheke bei Verhinderung unverzüglich zu informieren.",
      ],
    },
    {
      title: "§ 8 Vergütung, Zahlung und Rechnungskopie",
      paragraphs: [
        "(1) Ihre Vergütung für den Einsatz schuldet die Apotheke als Ihre Vertragspartnerin. Sie stellen Ihre Rechnung unmittelbar an die Apotheke.",
        `(2) Für Vertretungen gilt: Die Vergütung wird innerhalb von 2 Wochen nach Ende der Vertretung gezahlt, sofern im Dienstleistungsvertrag nichts anderes vereinbart ist. Die Apotheken haben sich hierzu gegenüber ${brand} verpflichtet. Voraussetzung ist, dass Sie Ihre ordnungsgemäße Rechnung unverzüglich nach Ende der Vertretung an die Apotheke übermitteln. Verzögert sich die Zahlung, unterstützen wir Sie auf Anfrage bei der Klärung; ${brand} haftet jedoch nicht für die Zahlung der Apotheke.`,
        `(3) Sie sind verpflichtet, ${brand} innerhalb von 14 Tagen nach Ende der vermittelten Tätigkeit eine Kopie Ihrer Rechnung an die Apotheke als PDF-Datei zu übermitteln, entweder über Ihr Konto oder per E-Mail an ${siteConfig.emails.info}. Die Rechnungskopie dient uns zum Nachweis der erfolgreichen Vermittlung und zur Abrechnung mit der Apotheke.`,
        "(4) Bei einer länger andauernden Tätigkeit übermitteln Sie die Kopie jeder Teil- oder Abschlagsrechnung innerhalb von 14 Tagen nach dem Ende des jeweiligen Abrechnungszeitraums.",
      ],
    },
    {
      title: "§ 9 Einsätze nach abgelehnten Vorschlägen",
      paragraphs: [
        "(1) Wurden Sie einer Apotheke über die Plattform vorgeschlagen und kam zunächst kein Dienstleistungsvertrag zustande, etwa weil die Apotheke oder Sie den Einsatz abgelehnt haben, und schließen Sie innerhalb von 6 Monaten nach der Ablehnung dennoch unmittelbar oder über Dritte einen Vertrag mit dieser Apotheke, so gilt dieser Einsatz als über die Plattform vermittelt.",
        "(2) In diesem Fall teilen Sie uns den Vertragsschluss unverzüglich mit und übermitteln uns die Rechnungskopie nach § 8 Abs. 3. Für Sie entstehen dadurch keine Kosten; die Vermittlungsprovision schuldet allein die Apotheke.",
        "(3) Sie verpflichten sich, nicht gemeinsam mit einer Apotheke darauf hinzuwirken, die Plattform zu umgehen, um die Vermittlungsprovision zu vermeiden.",
      ],
    },
    {
      title: "§ 10 Unentgeltlichkeit für Dienstleister",
      paragraphs: [
        `(1) Die Registrierung, das Profil, die Meldung auf Suchaufträge und die Vermittlung sind für Dienstleister kostenlos. ${brand} erhält seine Vergütung ausschließlich von den Apotheken.`,
        "(2) Sollten wir künftig kostenpflichtige Zusatzleistungen für Dienstleister anbieten, werden diese nur nach gesonderter, ausdrücklicher Beauftragung durch Sie erbracht.",
      ],
    },
    {
      title: "§ 11 Pflichten des Dienstleisters",
      paragraphs: [
        "(1) Sie verpflichten sich, die Plattform nur im Rahmen der geltenden Gesetze und dieser AGB zu nutzen. Unzulässig ist insbesondere,",
        "  falsche oder irreführende Angaben zu machen oder fremde oder gefälschte Dokumente hochzuladen;\n  Informationen über Apotheken und Suchaufträge zu anderen Zwecken als zur eigenen Bewerbung zu verwenden oder an Dritte weiterzugeben;\n  automatisierte Abfragen, Skripte oder sonstige Maßnahmen einzusetzen, welche die Funktionsfähigkeit der Plattform beeinträchtigen;\n  Zugangsdaten an Dritte weiterzugeben.",
        "(2) Bei Ihrer Tätigkeit in Apotheken beachten Sie die berufsrechtlichen Pflichten, insbesondere die Verschwiegenheitspflicht über Patientendaten und Betriebsgeheimnisse. Wir empfehlen pharmazeutischen Dienstleistern, die selbstständig tätig sind, eine ausreichende Berufshaftpflichtversicherung abzuschließen.",
        `(3) Sie stellen ${brand} von Ansprüchen Dritter frei, die diese wegen einer von Ihnen zu vertretenden Verletzung dieser Pflichten gegen ${brand} geltend machen, einschließlich der angemessenen Kosten der Rechtsverteidigung.`,
      ],
    },
    {
      title: "§ 12 Vertraulichkeit",
      paragraphs: [
        "(1) Die Vertragsparteien behandeln alle im Rahmen der Zusammenarbeit erlangten vertraulichen Informationen, insbesondere Informationen über Apotheken, deren Betriebsabläufe und Konditionen, vertraulich und verwenden sie ausschließlich zur Durchführung des Vertrags.",
        "(2) Die Pflicht zur Vertraulichkeit besteht während der Vertragslaufzeit und für 3 Jahre nach deren Ende fort. Für personenbezogene Daten gilt die Pflicht zur Vertraulichkeit zeitlich unbegrenzt.",
        "(3) Nicht vertraulich sind Informationen, die öffentlich bekannt sind oder ohne Verstoß gegen diese Pflicht bekannt werden, die bereits rechtmäßig bekannt waren oder die aufgrund gesetzlicher oder behördlicher Anordnung offengelegt werden müssen.",
      ],
    },
    {
      title: "§ 13 Verfügbarkeit und Wartung",
      paragraphs: [
        `(1) ${brand} gewährleistet eine Verfügbarkeit der Plattform von 99 % im Jahresmittel je Kalenderjahr. Nicht in die Berechnung einfließen angekündigte Wartungsarbeiten nach Absatz 2 sowie Ausfälle, die auf Umständen außerhalb unseres Einflussbereichs beruhen, etwa höhere Gewalt oder Störungen öffentlicher Kommunikationsnetze.`,
        "(2) Wartungsarbeiten dauern höchstens 3 Stunden pro Monat, finden nach Möglichkeit außerhalb der üblichen Geschäftszeiten statt und werden, soweit möglich, drei Tage im Voraus auf der Plattform oder per E-Mail angekündigt. Unaufschiebbare Sicherheitsmaßnahmen können auch ohne Ankündigung erfolgen.",
      ],
    },
    {
      title: "§ 14 Änderungen der Leistungen",
      paragraphs: [
        `(1) ${brand} entwickelt die Plattform laufend weiter. Da die Nutzung für Dienstleister unentgeltlich ist, sind wir berechtigt, Funktionen zu ändern, zu erweitern, einzuschränken oder einzustellen, soweit dies für Sie zumutbar ist. Wesentliche Änderungen kündigen wir mindestens 14 Tage vor ihrem Wirksamwerden per E-Mail oder auf der Plattform an.`,
      ],
    },
    {
      title: "§ 15 Laufzeit, Kündigung und Löschung des Kontos",
      paragraphs: [
        "(1) Der Nutzungsvertrag wird auf unbestimmte Zeit geschlossen. Sie können ihn jederzeit ohne Einhaltung einer Frist kündigen, indem Sie Ihr Konto in den Kontoeinstellungen löschen oder uns Ihren Löschwunsch in Textform mitteilen. Auf Ihren Wunsch löschen wir Ihr Konto mit allen Profildaten und Dokumenten.",
        "(2) Wir können den Nutzungsvertrag mit einer Frist von 14 Tagen in Textform kündigen. Das Recht beider Parteien zur außerordentlichen Kündigung aus wichtigem Grund bleibt unberührt.",
        "(3) Jeder Kündigung folgt die Löschung des Nutzerkontos. Daten, die wir aufgrund gesetzlicher Aufbewahrungspflichten aufbewahren müssen oder zur Durchsetzung offener Ansprüche benötigen, werden bis zum Ablauf der jeweiligen Frist gesperrt und danach gelöscht. Unterlagen, die eine Apotheke nach § 7 Abs. 3 bereits erhalten hat, verarbeitet diese in eigener Verantwortung.",
        "(4) Nutzerkonten, in die sich 24 Monate lang niemand angemeldet hat, löschen wir. Vorher weisen wir Sie per E-Mail auf die bevorstehende Löschung hin; melden Sie sich innerhalb der in der E-Mail genannten Frist an, bleibt Ihr Konto bestehen.",
        "(5) Ihre Pflichten aus § 8 Abs. 3, § 9 und § 12 bestehen nach Vertragsende fort.",
      ],
    },
    {
      title: "§ 16 Haftung",
      paragraphs: [
        `(1) ${brand} haftet unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei Verletzung des Lebens, des Körpers oder der Gesundheit, nach den Vorschriften des Produkthaftungsgesetzes sowie im Umfang einer übernommenen Garantie.`,
        "(2) Bei leicht fahrlässiger Verletzung einer wesentlichen Vertragspflicht ist die Haftung auf den vertragstypischen, bei Vertragsschluss vorhersehbaren Schaden begrenzt. Wesentliche Vertragspflichten sind solche, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags überhaupt erst ermöglicht und auf deren Einhaltung Sie regelmäßig vertrauen dürfen. Im Übrigen ist die Haftung für leichte Fahrlässigkeit ausgeschlossen.",
        `(3) ${brand} haftet nicht für die Angaben der Apotheken in Suchaufträgen, für das Zustandekommen eines Dienstleistungsvertrags, für die Zahlung Ihrer Vergütung durch die Apotheke oder für sonstige Pflichten der Apotheke aus dem Dienstleistungsvertrag.`,
        "(4) Die vorstehenden Haftungsbeschränkungen gelten auch zugunsten unserer gesetzlichen Vertreter, Mitarbeiterinnen und Mitarbeiter sowie Erfüllungsgehilfen.",
      ],
    },
    {
      title: "§ 17 Datenschutz",
      paragraphs: [
        `Wir verarbeiten Ihre personenbezogenen Daten, einschließlich Ihrer hochgeladenen Dokumente, nach den Vorgaben der Datenschutz-Grundverordnung (DSGVO) und des Bundesdatenschutzgesetzes (BDSG). Einzelheiten, insbesondere zum automatisierten Abgleich von Suchaufträgen mit Ihrem Profil, zu Speicherfristen und zu Ihren Rechten, finden Sie in unserer Datenschutzerklärung. Fragen richten Sie bitte an ${siteConfig.emails.privacy}.`,
      ],
      button: { label: "Zur Datenschutzerklärung", to: "/datenschutz" },
    },
    {
      title: "§ 18 Änderungen dieser AGB",
      paragraphs: [
        "(1) Wir können diese AGB mit Wirkung für die Zukunft ändern, wenn hierfür ein sachlicher Grund besteht, etwa eine Änderung der Rechtslage, der Rechtsprechung oder der angebotenen Leistungen, und die Änderung für Sie zumutbar ist.",
        "(2) Änderungen teilen wir Ihnen mindestens 6 Wochen vor ihrem Wirksamwerden in Textform, in der Regel per E-Mail, mit. Die Änderungen gelten als angenommen, wenn Sie ihnen nicht innerhalb von 6 Wochen nach Zugang der Mitteilung widersprechen. Auf diese Folge, die Frist und Ihr Widerspruchsrecht weisen wir Sie in der Mitteilung gesondert hin.",
        "(3) Widersprechen Sie fristgerecht, gelten die bisherigen AGB fort. Beide Parteien können den Nutzungsvertrag in diesem Fall nach § 15 kündigen.",
      ],
    },
    {
      title: "§ 19 Schlussbestimmungen",
      paragraphs: [
        "(1) Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts (CISG). Zwingende Schutzvorschriften des Staates, in dem Sie Ihren gewöhnlichen Aufenthalt haben, bleiben unberührt, soweit sie auf den Vertrag anwendbar sind.",
        `(2) Sind Sie Kaufmann, juristische Person des öffentlichen Rechts oder öffentlich-rechtliches Sondervermögen, ist ausschließlicher Gerichtsstand für alle Streitigkeiten aus diesem Vertrag ${siteConfig.address.city}.`,
        "(3) Sollten einzelne Bestimmungen dieser AGB ganz oder teilweise unwirksam sein oder werden, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt. An die Stelle der unwirksamen Bestimmung treten die gesetzlichen Vorschriften.",
      ],
    },
  ],
};
