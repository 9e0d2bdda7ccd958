import ical from "ical-generator";
import { BUSINESS_TIME_ZONE } from "../../domain/limits";
import type { Placement } from "../db/schema";
import type { EmailAttachment } from "../mail/email-layout";

/** The day after `isoDate`: an all-day event's DTEND is exclusive (RFC 5545, 3.6.1). */
function nextDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The placement as an iCalendar file (RFC 5545, ical-generator): one all-day event per
 * period, DTSTART the period's first day, in the business time zone Europe/Berlin; the
 * working hours stand in the description (they are free text, e.g. "8:00–18:30").
 */
export function placementCalendar(
  placement: Pick<
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
  >,
): string {
  const calendar = ical({
    name: `Einsatz ${placement.pharmacyName}`,
    timezone: BUSINESS_TIME_ZONE,
    prodId: { company: "apostaff", product: "Einsaetze", language: "DE" },
  });
  placement.periods.forEach((period, index) => {
    calendar.createEvent({
      id: `${placement.id}-${index}@apostaff`,
      start: period.startDate,
      end: nextDay(period.endDate),
      allDay: true,
      timezone: BUSINESS_TIME_ZONE,
      summary: `Einsatz ${placement.role}: ${placement.pharmacyName}`,
      location: `${placement.pharmacyName}, ${placement.street}, ${placement.postalCode} ${placement.city}`,
      description: `Arbeitszeiten: ${placement.workingHours}\nFachkraft: ${placement.staffName}`,
    });
  });
  return calendar.toString();
}

export const CALENDAR_FILE_NAME = "einsatz.ics";

export function calendarAttachment(
  placement: Parameters<typeof placementCalendar>[0],
): EmailAttachment {
  return {
    filename: CALENDAR_FILE_NAME,
    contentType: "text/calendar; charset=utf-8",
    contentBase64: Buffer.from(placementCalendar(placement), "utf8").toString("base64"),
  };
}
