import { describe, expect, it } from "vitest";
import { isKnownPostcode, lookupPostcode, postcodeDistanceKm } from "./postcode-directory";

describe("postcode directory", () => {
  it("knows real postcodes with place and federal state, and refuses made-up ones", () => {
    expect(lookupPostcode("50667")).toMatchObject({ city: "Köln", state: "DE-NW" });
    expect(lookupPostcode("80331")).toMatchObject({ city: "München", state: "DE-BY" });
    expect(lookupPostcode(" 10115 ")).toMatchObject({ city: "Berlin", state: "DE-BE" });
    expect(lookupPostcode("01067")?.state).toBe("DE-SN");
    expect(isKnownPostcode("99999")).toBe(false);
    expect(isKnownPostcode("00000")).toBe(false);
    expect(isKnownPostcode("5066")).toBe(false);
  });

  it("gives straight-line distances between postcode centres", () => {
    // Köln-Altstadt to Köln-Sülz: about 4 km apart.
    const koeln = postcodeDistanceKm("50667", "50937")!;
    expect(koeln).toBeGreaterThanOrEqual(3);
    expect(koeln).toBeLessThanOrEqual(5);
    // Köln to München: about 456 km as the crow flies.
    const muenchen = postcodeDistanceKm("50667", "80331")!;
    expect(muenchen).toBeGreaterThan(445);
    expect(muenchen).toBeLessThan(465);
    // Köln to Bonn about 25 km, to Berlin about 477 km.
    expect(postcodeDistanceKm("50667", "53111")).toBeGreaterThan(20);
    expect(postcodeDistanceKm("50667", "53111")).toBeLessThan(30);
    expect(postcodeDistanceKm("50667", "10115")).toBeGreaterThan(465);
    expect(postcodeDistanceKm("50667", "10115")).toBeLessThan(490);
    expect(postcodeDistanceKm("50667", "50667")).toBe(0);
  });

  it("answers undefined for anything that is not a known postcode", () => {
    expect(postcodeDistanceKm("Köln", "50667")).toBeUndefined();
    expect(postcodeDistanceKm("50667", "99999")).toBeUndefined();
  });
});
