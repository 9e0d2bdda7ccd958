import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";
import { woffToSfnt } from "./woff-to-sfnt";

const require = createRequire(import.meta.url);
const woff = readFileSync(
  require.resolve("@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff"),
);

describe("woffToSfnt", () => {
  it("unpacks the font into a TrueType file with the same glyphs", () => {
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
    type Font = {
      familyName: string;
      numGlyphs: number;
      glyphForCodePoint(code: number): { id: number; advanceWidth: number };
    };
    const packed = fontkit.create(woff) as Font;
    const unpacked = fontkit.create(sfnt) as Font;
    expect(unpacked.familyName).toBe(packed.familyName);
    expect(unpacked.numGlyphs).toBe(packed.numGlyphs);
    for (const char of "Größe € §") {
      const code = char.codePointAt(0)!;
      expect(unpacked.glyphForCodePoint(code)).toMatchObject({
        id: packed.glyphForCodePoint(code).id,
        advanceWidth: packed.glyphForCodePoint(code).advanceWidth,
      });
    }
  });

  it("refuses what is not WOFF", () => {
    expect(() => woffToSfnt(Buffer.from("not a font at all, not at all, not at all, no"))).toThrow(
      "not a WOFF font",
    );
  });
});
