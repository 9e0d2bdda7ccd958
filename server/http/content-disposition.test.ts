import { describe, expect, it } from "vitest";
import { contentDisposition } from "./content-disposition";

/** RFC 5987 attr-char, and %XX: all that may stand in `filename*=UTF-8''…`. */
const EXT_VALUE = /^[A-Za-z0-9!#$&+\-.^_`|~]*(?:%[0-9A-F]{2}[A-Za-z0-9!#$&+\-.^_`|~]*)*$/;

describe("contentDisposition", () => {
  it("percent-encodes what RFC 5987 does not allow, also ' ( ) *, and keeps an ASCII fallback", () => {
    const header = contentDisposition("Zeugnis (Kopie)*'ä!.pdf");
    expect(header).toBe(
      "attachment; filename=\"Zeugnis (Kopie)*'_!.pdf\"; filename*=UTF-8''Zeugnis%20%28Kopie%29%2A%27%C3%A4!.pdf",
    );
    const extended = header.split("filename*=UTF-8''")[1] ?? "";
    expect(extended).toMatch(EXT_VALUE);
    expect(decodeURIComponent(extended)).toBe("Zeugnis (Kopie)*'ä!.pdf");
  });

  it("replaces quotes and backslashes in the fallback", () => {
    expect(contentDisposition('a"b\\c.pdf')).toBe(
      "attachment; filename=\"a_b_c.pdf\"; filename*=UTF-8''a%22b%5Cc.pdf",
    );
  });
});
