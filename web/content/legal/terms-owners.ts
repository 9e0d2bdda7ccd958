// Template text written from docs/product.md; it must be checked by a lawyer before going live.
//
// General terms for pharmacy owners (/agb/apothekeninhaber). Facts (docs/product.md,
// "Terms (AGB)" and "Job board"):
// registration with e-mail confirmation, one account per owner, search order sent with the
// button "Zahlungspflichtig beauftragen", acceptance within two working days, brokerage ending
// after at most 12 months, invoices due within 14 working days, 6-month commission window,
// confidentiality 3 years, availability 99 %, 6-week consent to changed terms, deletion after
// 24 months of inactivity. Fee amounts never appear on public pages, so none is named.
import { siteConfig } from "../../../domain/site-config";
import type { ContentPage } from "./content-page";

const brand = siteConfig.brandName;
const address = `${siteConfig.address.street}, ${siteConfig.address.postalCode} ${siteConfig.address.city}`;
const button = "„Zahlungspflichtig beauftragen“";

export const termsForOwners: ContentPage = {
  title: "Allgemeine Geschäftsbedingungen für Apothekeninhaber/-innen",
  updated: "Stand: 21. November 2026",
  intro: `Diese Allgemeinen Geschäftsbedingungen regeln die Nutzung der Plattform ${brand} durch Apothekeninhaberinnen und Apothekeninhaber sowie die Vermittlung von Apothekerinnen und Apothekern, PTA, PKA und weiteren Dienstleistern an Apotheken. Bitte lesen Sie die Bedingungen vor Ihrer Registrierung sorgfältig durch.`,
  sections: [
    {
      title: "§ 1 Geltungsbereich und Vertragsparteien",
      paragraphs: [
        `(1) Anbieter der Plattform ist die ${siteConfig.companyName}, ${address}, vertreten durch die Geschäftsführung (${siteConfig.managingDirector}), eingetragen im Handelsregister des ${siteConfig.registerCourt} unter ${siteConfig.registerNumber} (nachfolgend „${brand}“ oder „wir“).`,
        `(2) Diese Allgemeinen Geschäftsbedingungen (nachfolgend „AGB“) gelten für alle Verträge zwischen ${brand} und Inhaberinnen und Inhabern öffentlicher Apotheken (nachfolgend „Apothekeninhaber“ oder „Sie“), die über die Website, die Apps für iOS und Android oder sonstige Zugänge der Plattform geschlossen werden. Sie gelten insbesondere für den unentgeltlichen Nutzungsvertrag über das Nutzerkonto und für jeden entgeltlichen Vermittlungsvertrag, der durch einen Suchauftrag zustande kommt.`,
        "(3) Das Angebot richtet sich ausschließlich an Unternehmer im Sinne des § 14 BGB. Ein Vertragsschluss mit Verbrauchern im Sinne des § 13 BGB ist ausgeschlossen.",
        "(4) Abweichende, entgegenstehende oder ergänzende Geschäftsbedingungen des Apothekeninhabers werden nicht Vertragsbestandteil, auch wenn wir ihnen nicht ausdrücklich widersprechen. Dies gilt auch dann, wenn wir in Kenntnis solcher Bedingungen Leistungen vorbehaltlos erbringen.",
        `(5) Für Boten- und Reinigungsdienste, die Sie über die Formulare „Boten-Service“ und „Reinigung-Service“ anfragen, gelten diese AGB entsprechend, soweit im jeweiligen Angebot von ${brand} nichts Abweichendes vereinbart wird.`,
      ],
    },
    {
      title: "§ 2 Begriffsbestimmungen",
      paragraphs: [
        "Im Sinne dieser AGB bedeuten:",
        `  „Plattform“: das Online-Angebot von ${brand} einschließlich Website, Stellenbörse, Nutzerkonten und Apps;\n  „Dienstleister“: Apothekerinnen und Apotheker, pharmazeutisch-technische Assistentinnen und Assistenten (PTA), pharmazeutisch-kaufmännische Angestellte (PKA) sowie nicht pharmazeutische Hilfskräfte wie Botinnen und Boten oder Reinigungskräfte, die auf der Plattform registriert sind;\n  „Suchauftrag“: die Anfrage des Apothekeninhabers nach einem Dienstleister, etwa für eine Vertretung, einen Nachtdienst oder eine Feststelle;\n  „Vermittlungsvertrag“: der entgeltliche Vertrag über die Vermittlung eines Dienstleisters auf Grundlage eines Suchauftrags;\n  „Dienstleistungsvertrag“: der Vertrag zwischen Apothekeninhaber und Dienstleister über die eigentliche Tätigkeit (z. B. Vertretung, Arbeitsverhältnis, Boten- oder Reinigungsleistung);\n  „Werktage“: Montag bis Freitag mit Ausnahme der gesetzlichen Feiertage in Nordrhein-Westfalen.`,
      ],
    },
    {
      title: "§ 3 Zugangsvoraussetzungen",
      paragraphs: [
        "(1) Registrieren dürfen sich ausschließlich approbierte Apothekerinnen und Apotheker, die eine Apotheke rechtmäßig betreiben, also Inhaber einer gültigen Erlaubnis zum Betrieb einer Apotheke nach § 1 Abs. 2 Apothekengesetz (ApoG) sind, sowie deren bevollmächtigte Vertreter, die im Namen der Inhaberin oder des Inhabers handeln.",
        `(2) Mit der Registrierung versichern Sie, dass diese Voraussetzungen vorliegen. ${brand} ist berechtigt, geeignete Nachweise (z. B. Approbationsurkunde oder Betriebserlaubnis) anzufordern. Entfällt eine Voraussetzung nachträglich, etwa durch Widerruf der Betriebserlaubnis oder Aufgabe der Apotheke, haben Sie uns dies unverzüglich mitzuteilen.`,
      ],
    },
    {
      title: "§ 4 Registrierung und Nutzungsvertrag",
      paragraphs: [
        "(1) Für die Nutzung der Plattform ist ein Nutzerkonto erforderlich. Bei der Registrierung geben Sie insbesondere Ihre E-Mail-Adresse, ein Passwort, den Namen der Apotheke, Anrede, Vor- und Nachnamen der Inhaberin oder des Inhabers, die Anschrift der Apotheke, eine Telefonnummer und die eingesetzte Warenwirtschaftssoftware an. Pflichtangaben sind im Formular mit einem Sternchen (*) gekennzeichnet.",
        "(2) Nach dem Absenden des Registrierungsformulars erhalten Sie eine E-Mail mit einem Bestätigungslink. Mit dem Aufruf dieses Links bestätigen Sie Ihre E-Mail-Adresse; damit kommt zwischen Ihnen und uns ein unentgeltlicher Nutzungsvertrag über die Plattform zustande. Der Link ist aus Sicherheitsgründen nur einmal verwendbar und 48 Stunden gültig; nach Ablauf können Sie einen neuen Link anfordern.",
        "(3) Jeder Apothekeninhaber darf nur ein Nutzerkonto anlegen. Filialapotheken im Sinne des Apothekengesetzes werden innerhalb dieses einen Kontos verwaltet; ein gesondertes Konto je Filiale ist nicht zulässig.",
        `(4) ${brand} ist berechtigt, eine Registrierung ohne Angabe von Gründen abzulehnen. Ein Anspruch auf Abschluss eines Nutzungsvertrags besteht nicht.`,
        "(5) Sie sind verpflichtet, bei der Registrierung und während der gesamten Nutzung wahrheitsgemäße, vollständige und aktuelle Angaben zu machen und Änderungen unverzüglich in Ihrem Konto nachzutragen.",
        `(6) Ihre Zugangsdaten sind geheim zu halten und vor dem Zugriff Dritter zu schützen. Besteht der Verdacht, dass Unbefugte Kenntnis von Ihren Zugangsdaten erlangt haben, ändern Sie bitte sofort Ihr Passwort und informieren uns unter ${siteConfig.emails.info}. Für Handlungen, die unter Verwendung Ihrer Zugangsdaten vorgenommen werden, sind Sie verantwortlich, soweit Sie den Missbrauch zu vertreten haben.`,
      ],
    },
    {
      title: "§ 5 Leistungen der Plattform und Unentgeltlichkeit",
      paragraphs: [
        `(1) ${brand} stellt eine Plattform bereit, auf der Apothekeninhaber Suchaufträge und Stellenangebote einstellen und Dienstleister für Vertretungen, Nachtdienste, Feststellen sowie Boten- und Reinigungsdienste finden können. ${brand} prüft eingehende Suchaufträge, gleicht sie mit den Profilen registrierter Dienstleister ab und schlägt geeignete Dienstleister vor.`,
        "(2) Die Registrierung und die Nutzung der Plattform sind für Apothekeninhaber kostenlos. Eine Vergütung in Form einer Vermittlungsprovision fällt ausschließlich bei erfolgreicher Vermittlung nach Maßgabe des § 9 an.",
        `(3) ${brand} schuldet die Vermittlung, nicht aber einen bestimmten Vermittlungserfolg. Insbesondere besteht kein Anspruch darauf, dass für einen Suchauftrag ein geeigneter oder verfügbarer Dienstleister gefunden wird.`,
        `(4) ${brand} wird nicht Vertragspartei des Dienstleistungsvertrags und ist weder Arbeitgeber noch Verleiher der vermittelten Dienstleister. Eine Arbeitnehmerüberlassung findet nicht statt.`,
      ],
    },
    {
      title: "§ 6 Suchauftrag und Zustandekommen des Vermittlungsvertrags",
      paragraphs: [
        "(1) Im Bereich „Arbeitsangebote erstellen“ können Sie einen Suchauftrag anlegen, insbesondere mit Art der Stelle (Feststelle, Nachtdienst oder Vertretungsangebot), gesuchter Qualifikation, Zeitraum, Arbeitszeiten, Ort, eingesetzter Warenwirtschaftssoftware sowie optional Stundensatz und Hinweisen. Bis zum Absenden können Sie den Suchauftrag als Entwurf speichern und beliebig bearbeiten oder verwerfen; ein Entwurf ist unverbindlich.",
        `(2) Vor dem Absenden wird Ihnen eine Übersicht aller Angaben einschließlich der anfallenden Vermittlungsprovision angezeigt, in der Sie Eingabefehler erkennen und berichtigen können. Mit dem Betätigen der Schaltfläche ${button} geben Sie ein verbindliches Angebot auf Abschluss eines entgeltlichen Vermittlungsvertrags ab.`,
        "(3) Den Eingang Ihres Suchauftrags bestätigen wir Ihnen unverzüglich per E-Mail. Diese Eingangsbestätigung stellt noch keine Annahme Ihres Angebots dar.",
        "(4) Wir nehmen Ihr Angebot innerhalb von zwei Werktagen nach Eingang durch eine Annahmeerklärung per E-Mail oder durch die Veröffentlichung des Suchauftrags auf der Plattform an. Mit der Annahme kommt der Vermittlungsvertrag zustande und der Suchauftrag wird veröffentlicht. Nehmen wir das Angebot nicht innerhalb dieser Frist an, sind Sie nicht mehr an es gebunden. Lehnen wir einen Suchauftrag ab, teilen wir Ihnen dies unter Angabe des Grundes per E-Mail mit.",
        "(5) Veröffentlichte Suchaufträge sind für alle angemeldeten Nutzerinnen und Nutzer der Plattform sichtbar. Sie sind dafür verantwortlich, dass Ihr Suchauftrag zutreffend ist und keine Rechte Dritter oder gesetzlichen Vorschriften, insbesondere des Allgemeinen Gleichbehandlungsgesetzes (AGG), verletzt.",
        "(6) Der Vertragstext wird von uns gespeichert. Die Einzelheiten Ihres Suchauftrags können Sie jederzeit in Ihrem Nutzerkonto einsehen; diese AGB können Sie auf dieser Seite abrufen, speichern und ausdrucken. Vertragssprache ist Deutsch.",
      ],
    },
    {
      title: "§ 7 Vorschlag von Dienstleistern und Einsicht in Bewerbungsunterlagen",
      paragraphs: [
        `(1) Hat sich ein Dienstleister auf Ihren Suchauftrag gemeldet oder hält ${brand} einen registrierten Dienstleister für geeignet, schlagen wir Ihnen diesen per E-Mail vor.`,
        "(2) Bis zu Ihrer Bestätigung sehen Sie vom vorgeschlagenen Dienstleister ausschließlich den Vor- und Nachnamen beziehungsweise den Firmennamen. Bestätigen Sie den Vorschlag, erhalten Sie die vollständigen Bewerbungsunterlagen des Dienstleisters (z. B. Qualifikationsnachweise, Approbation, Zeugnisse und, soweit hinterlegt, den Lebenslauf).",
        "(3) Die Entscheidung, ob Sie mit einem vorgeschlagenen Dienstleister einen Vertrag schließen, treffen allein Sie. Vor dem Einsatz prüfen Sie in eigener Verantwortung die Eignung des Dienstleisters und die berufsrechtlichen Voraussetzungen, insbesondere nach der Apothekenbetriebsordnung (ApBetrO), etwa die Approbation für eine Vertretung nach § 2 Abs. 5 ApBetrO.",
        "(4) Der Dienstleistungsvertrag wird außerhalb der Plattform unmittelbar zwischen Ihnen und dem Dienstleister geschlossen. Inhalt, Vergütung und Durchführung vereinbaren Sie mit dem Dienstleister selbst; für Pflichten aus diesem Vertrag haftet ausschließlich die jeweilige Vertragspartei.",
        "(5) Sofern im Dienstleistungsvertrag nichts anderes vereinbart ist, verpflichten Sie sich gegenüber uns, die Vergütung eines über die Plattform vermittelten Dienstleisters für eine Vertretung innerhalb von 2 Wochen nach Ende der Vertretung zu zahlen, sofern Ihnen bis dahin eine ordnungsgemäße Rechnung vorliegt. Auf diese Zahlungsfrist weisen wir Dienstleister auf unserer Website hin.",
        "(6) Die Bewerbungsunterlagen dürfen Sie ausschließlich zur Entscheidung über den konkreten Suchauftrag und zur Durchführung des Dienstleistungsvertrags verwenden. Eine Weitergabe an Dritte ist unzulässig. Kommt kein Vertrag zustande, löschen Sie die Unterlagen, sobald sie für diesen Zweck nicht mehr benötigt werden.",
        `(7) Sie informieren ${brand} unverzüglich per E-Mail an ${siteConfig.emails.info}, wenn Sie mit einem vorgeschlagenen Dienstleister einen Dienstleistungsvertrag geschlossen haben.`,
      ],
    },
    {
      title: "§ 8 Laufzeit und Beendigung des Vermittlungsvertrags",
      paragraphs: [
        "(1) Der Vermittlungsvertrag endet, ohne dass es einer Kündigung bedarf,",
        "  mit der erfolgreichen Vermittlung, also dem Abschluss eines Dienstleistungsvertrags mit einem von uns vorgeschlagenen Dienstleister;\n  mit der Löschung des Suchauftrags durch Sie;\n  erfolglos an dem Tag, an dem der Dienstleister seine Tätigkeit nach dem Suchauftrag hätte aufnehmen sollen, wenn bis dahin keine Vermittlung erfolgt ist;\n  spätestens nach Ablauf von 12 Monaten nach seinem Zustandekommen.",
        "(2) Sie können einen Suchauftrag jederzeit in Ihrem Nutzerkonto löschen. Die Löschung lässt bereits entstandene Provisionsansprüche sowie den Anspruch nach § 9 Abs. 5 unberührt.",
        "(3) Mit Beendigung des Vermittlungsvertrags wird der Suchauftrag nicht mehr veröffentlicht.",
      ],
    },
    {
      title: "§ 9 Vermittlungsprovision und Zahlungsbedingungen",
      paragraphs: [
        `(1) Für eine erfolgreiche Vermittlung schulden Sie eine Vermittlungsprovision. Ihre Höhe richtet sich nach der bei Absenden des Suchauftrags gültigen Preisliste oder nach einem individuellen Angebot von ${brand}; sie wird Ihnen vor dem Betätigen der Schaltfläche ${button} angezeigt. Alle Beträge verstehen sich zuzüglich der gesetzlichen Umsatzsteuer.`,
        "(2) Eine Vermittlung ist erfolgreich, wenn zwischen Ihnen und einem von uns vorgeschlagenen Dienstleister ein Dienstleistungsvertrag zustande kommt. Der Anspruch auf die Provision entsteht mit dem Abschluss dieses Vertrags. Kommt keine Vermittlung zustande, fällt keine Provision an.",
        "(3) Die Provision wird Ihnen in Rechnung gestellt. Rechnungen sind innerhalb von 14 Werktagen nach Zugang ohne Abzug zur Zahlung fällig. Wir können Rechnungen elektronisch, insbesondere per E-Mail, übermitteln.",
        "(4) Bei Zahlungsverzug schulden Sie Verzugszinsen in gesetzlicher Höhe (§ 288 Abs. 2 BGB) sowie die Verzugspauschale nach § 288 Abs. 5 BGB. Die Geltendmachung eines weiteren Schadens bleibt vorbehalten.",
        "(5) Die Provision ist auch dann geschuldet, wenn Sie einen Dienstleister, den wir Ihnen vorgeschlagen haben und den Sie abgelehnt haben oder mit dem zunächst kein Vertrag zustande gekommen ist, innerhalb von 6 Monaten nach der Ablehnung unmittelbar oder über Dritte beauftragen oder einstellen. In diesem Fall sind Sie verpflichtet, uns den Vertragsschluss unverzüglich mitzuteilen.",
        "(6) Gegen unsere Forderungen können Sie nur mit unbestrittenen oder rechtskräftig festgestellten Gegenforderungen aufrechnen. Ein Zurückbehaltungsrecht steht Ihnen nur zu, soweit es auf demselben Vertragsverhältnis beruht.",
      ],
    },
    {
      title: "§ 10 Pflichten des Apothekeninhabers",
      paragraphs: [
        "(1) Sie verpflichten sich, die Plattform nur im Rahmen der geltenden Gesetze und dieser AGB zu nutzen. Unzulässig ist insbesondere,",
        "  falsche, irreführende oder diskriminierende Angaben in Suchaufträgen oder im Konto zu machen;\n  Daten von Dienstleistern zu anderen Zwecken als zur Besetzung des eigenen Suchauftrags zu erheben, zu speichern oder weiterzugeben;\n  die Plattform zu umgehen, um die Vermittlungsprovision zu vermeiden;\n  automatisierte Abfragen, Skripte oder sonstige Maßnahmen einzusetzen, welche die Funktionsfähigkeit der Plattform beeinträchtigen;\n  Zugangsdaten an Dritte weiterzugeben.",
        `(2) Sie stellen ${brand} von Ansprüchen Dritter frei, die diese wegen einer von Ihnen zu vertretenden Verletzung dieser Pflichten gegen ${brand} geltend machen, einschließlich der angemessenen Kosten der Rechtsverteidigung.`,
      ],
    },
    {
      title: "§ 11 Vertraulichkeit",
      paragraphs: [
        "(1) Die Vertragsparteien behandeln alle im Rahmen der Zusammenarbeit erlangten vertraulichen Informationen der jeweils anderen Partei, insbesondere Geschäfts- und Betriebsgeheimnisse, Konditionen und Informationen über Dienstleister, vertraulich und verwenden sie ausschließlich zur Durchführung des Vertrags.",
        "(2) Die Pflicht zur Vertraulichkeit besteht während der Vertragslaufzeit und für 3 Jahre nach deren Ende fort. Für personenbezogene Daten, insbesondere die Bewerbungsunterlagen der Dienstleister, gilt die Pflicht zur Vertraulichkeit zeitlich unbegrenzt.",
        "(3) Nicht vertraulich sind Informationen, die öffentlich bekannt sind oder ohne Verstoß gegen diese Pflicht bekannt werden, die der empfangenden Partei bereits rechtmäßig bekannt waren oder die aufgrund gesetzlicher oder behördlicher Anordnung offengelegt werden müssen.",
      ],
    },
    {
      title: "§ 12 Verfügbarkeit und Wartung",
      paragraphs: [
        `(1) ${brand} gewährleistet eine Verfügbarkeit der Plattform von 99 % im Jahresmittel je Kalenderjahr. Nicht in die Berechnung einfließen angekündigte Wartungsarbeiten nach Absatz 2 sowie Ausfälle, die auf Umständen außerhalb unseres Einflussbereichs beruhen, etwa höhere Gewalt oder Störungen öffentlicher Kommunikationsnetze.`,
        "(2) Für Wartungsarbeiten kann die Plattform vorübergehend nicht erreichbar sein. Wartungsarbeiten dauern höchstens 3 Stunden pro Monat, finden nach Möglichkeit außerhalb der üblichen Geschäftszeiten statt und werden, soweit möglich, drei Tage im Voraus auf der Plattform oder per E-Mail angekündigt. Unaufschiebbare Sicherheitsmaßnahmen können auch ohne Ankündigung erfolgen.",
      ],
    },
    {
      title: "§ 13 Änderungen der unentgeltlichen Leistungen",
      paragraphs: [
        `(1) ${brand} entwickelt die Plattform laufend weiter. Wir sind berechtigt, unentgeltliche Leistungen zu ändern, zu erweitern, einzuschränken oder einzustellen, soweit dies für Sie zumutbar ist. Wesentliche Änderungen kündigen wir mindestens 14 Tage vor ihrem Wirksamwerden per E-Mail oder auf der Plattform an.`,
        "(2) Bereits angenommene Suchaufträge und laufende Vermittlungsverträge werden von solchen Änderungen nicht beeinträchtigt.",
      ],
    },
    {
      title: "§ 14 Sperrung des Nutzerkontos",
      paragraphs: [
        "(1) Befinden Sie sich mit der Zahlung einer fälligen Rechnung in Verzug, sind wir berechtigt, Ihr Nutzerkonto zu sperren, nachdem wir Sie erfolglos gemahnt und Ihnen die Sperrung unter Setzung einer angemessenen Zahlungsfrist angekündigt haben. Nach vollständigem Zahlungseingang heben wir die Sperrung unverzüglich auf.",
        "(2) Wir können Ihr Konto außerdem vorübergehend oder dauerhaft sperren, wenn konkrete Anhaltspunkte dafür bestehen, dass Sie gegen diese AGB oder gesetzliche Vorschriften verstoßen, insbesondere wenn die Zugangsvoraussetzungen nach § 3 nicht oder nicht mehr vorliegen. Bei der Entscheidung berücksichtigen wir Ihre berechtigten Interessen.",
        "(3) Während einer Sperrung können Sie sich nicht anmelden und keine Suchaufträge erteilen; Ihre veröffentlichten Suchaufträge werden ausgeblendet. Bestehende Zahlungspflichten bleiben unberührt.",
      ],
    },
    {
      title: "§ 15 Laufzeit und Kündigung des Nutzungsvertrags, Löschung des Kontos",
      paragraphs: [
        "(1) Der Nutzungsvertrag wird auf unbestimmte Zeit geschlossen. Sie können ihn jederzeit ohne Einhaltung einer Frist kündigen, indem Sie Ihr Konto in den Kontoeinstellungen löschen oder uns Ihre Kündigung in Textform mitteilen.",
        "(2) Wir können den Nutzungsvertrag mit einer Frist von 14 Tagen in Textform kündigen. Das Recht beider Parteien zur außerordentlichen Kündigung aus wichtigem Grund bleibt unberührt; ein wichtiger Grund liegt für uns insbesondere bei schwerwiegenden oder wiederholten Verstößen gegen diese AGB vor.",
        "(3) Jeder Kündigung des Nutzungsvertrags folgt die Löschung des Nutzerkontos. Daten, die wir aufgrund gesetzlicher Aufbewahrungspflichten aufbewahren müssen oder zur Durchsetzung offener Ansprüche benötigen, werden bis zum Ablauf der jeweiligen Frist gesperrt und danach gelöscht.",
        "(4) Nutzerkonten, in die sich 24 Monate lang niemand angemeldet hat, löschen wir. Vorher weisen wir Sie per E-Mail auf die bevorstehende Löschung hin; melden Sie sich innerhalb der in der E-Mail genannten Frist an, bleibt Ihr Konto bestehen.",
        "(5) Die Beendigung des Nutzungsvertrags lässt bereits entstandene Provisionsansprüche, den Anspruch nach § 9 Abs. 5 sowie die Pflichten aus § 7 Abs. 6 und § 11 unberührt.",
      ],
    },
    {
      title: "§ 16 Haftung",
      paragraphs: [
        `(1) ${brand} haftet unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei Verletzung des Lebens, des Körpers oder der Gesundheit, nach den Vorschriften des Produkthaftungsgesetzes sowie im Umfang einer übernommenen Garantie.`,
        "(2) Bei leicht fahrlässiger Verletzung einer wesentlichen Vertragspflicht ist die Haftung auf den vertragstypischen, bei Vertragsschluss vorhersehbaren Schaden begrenzt. Wesentliche Vertragspflichten sind solche, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags überhaupt erst ermöglicht und auf deren Einhaltung Sie regelmäßig vertrauen dürfen. Im Übrigen ist die Haftung für leichte Fahrlässigkeit ausgeschlossen.",
        `(3) ${brand} haftet nicht für die Richtigkeit der Angaben der Dienstleister, für deren fachliche Eignung über die von uns vorgenommene Prüfung der eingereichten Nachweise hinaus, für das Zustandekommen eines Dienstleistungsvertrags oder für die Erfüllung von Pflichten aus dem Dienstleistungsvertrag. Die Pflichten des Apothekenleiters nach der Apothekenbetriebsordnung bleiben unberührt.`,
        "(4) Die vorstehenden Haftungsbeschränkungen gelten auch zugunsten unserer gesetzlichen Vertreter, Mitarbeiterinnen und Mitarbeiter sowie Erfüllungsgehilfen.",
      ],
    },
    {
      title: "§ 17 Datenschutz",
      paragraphs: [
        `(1) Wir verarbeiten Ihre personenbezogenen Daten nach den Vorgaben der Datenschutz-Grundverordnung (DSGVO) und des Bundesdatenschutzgesetzes (BDSG). Einzelheiten finden Sie in unserer Datenschutzerklärung. Fragen richten Sie bitte an ${siteConfig.emails.privacy}.`,
        "(2) Soweit Sie personenbezogene Daten von Dienstleistern erhalten, sind Sie für deren Verarbeitung eigenständig datenschutzrechtlich verantwortlich und verpflichten sich, die Vorgaben der DSGVO einzuhalten.",
      ],
      button: { label: "Zur Datenschutzerklärung", to: "/datenschutz" },
    },
    {
      title: "§ 18 Änderungen dieser AGB",
      paragraphs: [
        "(1) Wir können diese AGB mit Wirkung für die Zukunft ändern, wenn hierfür ein sachlicher Grund besteht, etwa eine Änderung der Rechtslage, der Rechtsprechung oder der angebotenen Leistungen, und die Änderung für Sie zumutbar ist. Die wesentlichen Inhalte des Vertrags, insbesondere Art und Umfang der Hauptleistungen und die Höhe bereits vereinbarter Provisionen, werden auf diesem Weg nicht geändert.",
        "(2) Änderungen teilen wir Ihnen mindestens 6 Wochen vor ihrem Wirksamwerden in Textform, in der Regel per E-Mail, unter Gegenüberstellung der geänderten Regelungen mit. Die Änderungen gelten als angenommen, wenn Sie ihnen nicht innerhalb von 6 Wochen nach Zugang der Mitteilung widersprechen. Auf diese Folge, die Frist und Ihr Widerspruchsrecht weisen wir Sie in der Mitteilung gesondert hin.",
        "(3) Widersprechen Sie fristgerecht, gelten die bisherigen AGB fort. Beide Parteien können den Nutzungsvertrag in diesem Fall nach § 15 kündigen.",
      ],
    },
    {
      title: "§ 19 Schlussbestimmungen",
      paragraphs: [
        "(1) Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts (CISG).",
        `(2) Ist der Apothekeninhaber Kaufmann, juristische Person des öffentlichen Rechts oder öffentlich-rechtliches Sondervermögen, ist ausschließlicher Gerichtsstand für alle Streitigkeiten aus und im Zusammenhang mit diesem Vertrag ${siteConfig.address.city}. Wir sind berechtigt, auch am allgemeinen Gerichtsstand des Apothekeninhabers zu klagen.`,
        "(3) Änderungen und Ergänzungen des Vertrags bedürfen der Textform, soweit in diesen AGB nichts anderes bestimmt ist.",
        "(4) Sollten einzelne Bestimmungen dieser AGB ganz oder teilweise unwirksam sein oder werden, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt. An die Stelle der unwirksamen Bestimmung treten die gesetzlichen Vorschriften.",
      ],
    },
  ],
};
