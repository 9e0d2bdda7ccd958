import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalFileStorage } from "./local-file-storage";
import { PdfCheck, startsLikePdf } from "./pdf-check";

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

describe("LocalFileStorage", () => {
  let directory: string;
  let storage: LocalFileStorage;
  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), "apostaff-storage-"));
    storage = new LocalFileStorage(path.join(directory, "uploads"));
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  it("saves under a random name, reads back and removes", async () => {
    const stored = await storage.save(Readable.from([Buffer.from("%PDF-1.7 data")]));
    expect(stored).toMatchObject({ byteSize: 13 });
    expect(stored.key).toMatch(/^[a-f0-9]{32}$/);
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.read(stored.key)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe("%PDF-1.7 data");
    expect(await readFile(path.join(directory, "uploads", stored.key), "utf8")).toBe(
      "%PDF-1.7 data",
    );
    await storage.remove(stored.key);
    await storage.remove(stored.key);
    expect(await readdir(path.join(directory, "uploads"))).toEqual([]);
  });

  it("never lets a key become a path", async () => {
    await expect(storage.read("../../etc/passwd")).rejects.toThrow("invalid storage key");
    await expect(storage.remove("a/b")).rejects.toThrow("invalid storage key");
  });

  it("leaves no partial file when the stream fails", async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.from("%PDF-1.7"));
        this.destroy(new Error("connection lost"));
      },
    });
    await expect(storage.save(failing)).rejects.toThrow("connection lost");
    expect(await readdir(path.join(directory, "uploads"))).toEqual([]);
  });
});
