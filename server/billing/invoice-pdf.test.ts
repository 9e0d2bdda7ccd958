import { describe, expect, it } from "vitest";
import { inspectPdf, invoiceInput, invoicePdfFindings } from "../testing/billing-tools";
import type { InvoiceDocument } from "./invoice-document";
import { renderInvoicePdf } from "./invoice-pdf";

/**
 * The invoice document (issue 28, item 6): one page up to ten positions, every § 14 UStG
 * detail on the page with the total, no text on top of other text. Every page is
 * rendered and read back with poppler (pdftoppm, pdftotext -bbox).
 */
function documentWith(count: number, overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  const input = invoiceInput("buyer");
  // As long as order-invoice.ts writes them: with a branch, two lines each.
  const lines = Array.from({ length: count }, (_, index) => ({
    ...input.lines[0]!,
    description: `Vermittlungsgebühr Apotheker/in, Vertretungsangebot (5 Tage, pro Tag), Einsatz 01.07.2026 – 05.07.2026 in der Filiale Apotheke am Neumarkt ${index + 1}`,
  }));
  return {
    number: "RE-2026-00042",
    kind: "invoice",
    issueDate: "2026-11-23",
    dueDate: "2026-12-11",
    serviceStart: "2026-07-01",
    serviceEnd: "2026-07-05",
    seller: input.seller,
    buyer: input.buyer,
    lines,
    netCents: 30000 * count,
    vatCents: 5700 * count,
    grossCents: 35700 * count,
    note: "Einsatz von Frau Beispiel, Auftrag vom 20.06.2026",
    ...overrides,
  };
}

describe("invoice PDF", () => {
  it.each([1, 10])(
    "puts %i positions on one page with tax number, IBAN and total",
    async (count) => {
      const doc = documentWith(count);
      const pdf = await renderInvoicePdf(doc);
      expect(invoicePdfFindings(pdf, doc)).toEqual({ pages: 1, overlaps: [], missing: [] });
      const { pages, pngBytes } = inspectPdf(pdf);
      expect(pngBytes).toBeGreaterThan(1000);
      for (const fact of [
        "Rechnungsnummer RE-2026-00042",
        "Rechnungsdatum 23.11.2026",
        "Leistungszeitraum 01.07.2026 – 05.07.2026",
        "Apotheke am Dom",
        "Domkloster 4",
        "Summe netto",
        "Umsatzsteuer 19 %",
        `Filiale Apotheke am Neumarkt ${count}`,
      ]) {
        expect(pages[0]!.text).toContain(fact);
      }
    },
  );

  it("keeps the sender line clear of the facts with long names, and a cancellation on one page", async () => {
    const base = documentWith(3);
    const doc = documentWith(3, {
      kind: "cancellation",
      cancels: { number: "RE-2026-00041", issueDate: "2026-11-20" },
      netCents: -base.netCents,
      vatCents: -base.vatCents,
      grossCents: -base.grossCents,
      seller: {
        ...base.seller,
        name: "apostaff Personaldienstleistungen für Apotheken im Rheinland GmbH & Co. KG",
        street: "Hohenzollernring 123–125",
      },
      buyer: {
        ...base.buyer,
        name: "Apotheke am Dom und am Hauptbahnhof, Inhaberin Erika Mustermann e. K.",
        vatId: "DE123456789",
      },
    });
    const pdf = await renderInvoicePdf(doc);
    expect(invoicePdfFindings(pdf, doc)).toEqual({ pages: 1, overlaps: [], missing: [] });
    const [page] = inspectPdf(pdf).pages;
    expect(page!.text).toContain("Storniert RE-2026-00041 vom 20.11.2026");
    expect(page!.text).toContain("Gutschrift brutto");
  });

  it("continues a long invoice on further pages, the last naming invoice, buyer and seller's facts", async () => {
    const doc = documentWith(30);
    const pdf = await renderInvoicePdf(doc);
    const findings = invoicePdfFindings(pdf, doc);
    expect(findings.pages).toBeGreaterThan(1);
    expect(findings).toMatchObject({ overlaps: [], missing: [] });
    const { pages } = inspectPdf(pdf);
    const last = pages.at(-1)!.text;
    for (const fact of [
      "Rechnung RE-2026-00042 vom 23.11.2026",
      "Apotheke am Dom, Domkloster 4, 50667 Köln",
      "Leistungszeitraum 01.07.2026 – 05.07.2026",
      "Rechnungsbetrag brutto",
      `Seite ${pages.length} von ${pages.length}`,
    ]) {
      expect(last).toContain(fact);
    }
    // Every position is printed exactly once.
    const all = pages.map((page) => page.text).join(" ");
    expect(all.match(/Filiale Apotheke am Neumarkt \d+/g)).toHaveLength(30);
  });
});
