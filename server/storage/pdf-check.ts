import { Transform, type TransformCallback } from "node:stream";

/** Every PDF starts with these bytes ("%PDF-1.7", "%PDF-2.0", …). */
const PDF_SIGNATURE = Buffer.from("%PDF-", "latin1");

export function startsLikePdf(head: Buffer): boolean {
  return head.length >= PDF_SIGNATURE.length && head.subarray(0, 5).equals(PDF_SIGNATURE);
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

  get isPdf(): boolean {
    return this.decided === true;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    if (this.decided === undefined) {
      this.head = Buffer.concat([this.head, chunk]);
      if (this.head.length < PDF_SIGNATURE.length) return callback();
      this.decided = startsLikePdf(this.head);
      const pending = this.head;
      this.head = Buffer.alloc(0);
      return callback(null, this.decided ? pending : undefined);
    }
    callback(null, this.decided ? chunk : undefined);
  }

  override _flush(callback: TransformCallback) {
    // Shorter than the signature: cannot be a PDF.
    if (this.decided === undefined) this.decided = false;
    callback();
  }
}
