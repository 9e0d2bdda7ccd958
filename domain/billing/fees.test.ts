import { describe, expect, it } from "vitest";
import { computeFee, placementDays } from "./fees";
import { decimalComma, decimalPoint, formatEuro, vatOf } from "./money";
import type { PriceEntry } from "./price-list";

const prices: PriceEntry[] = [
  {
    role: "Apotheker/in",
    kind: "Vertretungsangebot",
    unit: "per_day",
    netCents: 6000,
    vatRate: 19,
  },
  { role: "Apotheker/in", kind: "Inhabervertretung", unit: "per_day", netCents: 8000, vatRate: 19 },
  { role: "PTA", kind: "Feststelle", unit: "per_placement", netCents: 150000, vatRate: 19 },
  { role: "PKA", kind: "Nachtdienst", unit: "per_day", netCents: 3333, vatRate: 7 },
];

const order = (overrides: Partial<Parameters<typeof computeFee>[0]> = {}) => ({
  type: "Vertretungsangebot",
  role: "Apotheker/in",
  ownerCover: false,
  periods: [{ startDate: "2026-07-01", endDate: "2026-07-01" }],
  ...overrides,
});

describe("computeFee", () => {
  it("charges one placement day for a one-day order", () => {
    expect(computeFee(order(), prices)).toMatchObject({
      placementDays: 1,
      quantity: 1,
      netCents: 6000,
      vatRate: 19,
      vatCents: 1140,
      grossCents: 7140,
    });
  });

  it("counts every calendar day of every period, weekends and holidays included", () => {
    const fee = computeFee(
      order({
        periods: [
          // Fri 2026-12-25 (holiday) to Mon 2026-12-28: four days.
          { startDate: "2026-12-25", endDate: "2026-12-28" },
          { startDate: "2027-01-04", endDate: "2027-01-08" },
        ],
      }),
      prices,
    );
    expect(fee).toMatchObject({
      placementDays: 9,
      quantity: 9,
      netCents: 54000,
      grossCents: 64260,
    });
  });

  it("prices an Inhabervertretung with its own price", () => {
    const fee = computeFee(
      order({ ownerCover: true, periods: [{ startDate: "2026-07-01", endDate: "2026-07-03" }] }),
      prices,
    );
    expect(fee).toMatchObject({ kind: "Inhabervertretung", quantity: 3, netCents: 24000 });
  });

  it("charges a per-placement price once, whatever the days", () => {
    const fee = computeFee(
      order({
        type: "Feststelle",
        role: "PTA",
        periods: [{ startDate: "2026-07-01", endDate: "2026-12-31" }],
      }),
      prices,
    );
    expect(fee).toMatchObject({
      unit: "per_placement",
      quantity: 1,
      netCents: 150000,
      vatCents: 28500,
    });
  });

  it("rounds VAT half up to the cent and knows other rates", () => {
    const fee = computeFee(order({ type: "Nachtdienst", role: "PKA" }), prices);
    // 33.33 € * 7 % = 2.3331 € -> 2.33 €
    expect(fee).toMatchObject({ netCents: 3333, vatCents: 233, grossCents: 3566 });
    expect(vatOf(50, 19)).toBe(10); // 9.5 ct -> 10 ct
    expect(vatOf(-50, 19)).toBe(-10);
  });

  it("answers null when the list has no price for the role and kind", () => {
    expect(computeFee(order({ role: "PTA" }), prices)).toBeNull();
  });

  it("counts days across a month end and a leap day", () => {
    expect(placementDays([{ startDate: "2028-02-27", endDate: "2028-03-01" }])).toBe(4);
  });
});

describe("money", () => {
  it("formats for people and for accountants", () => {
    expect(formatEuro(123456).replace(/\s/g, " ")).toBe("1.234,56 €");
    expect(decimalComma(-123456)).toBe("-1234,56");
  });

  it("never shows a negative zero (a cancelled 0 % invoice has -0 VAT)", () => {
    // A cancellation negates 0 ct of VAT into -0; the VAT of a negative net at 0 % is -0.
    expect(Object.is(vatOf(-30000, 0), 0)).toBe(true);
    expect(formatEuro(-0).replace(/\s/g, " ")).toBe("0,00 €");
    expect(decimalComma(-0)).toBe("0,00");
    expect(decimalPoint(-0)).toBe("0.00");
    expect(formatEuro(-1).replace(/\s/g, " ")).toBe("-0,01 €");
  });
});
