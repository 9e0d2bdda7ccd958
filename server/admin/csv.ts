/**
 * CSV for the console's exports, as German spreadsheet programs open it: UTF-8 with a
 * byte-order mark, semicolons, CRLF, times in Europe/Berlin ("23.11.2026 14:05").
 *
 * Formula injection (OWASP "CSV injection"; docs/decisions/0032): a cell that starts
 * like a formula (=, +, -, @, tab, carriage return) must not be run. Phone numbers, the
 * usual such cells, are written "(+49) 221 1234567": readable, and a spreadsheet reads
 * neither a formula nor a number. Anything else starting so (a name such as
 * "=HYPERLINK(…)" typed into a public form) keeps a leading apostrophe, shown as text.
 */
export type CsvCell = string | number | boolean | Date | CsvDecimal | null | undefined;

/**
 * A number written the German way ("-1234,56"), as spreadsheets in Germany read it. Not
 * a formula even with a minus sign, so it is written as it is.
 */
export class CsvDecimal {
  constructor(readonly text: string) {
    if (!/^-?\d+(,\d+)?$/.test(text)) throw new Error(`not a decimal: ${text}`);
  }
}

const FORMULA_START = /^[=+\-@\t\r]/;
const GERMAN_PHONE = /^\+49[\s\d\-/()]*$/;
/** The lists' JSON form of a moment (`toISOString`), which the CSV shows in Berlin time. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

const berlinTime = new Intl.DateTimeFormat("de-DE", {
  timeZone: "Europe/Berlin",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** A moment as Berlin wall-clock time, "23.11.2026 14:05". */
export function berlinDateTime(value: Date): string {
  return berlinTime.format(value).replace(",", "");
}

function safeText(text: string): string {
  if (ISO_INSTANT.test(text)) return berlinDateTime(new Date(text));
  if (GERMAN_PHONE.test(text)) return `(+49) ${text.slice(3).trim()}`;
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (value instanceof CsvDecimal) return value.text;
  let text = value instanceof Date ? berlinDateTime(value) : String(value);
  if (typeof value === "string") text = safeText(text);
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line with its CRLF. */
export function csvLine(row: readonly CsvCell[]): string {
  return `${row.map(csvCell).join(";")}\r\n`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${[header, ...rows].map(csvLine).join("")}`;
}
