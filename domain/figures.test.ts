import { describe, expect, it } from "vitest";
import { monthsBetween, resolveFiguresPeriod } from "./figures";

describe("the figures' periods", () => {
  it("takes the whole month, quarter or year around a day", () => {
    expect(resolveFiguresPeriod("month", "2024-02-10")).toEqual({
      from: "2024-02-01",
      to: "2024-02-29",
      months: ["2024-02"],
    });
    expect(resolveFiguresPeriod("quarter", "2025-12-31")).toEqual({
      from: "2025-10-01",
      to: "2025-12-31",
      months: ["2025-10", "2025-11", "2025-12"],
    });
    const year = resolveFiguresPeriod("year", "2025-07-04");
    expect([year.from, year.to, year.months.length]).toEqual(["2025-01-01", "2025-12-31", 12]);
  });

  it("takes a free period as given, with every month it touches", () => {
    expect(resolveFiguresPeriod("custom", "2024-12-31", "2025-01-01")).toEqual({
      from: "2024-12-31",
      to: "2025-01-01",
      months: ["2024-12", "2025-01"],
    });
    expect(monthsBetween("2025-03-15", "2025-03-15")).toEqual(["2025-03"]);
    expect(monthsBetween("2016-01-01", "2025-12-31")).toHaveLength(120);
  });
});
