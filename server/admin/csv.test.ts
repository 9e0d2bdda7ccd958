import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("csv", () => {
  it("neutralises formulas and quotes separators", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("+49 221")).toBe("'+49 221");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell(-1)).toBe("-1");
    expect(csvCell("a;b")).toBe('"a;b"');
    expect(csvCell(null)).toBe("");
  });

  it("starts with a BOM and the German header row", () => {
    expect(toCsv(["E-Mail", "Status"], [["a@b.de", "aktiv"]])).toBe(
      "\uFEFFE-Mail;Status\r\na@b.de;aktiv\r\n",
    );
  });
});
