import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PlacementView } from "../../../domain/api/placements";
import { PlacementCard } from "./placement-card";
import { confirmedPlacement } from "./placement-fixture";

const cancelled: PlacementView = {
  ...confirmedPlacement,
  status: "cancelled",
  statusLabel: "Abgesagt",
  // 00:30 on 2 December in Köln.
  cancelledAt: "2026-12-01T23:30:00.000Z",
  cancelledBy: "owner",
  cancelReason: "Krank",
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

  it("offers the cancellation of a 'vermittelt' placement until its last day, not after", () => {
    const arranged: PlacementView = {
      ...confirmedPlacement,
      status: "arranged",
      statusLabel: "Vermittelt",
      arrangedAt: "2026-11-21T10:00:00.000Z",
    };
    const render = (placement: PlacementView) =>
      renderToString(<PlacementCard placement={placement} side="owner" onChanged={() => {}} />);
    expect(render(arranged)).toContain("Einsatz absagen");
    expect(render({ ...arranged, past: true })).not.toContain("Einsatz absagen");
    expect(render(cancelled)).not.toContain("Einsatz absagen");
  });
});
