import { addDaysToIsoDate, nextIsoDate } from "../../domain/dates";
import { BUSINESS_TIME_ZONE } from "../../domain/limits";
import { siteConfig } from "../../domain/site-config";
import type { EmailAttachment, Placement } from "../db/schema";

/** What a calendar file says of a placement. */
export type CalendarPlacement = Pick<
  Placement,
  | "id"
  | "periods"
  | "workingHours"
  | "pharmacyName"
  | "street"
  | "postalCode"
  | "city"
  | "staffName"
  | "role"
  | "status"
  | "calendarSequence"
>;

/**
 * iTIP method of the file (RFC 5546): REQUEST in the mails that announce or change a
 * placement, CANCEL in the cancellation's, none in the subscribed feed (a feed publishes).
 */
export type CalendarMethod = "REQUEST" | "CANCEL" | undefined;

/**
 * Europe/Berlin's rules since 1996 (RFC 5545 asks for the VTIMEZONE of every TZID used):
 * summer time from the last Sunday of March, 02:00, to the last Sunday of October, 03:00.
 */
const BERLIN_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${BUSINESS_TIME_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/**
 * The working hours as times of day, when the free text names them ("8:00–18:30",
 * "8.30 - 13 Uhr", "20:00–8:00" ends the next morning); undefined otherwise, and the
 * events are then whole days.
 */
export function workingTimes(
  workingHours: string,
): { start: string; end: string; overnight: boolean } | undefined {
  const match =
    /(\d{1,2})(?:[:.](\d{2}))?\s*(?:Uhr\s*)?(?:–|-|—|bis)\s*(\d{1,2})(?:[:.](\d{2}))?/.exec(
      workingHours,
    );
  if (!match) return undefined;
  const [, h1 = "", m1 = "00", h2 = "", m2 = "00"] = match;
  if (Number(h1) > 23 || Number(h2) > 24 || Number(m1) > 59 || Number(m2) > 59) return undefined;
  const start = `${h1.padStart(2, "0")}${m1}00`;
  const end = `${h2.padStart(2, "0")}${m2}00`;
  return { start, end: end === "240000" ? "235900" : end, overnight: end <= start };
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
}

const compactDate = (isoDate: string) => isoDate.replaceAll("-", "");
const utcStamp = (date: Date) => `${date.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;

/** RFC 5545 3.3.11: backslash, semicolon, comma and newlines escaped. */
function text(value: string): string {
  return value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, "\\n");
}

/** RFC 5545 3.1: lines of at most 75 octets, continued with a space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + char, "utf8") > limit) {
      parts.push(current);
      current = "";
    }
    current += char;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** The VEVENTs of a placement: one per period, daily repeated over its days. */
function placementEvents(placement: CalendarPlacement, now: Date): string[] {
  const times = workingTimes(placement.workingHours);
  const cancelled = placement.status === "cancelled";
  return placement.periods.flatMap((period, index) => {
    const days = daysBetween(period.startDate, period.endDate);
    const when = times
      ? [
          `DTSTART;TZID=${BUSINESS_TIME_ZONE}:${compactDate(period.startDate)}T${times.start}`,
          `DTEND;TZID=${BUSINESS_TIME_ZONE}:${compactDate(
            times.overnight ? nextIsoDate(period.startDate) : period.startDate,
          )}T${times.end}`,
          ...(days > 1 ? [`RRULE:FREQ=DAILY;COUNT=${days}`] : []),
        ]
      : [
          `DTSTART;VALUE=DATE:${compactDate(period.startDate)}`,
          // An all-day event's DTEND is exclusive (RFC 5545, 3.6.1).
          `DTEND;VALUE=DATE:${compactDate(addDaysToIsoDate(period.endDate, 1))}`,
        ];
    return [
      "BEGIN:VEVENT",
      // The same UID in every file and the feed, so calendars update the one event.
      `UID:${placement.id}-${index}@apostaff`,
      `DTSTAMP:${utcStamp(now)}`,
      `SEQUENCE:${placement.calendarSequence}`,
      `STATUS:${cancelled ? "CANCELLED" : "CONFIRMED"}`,
      ...when,
      `SUMMARY:${text(`${cancelled ? "Abgesagt: " : ""}Einsatz ${placement.role}: ${placement.pharmacyName}`)}`,
      `LOCATION:${text(`${placement.pharmacyName}, ${placement.street}, ${placement.postalCode} ${placement.city}`)}`,
      `DESCRIPTION:${text(`Arbeitszeiten: ${placement.workingHours}\nFachkraft: ${placement.staffName}`)}`,
      `ORGANIZER;CN=${text(siteConfig.brandName)}:mailto:${siteConfig.emails.info}`,
      "TRANSP:OPAQUE",
      "END:VEVENT",
    ];
  });
}

/**
 * Placements as an iCalendar file (RFC 5545): each period one event in Europe/Berlin
 * from the working hours' start to their end, repeated daily over its days (whole days
 * when the working hours name no times). The UID is stable; SEQUENCE is the placement's
 * `calendarSequence`, raised by every change (docs/decisions/0054-calendar-feeds.md); a
 * cancelled placement stays with STATUS:CANCELLED, so a calendar never keeps a dead
 * shift.
 */
export function calendarFile(
  placements: readonly CalendarPlacement[],
  options: { name: string; method?: CalendarMethod; now?: Date },
): string {
  const now = options.now ?? new Date();
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//apostaff//Einsaetze//DE",
    "CALSCALE:GREGORIAN",
    ...(options.method ? [`METHOD:${options.method}`] : []),
    `X-WR-CALNAME:${text(options.name)}`,
    `X-WR-TIMEZONE:${BUSINESS_TIME_ZONE}`,
    ...BERLIN_VTIMEZONE,
    ...placements.flatMap((placement) => placementEvents(placement, now)),
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

/** One placement's file (download, mails). */
export function placementCalendar(placement: CalendarPlacement, method?: CalendarMethod): string {
  return calendarFile([placement], { name: `Einsatz ${placement.pharmacyName}`, method });
}

export const CALENDAR_FILE_NAME = "einsatz.ics";

/** The file for a mail: REQUEST when a placement is made or changed, CANCEL when cancelled. */
export function calendarAttachment(
  placement: CalendarPlacement,
  method: "REQUEST" | "CANCEL" = "REQUEST",
): EmailAttachment {
  return {
    filename: CALENDAR_FILE_NAME,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    contentBase64: Buffer.from(placementCalendar(placement, method), "utf8").toString("base64"),
  };
}
