// German texts of the console's figures page, /admin/kennzahlen (docs/product.md,
// "The agency's numbers"). The charts' titles and table columns are in
// domain/figures-tables.ts: the CSV downloads use them too.

export const figuresContent = {
  meta: {
    title: "Kennzahlen – Konsole",
    description:
      "Betreiberkonsole von apostaff: Aufträge, Einsätze, Umsatz und Personal in Zahlen.",
  },
  title: "Kennzahlen",
  intro:
    "Die Zahlen der Agentur für einen Zeitraum, auf Wunsch für ein Bundesland oder einen Beruf. Jedes Diagramm zeigt seine Zahlen auch als Tabelle und als CSV.",
  filtersLabel: "Auswahl",
  filters: {
    period: "Zeitraum",
    month: "Monat",
    quarter: "Quartal",
    year: "Jahr",
    from: "Von",
    to: "Bis",
    region: "Bundesland",
    allRegions: "Alle Bundesländer",
    profession: "Beruf",
    allProfessions: "Alle Berufe",
  },
  errors: {
    datesMissing: "Bitte geben Sie Anfang und Ende des Zeitraums an.",
    toBeforeFrom: "Das Ende liegt vor dem Anfang des Zeitraums.",
    tooLong: "Der Zeitraum darf höchstens zehn Jahre umfassen.",
  },
  loading: "Kennzahlen werden geladen …",
  failed: "Die Kennzahlen konnten nicht geladen werden.",
  keyFigures: {
    heading: "Auf einen Blick",
    fillRate: "Besetzungsquote",
    timeToFill: "Zeit bis zur Besetzung (Median)",
    daysToPayment: "Tage bis zur Zahlung (Durchschnitt)",
    receivables: "Offene Forderungen (brutto)",
    waiting: "Warten auf Freischaltung",
    days: "Tage",
    asOf: "Stand",
  },
  sections: {
    orders: "Aufträge",
    placements: "Einsätze",
    money: "Umsatz und Zahlungen",
    people: "Fachkräfte und Registrierungen",
  },
  tile: "Kennzahlen: Aufträge, Einsätze, Umsatz",
};
