import { Transform, type TransformCallback } from "node:stream";
import { Worker } from "node:worker_threads";

/** Every PDF starts with these bytes ("%PDF-1.7", "%PDF-2.0", …). */
const PDF_SIGNATURE = Buffer.from("%PDF-", "latin1");

export function startsLikePdf(head: Buffer): boolean {
  return head.length >= PDF_SIGNATURE.length && head.subarray(0, 5).equals(PDF_SIGNATURE);
}

/** A check that has not answered by then counts as unreadable; its thread is replaced. */
const CHECK_TIMEOUT_MS = 20_000;

interface PendingCheck {
  resolve(readable: boolean): void;
}

/**
 * The thread that runs PDF.js (pdf-thread.mjs), started on the first upload and kept
 * while checks are under way. Its own realm keeps PDF.js's polyfills out of the server's
 * JSON.stringify (docs/decisions/0041-pdf-reader-in-its-own-thread.md), and a hostile
 * file that makes PDF.js spin holds that thread, not the event loop.
 */
let reader: { worker: Worker; pending: Map<number, PendingCheck> } | undefined;
let nextCheckId = 1;

function pdfReader(): NonNullable<typeof reader> {
  if (reader) return reader;
  // Plain JavaScript: none of the process's --import preloads (tsx, a test's job) there.
  const worker = new Worker(new URL("./pdf-thread.mjs", import.meta.url), { execArgv: [] });
  const pending = new Map<number, PendingCheck>();
  const current = { worker, pending };
  const endAll = () => {
    if (reader === current) reader = undefined;
    for (const check of pending.values()) check.resolve(false);
    pending.clear();
  };
  worker.on("message", ({ id, readable }: { id: number; readable: boolean }) => {
    pending.get(id)?.resolve(readable);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
  });
  worker.on("error", endAll);
  worker.on("exit", endAll);
  reader = current;
  return current;
}

/**
 * True when PDF.js (Mozilla's reader) can open the file and read its first page: the
 * document's structure (cross-reference table, catalog, page tree), not just its first
 * bytes. An HTML file that starts with "%PDF-" has none and is refused. Nothing runs:
 * no scripts, no fonts, no rendering.
 */
export function hasPdfStructure(bytes: Uint8Array): Promise<boolean> {
  const { worker, pending } = pdfReader();
  const id = nextCheckId++;
  const copy = new Uint8Array(bytes);
  return new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      resolve(false);
      void worker.terminate();
    }, CHECK_TIMEOUT_MS);
    timer.unref();
    pending.set(id, {
      resolve: (readable) => {
        clearTimeout(timer);
        resolve(readable);
      },
    });
    worker.ref();
    worker.postMessage({ id, bytes: copy }, [copy.buffer]);
  });
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
