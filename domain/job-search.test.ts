import { describe, expect, it } from "vitest";
import { FEDERAL_STATE_LABELS, FEDERAL_STATES } from "./enums";
import { jobSearchDefaults, jobSearchSchema } from "./job-search";
import { messagesDe } from "./messages/de";
import { messagesEn } from "./messages/en";
import { fieldErrors } from "./validation";

function errors(input: Record<string, unknown>, catalogue = messagesDe) {
  const result = jobSearchSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error, catalogue);
}

describe("jobSearchSchema", () => {
  it("fills in the defaults: Feststelle and empty strings", () => {
    expect(jobSearchSchema.parse({})).toEqual({
      type: "Feststelle",
      startDate: "",
      endDate: "",
      location: "",
      state: "",
    });
    expect(jobSearchSchema.parse({})).toEqual(jobSearchDefaults);
  });

  it("accepts a full search and trims the location", () => {
    expect(
      jobSearchSchema.parse({
        type: "Vertretungsangebot",
        startDate: "2025-07-01",
        endDate: "2025-07-31",
        location: " 50667 Köln ",
        state: "DE-NW",
      }),
    ).toEqual({
      type: "Vertretungsangebot",
      startDate: "2025-07-01",
      endDate: "2025-07-31",
      location: "50667 Köln",
      state: "DE-NW",
    });
  });

  it.each([
    ["Nachtdienst", {}],
    ["only a start date", { startDate: "2025-07-01" }],
    ["only an end date", { endDate: "2025-07-01" }],
    ["one day", { startDate: "2025-07-01", endDate: "2025-07-01" }],
    ["a location of 100 characters", { location: "x".repeat(100) }],
  ])("accepts %s", (_name, input) => {
    expect(errors({ type: "Nachtdienst", ...input })).toEqual({});
  });

  it("knows the 16 federal states, with German labels", () => {
    expect(FEDERAL_STATES).toHaveLength(16);
    expect(FEDERAL_STATE_LABELS["DE-NW"]).toBe("Nordrhein-Westfalen");
    expect(FEDERAL_STATE_LABELS["DE-TH"]).toBe("Thüringen");
    for (const state of FEDERAL_STATES) expect(errors({ state })).toEqual({});
  });

  it.each([
    ["type", "Minijob", "Bitte wählen Sie eine gültige Angebotsart aus."],
    ["startDate", "01.07.2025", "Ungültiges Startdatum"],
    ["endDate", "2025-02-30", "Ungültiges Enddatum"],
    ["location", "x".repeat(101), "Ort oder PLZ darf maximal 100 Zeichen lang sein"],
    ["state", "Bayern", "Bitte wählen Sie ein gültiges Bundesland aus."],
  ])("%s = %j -> %s", (field, value, message) => {
    expect(errors({ [field]: value })).toEqual({ [field]: [message] });
  });

  it("refuses an end date before the start date, on endDate", () => {
    expect(errors({ startDate: "2025-07-10", endDate: "2025-07-09" })).toEqual({
      endDate: ["Das Enddatum darf nicht vor dem Startdatum liegen."],
    });
    expect(errors({ startDate: "2025-07-10", endDate: "2025-07-09" }, messagesEn)).toEqual({
      endDate: ["End date must not be before start date"],
    });
  });

  it("reports the date order even while another field is invalid", () => {
    expect(errors({ startDate: "2025-07-10", endDate: "2025-07-09", state: "Bayern" })).toEqual({
      endDate: ["Das Enddatum darf nicht vor dem Startdatum liegen."],
      state: ["Bitte wählen Sie ein gültiges Bundesland aus."],
    });
  });

  it("answers in English for the API", () => {
    expect(errors({ type: "Minijob", state: "Bayern" }, messagesEn)).toEqual({
      type: ["Type must be one of Feststelle, Nachtdienst, Vertretungsangebot"],
      state: ["State must be one of the 16 German federal states"],
    });
  });
});
