import { Transform, type TransformCallback } from "node:stream";
import { Worker } from "node:worker_threads";

/** Every PDF starts with these bytes ("%PDF-1.7", "%PDF-2.0", …). */
const PDF_SIGNATURE = Buffer.from("%PDF-", "latin1");

export function startsLikePdf(head: Buffer): boolean {
  return head.length >= PDF_SIGNATURE.length && head.subarray(0, 5).equals(PDF_SIGNATURE);
}

/** A check that has not answered by then counts as unreadable; its thread is replaced. */
const CHECK_TIMEOUT_MS = 20_000;

/**
 * The reader's thread could not load PDF.js (its file missing beside the bundle, say): a
 * fault of the installation, not of the upload, so the request fails (500, logged with
 * this message by the error handler) instead of calling the file "not a PDF".
 */
export class PdfReaderUnavailable extends Error {
  override name = "PdfReaderUnavailable";
}

interface QueuedCheck {
  bytes: Uint8Array;
  answer(readable: boolean): void;
  fail(error: PdfReaderUnavailable): void;
}

interface ReaderThread {
  worker: Worker;
  /** The thread said "loaded" (pdf-thread.mjs): it started and has PDF.js. */
  loaded: boolean;
}

export interface PdfReaderOptions {
  /** The thread's script; tests give a stand-in that can hang or crash on demand. */
  threadScript?: URL;
  /** How long one check may take before its file counts as unreadable. */
  timeoutMs?: number;
}

/**
 * Runs PDF.js in a thread of its own (pdf-thread.mjs), started on the first check and
 * kept while checks are under way. Its own realm keeps PDF.js's polyfills out of the
 * server's JSON.stringify (docs/decisions/0041-pdf-reader-in-its-own-thread.md), and a
 * hostile file that makes PDF.js spin holds that thread, not the event loop.
 *
 * The thread gets one file at a time: when a check takes too long, the file it holds is
 * surely the one to blame, and the checks waiting behind it go to the next thread
 * instead of being refused with it.
 */
export class PdfReader {
  private readonly threadScript: URL;
  private readonly timeoutMs: number;
  private thread: ReaderThread | undefined;
  private running: { check: QueuedCheck; deadline: NodeJS.Timeout } | undefined;
  private readonly waiting: QueuedCheck[] = [];

  constructor({
    threadScript = new URL("./pdf-thread.mjs", import.meta.url),
    timeoutMs = CHECK_TIMEOUT_MS,
  }: PdfReaderOptions = {}) {
    this.threadScript = threadScript;
    this.timeoutMs = timeoutMs;
  }

  /**
   * True when PDF.js can open the file and read its first page. Rejects with
   * PdfReaderUnavailable when the thread cannot start.
   */
  check(bytes: Uint8Array): Promise<boolean> {
    return new Promise<boolean>((answer, fail) => {
      this.waiting.push({ bytes, answer, fail });
      this.runNext();
    });
  }

  private runNext(): void {
    if (this.running) return;
    const check = this.waiting.shift();
    if (!check) {
      // Idle: the thread must not hold the process open.
      this.thread?.worker.unref();
      return;
    }
    const thread = this.thread ?? this.startThread();
    const deadline = setTimeout(() => this.timedOut(thread), this.timeoutMs);
    deadline.unref();
    this.running = { check, deadline };
    thread.worker.ref();
    // A copy, moved to the thread rather than copied again: the caller's bytes stay.
    const copy = new Uint8Array(check.bytes);
    thread.worker.postMessage(copy, [copy.buffer]);
  }

  private startThread(): ReaderThread {
    // Plain JavaScript: none of the process's --import preloads (tsx, a test's job) there.
    const worker = new Worker(this.threadScript, { execArgv: [] });
    const thread: ReaderThread = { worker, loaded: false };
    worker.on("message", (message: "loaded" | boolean) => {
      if (this.thread !== thread) return;
      if (message === "loaded") thread.loaded = true;
      else this.settleRunning((check) => check.answer(message));
    });
    let failure: string | undefined;
    worker.on("error", (error: unknown) => {
      failure = error instanceof Error ? error.message : String(error);
    });
    // Decided on "exit", not "error": Node delivers all of a thread's messages before its
    // "exit", so "loaded" (or an answer) sent just before a crash is not overtaken.
    worker.on("exit", (code) => this.threadEnded(thread, failure ?? `exited with code ${code}`));
    this.thread = thread;
    return thread;
  }

  private threadEnded(thread: ReaderThread, reason: string): void {
    if (this.thread !== thread) return;
    this.thread = undefined;
    if (thread.loaded) {
      // Died on the file it was reading: that one counts as unreadable, the rest go on.
      this.settleRunning((check) => check.answer(false));
      return;
    }
    // Never started: the checks waiting would meet the same fault, so they fail with it.
    // The next check tries a new thread, in case the fault has been put right.
    const unavailable = new PdfReaderUnavailable(
      `The PDF reader thread could not start: ${reason}`,
    );
    for (const check of this.waiting.splice(0)) check.fail(unavailable);
    this.settleRunning((check) => check.fail(unavailable));
  }

  private timedOut(thread: ReaderThread): void {
    if (this.thread === thread) this.thread = undefined;
    void thread.worker.terminate();
    this.settleRunning((check) => check.answer(false));
  }

  /** Ends the running check and hands the thread the next one. */
  private settleRunning(settle: (check: QueuedCheck) => void): void {
    const running = this.running;
    if (!running) return;
    this.running = undefined;
    clearTimeout(running.deadline);
    settle(running.check);
    this.runNext();
  }
}

const pdfReader = new PdfReader();

/**
 * True when PDF.js (Mozilla's reader) can open the file and read its first page: the
 * document's structure (cross-reference table, catalog, page tree), not just its first
 * bytes. An HTML file that starts with "%PDF-" has none and is refused. Nothing runs:
 * no scripts, no fonts, no rendering. Rejects with PdfReaderUnavailable when the
 * reader's thread cannot start.
 */
export function hasPdfStructure(bytes: Uint8Array): Promise<boolean> {
  return pdfReader.check(bytes);
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
