import { Transform, type TransformCallback } from "node:stream";
import { getDocument, VerbosityLevel } from "pdfjs-dist/legacy/build/pdf.mjs";

/** Every PDF starts with these bytes ("%PDF-1.7", "%PDF-2.0", …). */
const PDF_SIGNATURE = Buffer.from("%PDF-", "latin1");

export function startsLikePdf(head: Buffer): boolean {
  return head.length >= PDF_SIGNATURE.length && head.subarray(0, 5).equals(PDF_SIGNATURE);
}

/**
 * True when PDF.js (Mozilla's reader) can open the file and read its first page: the
 * document's structure (cross-reference table, catalog, page tree), not just its first
 * bytes. An HTML file that starts with "%PDF-" has none and is refused. Nothing runs:
 * no scripts, no fonts, no rendering.
 */
export async function hasPdfStructure(bytes: Uint8Array): Promise<boolean> {
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    stopAtErrors: true,
    verbosity: VerbosityLevel.ERRORS,
  });
  try {
    const document = await task.promise;
    return document.numPages > 0 && (await document.getPage(1)) !== undefined;
  } catch {
    return false;
  } finally {
    await task.destroy();
  }
}

/**
 * Passes a file through when its content starts like a PDF, whatever its name or
 * declared type. Otherwise it lets nothing through and swallows the rest, so the upload
 * stream is still read to its end (multipart parsing needs that) and nothing of a
 * non-PDF is stored. Read `isPdf` once the stream has ended.
 */
export class PdfCheck extends Transform {
  private head: Buffer = Buffer.alloc(0);
  private decided: boolean | undefined;
  /** What passed, kept for the structure check (at most one upload, 10 MB). */
  private readonly passed: Buffer[] = [];

  get isPdf(): boolean {
    return this.decided === true;
  }

  /** Once the stream has ended: the file starts like a PDF and PDF.js can read it. */
  async readsAsPdf(): Promise<boolean> {
    return this.isPdf && hasPdfStructure(Buffer.concat(this.passed));
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    if (this.decided === undefined) {
      this.head = Buffer.concat([this.head, chunk]);
      if (this.head.length < PDF_SIGNATURE.length) return callback();
      this.decided = startsLikePdf(this.head);
      const pending = this.head;
      this.head = Buffer.alloc(0);
      if (this.decided) this.passed.push(pending);
      return callback(null, this.decided ? pending : undefined);
    }
    if (this.decided) this.passed.push(chunk);
    callback(null, this.decided ? chunk : undefined);
  }

  override _flush(callback: TransformCallback) {
    // Shorter than the signature: cannot be a PDF.
    if (this.decided === undefined) this.decided = false;
    callback();
  }
}
