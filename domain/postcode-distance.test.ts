import { describe, expect, it } from "vitest";
import { isKnownPostcode } from "./known-postcodes";
import { approximateDistanceKm } from "./postcode-distance";

describe("postcodes", () => {
  it("knows real postcodes and refuses made-up ones", () => {
    expect(isKnownPostcode("50667")).toBe(true);
    expect(isKnownPostcode("10115")).toBe(true);
    expect(isKnownPostcode("00000")).toBe(false);
    expect(isKnownPostcode("5066")).toBe(false);
  });

  it("ranks near before far", () => {
    const koelnCentre = "50667";
    expect(approximateDistanceKm(koelnCentre, "50667")).toBe(0);
    expect(approximateDistanceKm(koelnCentre, "50670")).toBe(5);
    expect(approximateDistanceKm(koelnCentre, "50999")).toBe(15);
    const bonn = approximateDistanceKm(koelnCentre, "53111")!;
    const duesseldorf = approximateDistanceKm(koelnCentre, "40213")!;
    const berlin = approximateDistanceKm(koelnCentre, "10115")!;
    expect(bonn).toBeGreaterThan(15);
    expect(bonn).toBeLessThan(40);
    expect(duesseldorf).toBeLessThan(50);
    expect(berlin).toBeGreaterThan(450);
    expect(berlin).toBeLessThan(500);
  });

  it("answers undefined for anything that is not a postcode", () => {
    expect(approximateDistanceKm("Köln", "50667")).toBeUndefined();
    expect(approximateDistanceKm("50667", "")).toBeUndefined();
  });
});
