import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PriceListEditor, savedPriceListText } from "./price-list-editor";

const standard = [
  {
    role: "Apotheker/in" as const,
    kind: "Vertretungsangebot" as const,
    unit: "per_day" as const,
    netCents: 6000,
    vatRate: 19,
  },
];

/** The net amount field of one row, as rendered. */
function netInput(html: string, name: string): string {
  const match = html.match(new RegExp(`<input[^>]*aria-label="Nettobetrag ${name}"[^>]*>`));
  return match?.[0] ?? "";
}

describe("PriceListEditor", () => {
  it("shows a pharmacy's list the default price it inherits, not blanks", () => {
    const html = renderToString(
      <PriceListEditor ownerId="o1" entries={[]} defaults={standard} onSaved={() => {}} />,
    );
    const inherited = netInput(html, "Apotheker/in, Vertretungsangebot");
    expect(inherited).toContain('value="60,00"');
    expect(inherited).toContain(`disabled=""`);
    expect(html).toContain("Standardpreis");
    // A row the default list has no price for says so.
    expect(html).toContain("Kein Preis vereinbart");
  });

  it("shows the pharmacy's own price where it has one", () => {
    const own = [{ ...standard[0]!, netCents: 5500 }];
    const html = renderToString(
      <PriceListEditor ownerId="o1" entries={own} defaults={standard} onSaved={() => {}} />,
    );
    const row = netInput(html, "Apotheker/in, Vertretungsangebot");
    expect(row).toContain('value="55,00"');
    expect(row).not.toContain(`disabled=""`);
  });

  it("counts the saved changes in German: 1 Änderung, 2 Änderungen", () => {
    expect(savedPriceListText(1)).toBe("Preisliste gespeichert (1 Änderung).");
    expect(savedPriceListText(0)).toBe("Preisliste gespeichert (0 Änderungen).");
    expect(savedPriceListText(2)).toBe("Preisliste gespeichert (2 Änderungen).");
  });
});
