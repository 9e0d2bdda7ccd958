import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { AdminPlacementView } from "../../../domain/api/placements";
import { AdminPlacementRow } from "./admin-placement-row";

const placement: AdminPlacementView = {
  id: "00000000-0000-4000-8000-000000000002",
  orderId: null,
  status: "confirmed",
  statusLabel: "Bestätigt",
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
  ownerName: "Anna Schmitz",
  staffName: "Paul Pille",
  staffProfession: "Apotheker/in",
  hourlyRate: null,
  confirmedAt: "2026-11-20T10:00:00.000Z",
  cancelledAt: null,
  cancelledBy: null,
  cancelReason: null,
  arrangedAt: null,
  invoiceCopy: null,
  invoiceCopyDue: "2026-12-25",
  contact: null,
  ownerAccount: false,
  staffAccount: true,
  invoiceCopyMissing: false,
  invoiceCopyOverdue: false,
};

/** The row's text as a reader hears it, without React's comment markers. */
function rowText(view: AdminPlacementView): string {
  const html = renderToString(<AdminPlacementRow placement={view} onChanged={() => {}} />);
  return html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, "\n");
}

describe("AdminPlacementRow", () => {
  it("names the pharmacy under „Apotheke“ and labels the owner's name as the owner's", () => {
    const text = rowText(placement);
    expect(text).toContain("Apotheke: Apotheke am Dom");
    expect(text).not.toContain("Apotheke: Anna Schmitz");
    expect(text).toContain("Inhaber/-in: Anna Schmitz (Konto gelöscht)");
    expect(text).toContain("Fachkraft: Paul Pille");
  });
});
