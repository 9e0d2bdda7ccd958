/**
 * CSV for the console's exports, as German spreadsheet programs open it: UTF-8 with a
 * byte-order mark, semicolons, CRLF. A cell that starts like a formula (=, +, -, @,
 * tab, carriage return) gets a leading apostrophe, so a name such as "=HYPERLINK(…)"
 * typed into a public form is shown, never run (OWASP "CSV injection").
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

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (value instanceof CsvDecimal) return value.text;
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(";"));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
