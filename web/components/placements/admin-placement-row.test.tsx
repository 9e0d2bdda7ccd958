import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { AdminPlacementView } from "../../../domain/api/placements";
import { AdminPlacementRow } from "./admin-placement-row";
import { confirmedPlacement } from "./placement-fixture";

const placement: AdminPlacementView = {
  ...confirmedPlacement,
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

  it("says a deleted staff account's invoice copy will not come, instead of 'fehlt'", () => {
    const text = rowText({ ...placement, staffAccount: false, past: true });
    expect(text).toContain("Rechnungskopie: nicht mehr zu erwarten (Konto der Fachkraft gelöscht)");
  });
});
