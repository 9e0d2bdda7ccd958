import { describe, expect, it } from "vitest";
import type { Fee } from "../../domain/billing/fees";
import { feeLine } from "./order-invoice";

const fee: Fee = {
  role: "Apotheker/in",
  kind: "Vertretungsangebot",
  unit: "per_day",
  unitNetCents: 5000,
  quantity: 1,
  placementDays: 1,
  netCents: 5000,
  vatRate: 19,
  vatCents: 950,
  grossCents: 5950,
};

describe("feeLine", () => {
  it("names the placement's days, a single day by one date", () => {
    expect(feeLine(fee, { start: "2026-12-01", end: "2026-12-01" }).description).toMatch(
      /, Einsatz 01\.12\.2026$/,
    );
    expect(
      feeLine({ ...fee, quantity: 3, placementDays: 3 }, { start: "2026-12-01", end: "2026-12-03" })
        .description,
    ).toMatch(/, Einsatz 01\.12\.2026 – 03\.12\.2026$/);
  });
});
