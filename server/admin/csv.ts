/**
 * CSV for the console's exports, as German spreadsheet programs open it: UTF-8 with a
 * byte-order mark, semicolons, CRLF. A cell that starts like a formula (=, +, -, @,
 * tab, carriage return) gets a leading apostrophe, so a name such as "=HYPERLINK(…)"
 * typed into a public form is shown, never run (OWASP "CSV injection").
 */
export type CsvCell = string | number | boolean | Date | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(";"));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
