import { describe, expect, it } from "vitest";
import { paragraphBlocks, sectionIds, slugify } from "./content-blocks";

describe("paragraphBlocks", () => {
  it("keeps a plain paragraph as one text block", () => {
    expect(paragraphBlocks("Ein Satz.")).toEqual([{ kind: "text", lines: ["Ein Satz."] }]);
  });

  it("keeps the line breaks of an address", () => {
    expect(paragraphBlocks("Firma\nStraße 1\n50667 Köln")).toEqual([
      { kind: "text", lines: ["Firma", "Straße 1", "50667 Köln"] },
    ]);
  });

  it("turns lines indented by two spaces into one list", () => {
    expect(paragraphBlocks("  eins;\n  zwei;\n  drei.")).toEqual([
      { kind: "list", items: ["eins;", "zwei;", "drei."] },
    ]);
  });

  it("splits mixed text and bullets in their order", () => {
    expect(paragraphBlocks("Vorher:\n  a\n  b\nNachher.")).toEqual([
      { kind: "text", lines: ["Vorher:"] },
      { kind: "list", items: ["a", "b"] },
      { kind: "text", lines: ["Nachher."] },
    ]);
  });

  it("ignores empty lines and a single leading space", () => {
    expect(paragraphBlocks(" kein Punkt\n\n  Punkt")).toEqual([
      { kind: "text", lines: ["kein Punkt"] },
      { kind: "list", items: ["Punkt"] },
    ]);
  });
});

describe("slugify and sectionIds", () => {
  it("writes German titles as readable ids", () => {
    expect(slugify("§ 3 Pflichten der Apotheke")).toBe("3-pflichten-der-apotheke");
    expect(slugify("12. Übermittlung an Empfänger – Größe")).toBe(
      "12-uebermittlung-an-empfaenger-groesse",
    );
  });

  it("makes ids unique and fills in missing titles", () => {
    expect(sectionIds(["Kontakt", undefined, "Kontakt"])).toEqual([
      "kontakt",
      "abschnitt-2",
      "kontakt-2",
    ]);
  });
});
