import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PlacementView } from "../../../domain/api/placements";
import { InvoiceCopyUpload } from "./invoice-copy-upload";
import { confirmedPlacement } from "./placement-fixture";

const placement: PlacementView = {
  ...confirmedPlacement,
  firstDay: "2026-12-02",
  invoiceCopyDue: "2026-12-18",
};

describe("InvoiceCopyUpload", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("offers the upload from the first day in Köln, also in its first hours (UTC still the day before)", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // 00:30 on 2 December in Berlin.
    vi.setSystemTime(new Date("2026-12-01T23:30:00Z"));
    const html = renderToString(<InvoiceCopyUpload placement={placement} onUploaded={() => {}} />);
    expect(html).toContain("Rechnungskopie hochladen");
    expect(html).not.toContain("ab dem ersten Einsatztag möglich");
  });

  it("does not offer it the evening before", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-01T20:00:00Z"));
    const html = renderToString(<InvoiceCopyUpload placement={placement} onUploaded={() => {}} />);
    expect(html).toContain("ab dem ersten Einsatztag möglich");
  });
});
