import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { describe, expect, it } from "vitest";
import { pdfBytes } from "../testing/accounts";
import {
  hasPdfStructure,
  PdfCheck,
  PdfReader,
  PdfReaderUnavailable,
  startsLikePdf,
} from "./pdf-check";

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

describe("PdfReader", () => {
  // A stand-in thread that hangs or crashes on demand (server/testing/pdf-thread-stand-in.mjs):
  // a hanging file never answers, so its timeout is certain, never a race.
  const standIn = new URL("../testing/pdf-thread-stand-in.mjs", import.meta.url);
  // Far above what the stand-in needs for a normal file, so only "hang" ever times out:
  // a thread's start took over a second on a busy 2-core machine, and 1 s failed there.
  const timeoutMs = 5000;
  const file = (text: string) => Buffer.from(text, "latin1");

  it("answers unreadable for a file that takes too long, and the next check works again", async () => {
    const reader = new PdfReader({ threadScript: standIn, timeoutMs });
    const started = performance.now();
    expect(await reader.check(file("hang"))).toBe(false);
    expect(performance.now() - started).toBeGreaterThanOrEqual(timeoutMs - 10);
    // The hanging thread would never answer: these answers come from its replacement.
    expect(await reader.check(file("%PDF-1.7 readable"))).toBe(true);
    expect(await reader.check(file("<html>"))).toBe(false);
  });

  it("gives the checks waiting behind a file that takes too long their own answers", async () => {
    const reader = new PdfReader({ threadScript: standIn, timeoutMs });
    const answers = await Promise.all([
      reader.check(file("%PDF-1.7 before")),
      reader.check(file("hang")),
      reader.check(file("%PDF-1.7 after")),
      reader.check(file("<html>")),
      reader.check(file("%PDF-2.0 last")),
    ]);
    expect(answers).toEqual([true, false, true, false, true]);
  });

  it("answers unreadable for a file whose thread dies, and the others go on", async () => {
    const reader = new PdfReader({ threadScript: standIn, timeoutMs });
    const answers = await Promise.all([
      reader.check(file("crash")),
      reader.check(file("%PDF-1.7 after")),
    ]);
    expect(answers).toEqual([false, true]);
  });

  it("fails every check, rather than calling the files unreadable, when its thread cannot start", async () => {
    const missing = new URL("./no-such-pdf-thread.mjs", import.meta.url);
    const reader = new PdfReader({ threadScript: missing, timeoutMs });
    const checks = [reader.check(file("%PDF-1.7 one")), reader.check(file("%PDF-1.7 two"))];
    for (const check of checks) {
      await expect(check).rejects.toThrow(PdfReaderUnavailable);
      await expect(check).rejects.toThrow(/could not start: .*no-such-pdf-thread\.mjs/);
    }
    // Each later check tries a new thread (and meets the same fault), none waits for ever.
    await expect(reader.check(file("%PDF-1.7 three"))).rejects.toThrow(PdfReaderUnavailable);
  });
});
