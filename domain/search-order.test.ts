import { describe, expect, it } from "vitest";
import { messagesDe } from "./messages/de";
import { periodsOverlap, searchOrderSchema } from "./search-order";
import { fieldErrors } from "./validation";

const schema = searchOrderSchema(() => "2026-06-01");
const valid = {
  type: "Nachtdienst",
  role: "PTA",
  ownerCover: false,
  periods: [{ startDate: "2026-06-10", endDate: "2026-06-12" }],
  workingHours: "20:00–8:00",
  street: "Domkloster 4",
  postalCode: "50667",
  city: "Köln",
  state: "DE-NW",
  wwsSoftware: ["ADG"],
  hourlyRate: "",
  note: "",
};
const errorsOf = (overrides: Record<string, unknown>) => {
  const result = schema.safeParse({ ...valid, ...overrides });
  return result.success ? {} : fieldErrors(result.error, messagesDe);
};

describe("search order schema", () => {
  it("accepts a complete order; an empty hourly rate becomes null", () => {
    const result = schema.parse(valid);
    expect(result.hourlyRate).toBeNull();
    expect(schema.parse({ ...valid, hourlyRate: 42.5 }).hourlyRate).toBe(42.5);
    // German decimal comma, as typed into the form (issue 13: "42,50" became 4250).
    expect(schema.parse({ ...valid, hourlyRate: "42,50" }).hourlyRate).toBe(42.5);
    expect(schema.parse({ ...valid, hourlyRate: "42.50" }).hourlyRate).toBe(42.5);
    expect(schema.parse({ ...valid, hourlyRate: " 45 " }).hourlyRate).toBe(45);
  });

  it("reports German messages for past dates, reversed periods, overlaps and owner cover", () => {
    expect(
      errorsOf({ periods: [{ startDate: "2026-05-31", endDate: "2026-06-02" }] }).periods,
    ).toEqual(["Das Startdatum darf nicht in der Vergangenheit liegen."]);
    expect(
      errorsOf({ periods: [{ startDate: "2026-06-05", endDate: "2026-06-02" }] }).periods,
    ).toEqual(["Das Enddatum darf nicht vor dem Startdatum liegen."]);
    expect(
      errorsOf({
        periods: [
          { startDate: "2026-06-05", endDate: "2026-06-10" },
          { startDate: "2026-06-10", endDate: "2026-06-12" },
        ],
      }).periods,
    ).toEqual(["Die Zeiträume dürfen sich nicht überschneiden."]);
    // The brokerage lasts 12 months at most, one period a year at most (a typed 9999
    // reached the invoice as an amount that did not fit).
    expect(errorsOf({ periods: [{ startDate: "2027-06-01", endDate: "2027-06-02" }] })).toEqual({});
    expect(
      errorsOf({ periods: [{ startDate: "2027-06-02", endDate: "2027-06-03" }] }).periods,
    ).toEqual(["Das Startdatum darf höchstens 12 Monate in der Zukunft liegen."]);
    expect(errorsOf({ periods: [{ startDate: "2026-06-10", endDate: "2027-06-10" }] })).toEqual({});
    expect(
      errorsOf({ periods: [{ startDate: "2026-06-10", endDate: "9999-12-31" }] }).periods,
    ).toEqual(["Ein Zeitraum darf höchstens 12 Monate lang sein."]);
    expect(errorsOf({ ownerCover: true }).role).toEqual([
      "Eine Inhabervertretung kann nur ein/e Apotheker/in übernehmen.",
    ]);
    expect(errorsOf({ postalCode: "5066" }).postalCode).toEqual([
      "Die PLZ muss aus fünf Ziffern bestehen.",
    ]);
    expect(errorsOf({ hourlyRate: -1 }).hourlyRate).toBeDefined();
    expect(errorsOf({ hourlyRate: "42,505" }).hourlyRate).toBeDefined();
    expect(errorsOf({ hourlyRate: "4.250,00" }).hourlyRate).toBeDefined();
    expect(errorsOf({ hourlyRate: "zweiundvierzig" }).hourlyRate).toBeDefined();
    expect(errorsOf({ state: "" }).state).toEqual(["Bitte wählen Sie ein Bundesland aus."]);
  });

  it("finds overlapping periods, touching ones included", () => {
    expect(periodsOverlap([{ startDate: "2026-01-01", endDate: "2026-01-05" }])).toBe(false);
    expect(
      periodsOverlap([
        { startDate: "2026-01-06", endDate: "2026-01-09" },
        { startDate: "2026-01-01", endDate: "2026-01-05" },
      ]),
    ).toBe(false);
    expect(
      periodsOverlap([
        { startDate: "2026-01-01", endDate: "2026-01-05" },
        { startDate: "2026-01-05", endDate: "2026-01-09" },
      ]),
    ).toBe(true);
  });
});
