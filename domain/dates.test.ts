import { describe, expect, it } from "vitest";
import {
  addMonthsToIsoDate,
  formatGermanPeriod,
  formatGermanPeriods,
  nextIsoDate,
  startOfBusinessDay,
} from "./dates";

describe("business days in Europe/Berlin", () => {
  it("starts a summer day at 22:00 UTC the day before, a winter day at 23:00", () => {
    expect(startOfBusinessDay("2026-07-01").toISOString()).toBe("2026-06-30T22:00:00.000Z");
    expect(startOfBusinessDay("2026-01-15").toISOString()).toBe("2026-01-14T23:00:00.000Z");
  });

  it("handles the days the clocks change", () => {
    // 29 March 2026: 02:00 becomes 03:00; midnight is still in winter time.
    expect(startOfBusinessDay("2026-03-29").toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(startOfBusinessDay("2026-03-30").toISOString()).toBe("2026-03-29T22:00:00.000Z");
    // 25 October 2026: 03:00 becomes 02:00; midnight is still in summer time.
    expect(startOfBusinessDay("2026-10-25").toISOString()).toBe("2026-10-24T22:00:00.000Z");
    expect(startOfBusinessDay("2026-10-26").toISOString()).toBe("2026-10-25T23:00:00.000Z");
  });

  it("counts on to the next day across months and years", () => {
    expect(nextIsoDate("2026-02-28")).toBe("2026-03-01");
    expect(nextIsoDate("2026-12-31")).toBe("2027-01-01");
  });

  it("adds months, ending on a shorter month's last day", () => {
    expect(addMonthsToIsoDate("2026-06-01", 12)).toBe("2027-06-01");
    expect(addMonthsToIsoDate("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonthsToIsoDate("2028-02-29", 12)).toBe("2029-02-28");
    expect(addMonthsToIsoDate("2026-11-30", 3)).toBe("2027-02-28");
  });
});

describe("periods in German texts", () => {
  it("writes a period from its first to its last day, a single day as one date", () => {
    expect(formatGermanPeriod("2026-07-01", "2026-07-15")).toBe("01.07.2026 – 15.07.2026");
    expect(formatGermanPeriod("2026-12-01", "2026-12-01")).toBe("01.12.2026");
  });

  it("lists several periods", () => {
    expect(
      formatGermanPeriods([
        { startDate: "2026-07-01", endDate: "2026-07-15" },
        { startDate: "2026-08-03", endDate: "2026-08-03" },
      ]),
    ).toBe("01.07.2026 – 15.07.2026, 03.08.2026");
  });
});
