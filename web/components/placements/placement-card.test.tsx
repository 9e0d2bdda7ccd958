import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PlacementView } from "../../../domain/api/placements";
import { PlacementCard } from "./placement-card";

const cancelled: PlacementView = {
  id: "00000000-0000-4000-8000-000000000001",
  orderId: null,
  status: "cancelled",
  statusLabel: "Abgesagt",
  type: "Vertretungsangebot",
  role: "Apotheker/in",
  ownerCover: false,
  periods: [{ startDate: "2026-12-10", endDate: "2026-12-11" }],
  firstDay: "2026-12-10",
  lastDay: "2026-12-11",
  past: false,
  workingHours: "8:00–18:30",
  pharmacyName: "Apotheke am Dom",
  street: "Domkloster 4",
  postalCode: "50667",
  city: "Köln",
  state: "DE-NW",
  ownerName: "Erika Mustermann",
  staffName: "Paul Pille",
  staffProfession: "Apotheker/in",
  hourlyRate: null,
  confirmedAt: "2026-11-20T10:00:00.000Z",
  // 00:30 on 2 December in Köln.
  cancelledAt: "2026-12-01T23:30:00.000Z",
  cancelledBy: "owner",
  cancelReason: "Krank",
  arrangedAt: null,
  invoiceCopy: null,
  invoiceCopyDue: "2026-12-25",
  contact: null,
};

describe("PlacementCard", () => {
  it("dates a cancellation by the day in Köln, not in UTC", () => {
    const html = renderToString(
      <PlacementCard placement={cancelled} side="staff" onChanged={() => {}} />,
    );
    expect(html).toContain("am 02.12.2026 von");
  });

  it("gives a single-day period as one date", () => {
    const oneDay = { startDate: "2026-12-01", endDate: "2026-12-01" };
    const html = renderToString(
      <PlacementCard
        placement={{
          ...cancelled,
          periods: [oneDay],
          firstDay: "2026-12-01",
          lastDay: "2026-12-01",
        }}
        side="staff"
        onChanged={() => {}}
      />,
    );
    expect(html).toContain("01.12.2026");
    expect(html).not.toContain("01.12.2026 – 01.12.2026");
  });
});
