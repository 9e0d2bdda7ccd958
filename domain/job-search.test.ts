import { describe, expect, it } from "vitest";
import { FEDERAL_STATE_LABELS, FEDERAL_STATES } from "./enums";
import {
  jobSearchDefaults,
  jobSearchFromParams,
  jobSearchParams,
  jobSearchSchema,
  locationWords,
  orderOpenTo,
  sameJobSearch,
  typeToOpenOn,
} from "./job-search";
import { messagesDe } from "./messages/de";
import { messagesEn } from "./messages/en";
import { describeJobSearch } from "./messages/job-search-description";
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

describe("search filters in the address and in words", () => {
  const search = {
    type: "Vertretungsangebot",
    startDate: "2026-07-01",
    endDate: "",
    location: "Köln 50667",
    state: "DE-NW",
  } as const;

  it("carries the filters in the search page's address and back, leaving empty ones out", () => {
    const params = jobSearchParams(search);
    expect(params.toString()).toBe(
      "type=Vertretungsangebot&startDate=2026-07-01&location=K%C3%B6ln+50667&state=DE-NW",
    );
    expect(jobSearchFromParams(params)).toEqual(search);
    expect(jobSearchFromParams(new URLSearchParams("angebot=1"))).toEqual(jobSearchDefaults);
    // A tampered address opens the empty search rather than failing.
    expect(jobSearchFromParams(new URLSearchParams("type=Minijob&location=Bonn"))).toEqual(
      jobSearchDefaults,
    );
  });

  it("treats a place written differently as the same search", () => {
    expect(sameJobSearch(search, { ...search, location: " köln,  50667 " })).toBe(true);
    expect(sameJobSearch(search, { ...search, location: "Köln" })).toBe(false);
    expect(sameJobSearch(search, { ...search, endDate: "2026-07-31" })).toBe(false);
    expect(sameJobSearch(search, { ...search, type: "Feststelle" })).toBe(false);
    expect(sameJobSearch(search, { ...search, state: "" })).toBe(false);
    expect(locationWords(" Köln, 50667 ")).toEqual(["köln", "50667"]);
  });

  it("names a search in German words", () => {
    expect(describeJobSearch(search)).toBe(
      "Vertretungsangebot · Köln 50667 · Nordrhein-Westfalen · ab 01.07.2026",
    );
    expect(describeJobSearch(jobSearchDefaults)).toBe("Feststelle · ganz Deutschland");
    expect(
      describeJobSearch({ ...jobSearchDefaults, startDate: "2026-07-01", endDate: "2026-07-15" }),
    ).toBe("Feststelle · ganz Deutschland · 01.07.2026 – 15.07.2026");
    expect(
      describeJobSearch({ ...jobSearchDefaults, startDate: "2026-07-15", endDate: "2026-07-15" }),
    ).toBe("Feststelle · ganz Deutschland · 15.07.2026");
    expect(describeJobSearch({ ...jobSearchDefaults, endDate: "2026-07-15" })).toBe(
      "Feststelle · ganz Deutschland · bis 15.07.2026",
    );
  });
});

describe("the search's start by profession and type", () => {
  it("opens on Feststelle while it has offers, else on the first type that has some", () => {
    expect(typeToOpenOn({ Feststelle: 2, Nachtdienst: 0, Vertretungsangebot: 5 })).toBe(
      "Feststelle",
    );
    expect(typeToOpenOn({ Feststelle: 0, Nachtdienst: 0, Vertretungsangebot: 5 })).toBe(
      "Vertretungsangebot",
    );
    expect(typeToOpenOn({ Feststelle: 0, Nachtdienst: 1, Vertretungsangebot: 5 })).toBe(
      "Nachtdienst",
    );
    expect(typeToOpenOn({ Feststelle: 0, Nachtdienst: 0, Vertretungsangebot: 0 })).toBe(
      "Feststelle",
    );
  });

  it("opens an order only to the profession it asks for", () => {
    expect(orderOpenTo("Apotheker/in", { role: "Apotheker/in" })).toBe(true);
    expect(orderOpenTo("Apotheker/in", { role: "PTA" })).toBe(false);
    expect(orderOpenTo("PTA", { role: "Apotheker/in" })).toBe(false);
    expect(orderOpenTo(null, { role: "PKA" })).toBe(false);
  });
});
