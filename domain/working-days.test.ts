import { describe, expect, it } from "vitest";
import {
  acceptanceDeadline,
  addWorkingDays,
  easterSunday,
  isOverdue,
  isWorkingDay,
  nrwHolidays,
} from "./working-days";

describe("NRW working days", () => {
  it("finds Easter Sunday", () => {
    expect(easterSunday(2026).toISOString().slice(0, 10)).toBe("2026-04-05");
    expect(easterSunday(2027).toISOString().slice(0, 10)).toBe("2027-03-28");
    expect(easterSunday(2024).toISOString().slice(0, 10)).toBe("2024-03-31");
  });

  it("knows the eleven public holidays of NRW", () => {
    const holidays = nrwHolidays(2026);
    expect(holidays.size).toBe(11);
    expect(holidays.get("2026-04-03")).toBe("Karfreitag");
    expect(holidays.get("2026-06-04")).toBe("Fronleichnam");
    expect(holidays.get("2026-11-01")).toBe("Allerheiligen");
    // Reformationstag is a holiday elsewhere, not in NRW.
    expect(holidays.has("2026-10-31")).toBe(false);
  });

  it("skips weekends and holidays", () => {
    expect(isWorkingDay("2026-11-20")).toBe(true); // Friday
    expect(isWorkingDay("2026-11-21")).toBe(false); // Saturday
    expect(isWorkingDay("2026-12-25")).toBe(false);
    expect(addWorkingDays("2026-11-20", 2)).toBe("2026-11-24"); // Fri -> Tue
    expect(addWorkingDays("2026-12-23", 2)).toBe("2026-12-28"); // over Christmas
    expect(addWorkingDays("2026-04-02", 2)).toBe("2026-04-08"); // over Easter
  });

  it("gives the acceptance deadline in Berlin time", () => {
    // Thursday 23:30 in Berlin is still Thursday there, though Friday is near.
    expect(acceptanceDeadline(new Date("2026-11-19T22:30:00Z"))).toBe("2026-11-23");
    // Friday 00:30 in Berlin is Friday: Monday and Tuesday count.
    expect(acceptanceDeadline(new Date("2026-11-19T23:30:00Z"))).toBe("2026-11-24");
  });

  it("is overdue only after the deadline day has ended", () => {
    expect(isOverdue("2026-11-24", new Date("2026-11-24T21:00:00Z"))).toBe(false);
    expect(isOverdue("2026-11-24", new Date("2026-11-24T23:30:00Z"))).toBe(true);
  });
});
