import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("csv", () => {
  it("neutralises formulas and quotes separators", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("+4922")).toBe("(+49) 22");
    expect(csvCell("+1 555 0100")).toBe("'+1 555 0100");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell(-1)).toBe("-1");
    expect(csvCell("a;b")).toBe('"a;b"');
    expect(csvCell(null)).toBe("");
  });

  it("writes phone numbers readable and safe, without a visible escape", () => {
    expect(csvCell("+49 221 1234567")).toBe("(+49) 221 1234567");
    expect(csvCell("+492211234567")).toBe("(+49) 2211234567");
    // Not a phone number after all: the apostrophe guards it.
    expect(csvCell("+49=1+1")).toBe("'+49=1+1");
  });

  it("gives times in Europe/Berlin, summer and winter", () => {
    expect(csvCell(new Date("2026-11-23T13:05:00Z"))).toBe("23.11.2026 14:05");
    expect(csvCell(new Date("2026-07-01T22:30:00Z"))).toBe("02.07.2026 00:30");
    // The lists hand over ISO strings.
    expect(csvCell("2026-11-23T13:05:00.000Z")).toBe("23.11.2026 14:05");
  });

  it("starts with a BOM and the German header row", () => {
    expect(toCsv(["E-Mail", "Status"], [["a@b.de", "aktiv"]])).toBe(
      "\uFEFFE-Mail;Status\r\na@b.de;aktiv\r\n",
    );
  });
});
