import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { describe, expect, it } from "vitest";
import { pdfBytes } from "../testing/accounts";
import { hasPdfStructure, PdfCheck, startsLikePdf } from "./pdf-check";

async function run(chunks: Buffer[]) {
  const check = new PdfCheck();
  const out: Buffer[] = [];
  check.on("data", (chunk: Buffer) => out.push(chunk));
  await pipeline(Readable.from(chunks), check);
  return { isPdf: check.isPdf, output: Buffer.concat(out) };
}

describe("PdfCheck", () => {
  it("passes a PDF through unchanged, even when its signature is split over chunks", async () => {
    const chunks = [Buffer.from("%P"), Buffer.from("DF-1."), Buffer.from("7\nrest")];
    const result = await run(chunks);
    expect(result.isPdf).toBe(true);
    expect(result.output.toString()).toBe("%PDF-1.7\nrest");
  });

  it.each([
    ["an executable", Buffer.from("MZ\x90\x00rest")],
    ["HTML named .pdf", Buffer.from("<html><body>%PDF-</body></html>")],
    ["a PDF signature not at the start", Buffer.from(" %PDF-1.4")],
    ["a file shorter than the signature", Buffer.from("%PD")],
    ["an empty file", Buffer.alloc(0)],
  ])("lets nothing of %s through", async (_name, content) => {
    const result = await run([content]);
    expect(result.isPdf).toBe(false);
    expect(result.output.length).toBe(0);
  });

  it("recognises the signature", () => {
    expect(startsLikePdf(Buffer.from("%PDF-2.0"))).toBe(true);
    expect(startsLikePdf(Buffer.from("%pdf-2.0"))).toBe(false);
  });
});

describe("hasPdfStructure", () => {
  it("opens a real PDF and refuses bytes that only start like one", async () => {
    const [real, fake, truncated] = await Promise.all([
      hasPdfStructure(pdfBytes()),
      hasPdfStructure(Buffer.from("%PDF-1.7\n<html><body>not a pdf</body></html>")),
      hasPdfStructure(pdfBytes().subarray(0, 200)),
    ]);
    expect({ real, fake, truncated }).toEqual({ real: true, fake: false, truncated: false });
  });

  it("leaves this process's built-ins alone (PDF.js's polyfills stay in its thread)", async () => {
    expect(await hasPdfStructure(pdfBytes())).toBe(true);
    const builtIns = [
      JSON.stringify,
      Array.prototype.push,
      (Promise as { withResolvers?: unknown }).withResolvers,
      (Uint8Array.prototype as { toHex?: unknown }).toHex,
    ];
    for (const builtIn of builtIns.filter((present) => present !== undefined)) {
      expect(Function.prototype.toString.call(builtIn)).toContain("[native code]");
    }
  });
});
