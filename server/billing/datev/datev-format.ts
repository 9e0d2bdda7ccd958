import type { DatevSettings } from "../../company-settings";
import { encodeWindows1252 } from "./windows-1252";

/**
 * DATEV's CSV interface format ("DATEV-Format", EXTF): a header line, a line of column
 * names, then the records; `;` between fields, text in double quotes (a quote inside
 * doubled), amounts with a decimal comma and no thousands separator, CRLF, Windows-1252.
 * Used for the Buchungsstapel (category 21, format version 13) and the debtor master
 * data (category 16, format version 5), both in header version 700.
 */
/** A field: text (quoted), a number, a preformatted number or date (`raw`), or empty. */
export type DatevField = string | number | null | { raw: string };

export const text = (value: string | null | undefined, max: number): string | null =>
  value
    ? value
        .replace(/[\r\n;]+/g, " ")
        .replace(/\s{2,}/g, " ")
        .trim()
        .slice(0, max)
    : null;

export const amount = (cents: number): { raw: string } => ({
  raw: (Math.abs(cents) / 100).toFixed(2).replace(".", ","),
});

function field(value: DatevField): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  if (typeof value === "object") return value.raw;
  return `"${value.replaceAll('"', '""')}"`;
}

/** A record: numbers and raw fields plain, text quoted. */
export function line(fields: DatevField[]): string {
  return fields.map(field).join(";");
}

const compactDate = (isoDate: string) => isoDate.replaceAll("-", "");

/** "20261127103000123": when the file was made, Berlin time, to the millisecond. */
function createdStamp(now: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Berlin",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  const millis = String(now.getUTCMilliseconds()).padStart(3, "0");
  return `${parts.year}${parts.month}${parts.day}${parts.hour}${parts.minute}${parts.second}${millis}`;
}

export interface HeaderInput {
  category: 21 | 16;
  formatName: "Buchungsstapel" | "Debitoren/Kreditoren";
  formatVersion: 13 | 5;
  settings: DatevSettings;
  /** First day of the fiscal year (here the calendar year). */
  fiscalYearStart: string;
  /** Buchungsstapel only: the period and the batch's label. */
  period?: { from: string; to: string; label: string };
  now: Date;
}

/** The header line: 31 fields of header version 700. */
export function headerLine(input: HeaderInput): string {
  const { period } = input;
  return line([
    "EXTF",
    700,
    input.category,
    input.formatName,
    input.formatVersion,
    { raw: createdStamp(input.now) },
    null, // imported (DATEV fills it)
    "RE", // origin: Rechnungswesen
    "apostaff",
    null, // imported by
    input.settings.consultantNumber,
    input.settings.clientNumber,
    Number(compactDate(input.fiscalYearStart)),
    4, // length of general ledger accounts
    period ? Number(compactDate(period.from)) : null,
    period ? Number(compactDate(period.to)) : null,
    period ? text(period.label, 30) : null,
    null, // initials
    period ? 1 : null, // booking type 1: financial accounting
    period ? 0 : null, // accounting purpose: independent
    period ? 0 : null, // not locked (Festschreibung), the advisor locks
    period ? "EUR" : null,
    null,
    null, // derivative
    null,
    null,
    input.settings.chartOfAccounts,
    null, // industry solution
    null,
    null,
    null, // application information
  ]);
}

/** The file's bytes: lines joined by CRLF, ending with one, in Windows-1252. */
export function datevFile(lines: string[]): Uint8Array {
  return encodeWindows1252(`${lines.join("\r\n")}\r\n`);
}
