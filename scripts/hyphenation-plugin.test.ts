import { describe, expect, it } from "vitest";
import { hyphenate } from "../web/lib/hyphenate";
import { hyphenatedWords } from "./hyphenation-plugin";

const visible = (text: string) => text.replaceAll("\u00AD", "|");

describe("German hyphenation decided at build time", () => {
  it("hyphenates the long capitalised words of a text with German patterns", () => {
    expect(
      hyphenatedWords(['title: "Datenschutzerklärung für Apothekeninhaber/-innen"']).map(visible),
    ).toEqual(["Apo|the|ken|in|ha|ber", "Da|ten|schutz|er|klä|rung"]);
  });

  it("leaves short words, lower-case identifiers and code names alone", () => {
    expect(hyphenatedWords(["const pharmacyWwsSoftware = 'Apotheke'; AccountActionPanel"])).toEqual(
      [],
    );
  });

  it("puts the site's own words' break points into a heading, and nothing else", () => {
    expect(visible(hyphenate("Registrierung für Apothekeninhaber/-innen"))).toBe(
      "Re|gis|trie|rung für Apo|the|ken|in|ha|ber/-innen",
    );
    expect(hyphenate("Unbekanntwortzusammensetzung")).toBe("Unbekanntwortzusammensetzung");
  });

  it("knows the job-offer types that card headings start with", () => {
    expect(visible(hyphenate("Vertretungsangebot: Apotheke am Markt"))).toBe(
      "Ver|tre|tungs|an|ge|bot: Apotheke am Markt",
    );
    expect(visible(hyphenate("Nachtdienst: PTA"))).toBe("Nacht|dienst: PTA");
  });
});
