import ical from "ical-generator";
import { nextIsoDate } from "../../domain/dates";
import { BUSINESS_TIME_ZONE } from "../../domain/limits";
import type { EmailAttachment, Placement } from "../db/schema";

/**
 * The placement as an iCalendar file (RFC 5545, ical-generator): one all-day event per
 * period, DTSTART the period's first day. All-day dates are the days in Köln as they
 * stand (floating, no zone); X-WR-TIMEZONE names Europe/Berlin for calendar programs. No
 * zone is set on the calendar itself: ical-generator would then write DTSTAMP in local
 * time, where RFC 5545 asks for UTC. The working hours stand in the description (free
 * text, e.g. "8:00–18:30").
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
    prodId: { company: "apostaff", product: "Einsaetze", language: "DE" },
  });
  calendar.x([{ key: "X-WR-TIMEZONE", value: BUSINESS_TIME_ZONE }]);
  placement.periods.forEach((period, index) => {
    calendar.createEvent({
      id: `${placement.id}-${index}@apostaff`,
      start: period.startDate,
      // An all-day event's DTEND is exclusive (RFC 5545, 3.6.1).
      end: nextIsoDate(period.endDate),
      allDay: true,
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
