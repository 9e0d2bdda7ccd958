import type { Readable } from "node:stream";
import { finished, pipeline } from "node:stream/promises";
import type { FastifyRequest } from "fastify";
import { PDF_MIME_TYPE, UPLOAD_MAX_BYTES } from "../../domain/limits";
import type { MessageKey } from "../../domain/messages/message-key";
import { HttpError } from "../http/http-error";
import type { FileStorage } from "./file-storage";
import { PdfCheck } from "./pdf-check";

export interface UploadedPdf {
  key: string;
  byteSize: number;
  originalName: string;
  contentType: typeof PDF_MIME_TYPE;
}

export interface ReceivedMultipart {
  /** Text fields in the order they came. */
  fields: [name: string, value: string][];
  /** Stored PDFs by field name. */
  files: Map<string, UploadedPdf>;
  /** Problems with the files, by field name. */
  fileErrors: Map<string, MessageKey>;
  /** True when a file was over the size limit (the answer is then 413). */
  tooLarge: boolean;
}

/** Multipart limits: two PDFs of 10 MB and a form's worth of short text fields. */
export const MULTIPART_LIMITS = {
  fileSize: UPLOAD_MAX_BYTES,
  files: 2,
  fields: 60,
  fieldSize: 64 * 1024,
  fieldNameSize: 100,
  parts: 62,
} as const;

/** Above this a request cannot be a valid registration and is refused before reading. */
export const MULTIPART_MAX_REQUEST_BYTES = MULTIPART_LIMITS.files * UPLOAD_MAX_BYTES + 1024 * 1024;

const FILE_NAME_MAX_LENGTH = 200;
const characters = new Intl.Segmenter("de", { granularity: "grapheme" });

/**
 * At most `max` UTF-16 units, cut before a whole character (grapheme): `slice` could
 * split an emoji's surrogate pair, and the lone half would be stored as U+FFFD.
 */
function cutAtCharacter(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = 0;
  for (const { segment, index } of characters.segment(text)) {
    if (index + segment.length > max) break;
    end = index + segment.length;
  }
  return text.slice(0, end);
}

/**
 * A file name for display in the console, never used as a path: no slashes or control
 * characters, and no invisible formatting characters such as the right-to-left
 * override, which makes "rechnung\u202Efdp.exe" show as "rechnungexe.pdf".
 */
export function cleanFileName(name: string): string {
  const visible = name
    .replace(/[\p{Cf}\p{Cs}]/gu, "")
    .replace(/[\\/\p{Cc}]/gu, "_")
    .trim();
  return cutAtCharacter(visible, FILE_NAME_MAX_LENGTH) || "dokument.pdf";
}

const MALFORMED = "Malformed multipart body";

/**
 * A file part the body ends in the middle of would wait for ever for more bytes: once
 * the request has ended, give its stream a moment, then end it with an error.
 */
function failWhenRequestEnds(request: FastifyRequest, file: NodeJS.ReadableStream & Readable) {
  const check = () => {
    setTimeout(() => {
      if (!file.readableEnded && !file.destroyed) {
        file.destroy(new Error("Unexpected end of multipart data"));
      }
    }, 1000).unref();
  };
  if (request.raw.readableEnded) check();
  else request.raw.once("end", check);
}

/** The multipart parser's complaints about a body it cannot read: the client's fault. */
function isMalformedMultipart(error: unknown): boolean {
  if (!(error instanceof Error) || "code" in error) return false;
  return /multipart|boundary|part header|end of form|unexpected end/i.test(error.message);
}

/**
 * Reads a multipart request: text fields are collected, files named in `fileFields`
 * are streamed into the storage when their CONTENT starts like a PDF, and every other
 * file is read and thrown away. Whatever goes wrong, the caller gets either the result
 * or an error with nothing left in the storage; on a refusal later, call `discard`.
 */
export async function receivePdfUploads(
  request: FastifyRequest,
  storage: FileStorage,
  fileFields: readonly string[],
): Promise<ReceivedMultipart> {
  const received: ReceivedMultipart = {
    fields: [],
    files: new Map(),
    fileErrors: new Map(),
    tooLarge: false,
  };
  /** The part's stored file until it is kept or removed: a failure meanwhile removes it. */
  let undecidedKey: string | undefined;
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (typeof part.fieldname !== "string" || part.fieldname === "") {
        throw new HttpError(400, MALFORMED);
      }
      if (part.type === "field") {
        if (typeof part.value === "string") received.fields.push([part.fieldname, part.value]);
        continue;
      }
      const wanted =
        fileFields.includes(part.fieldname) &&
        !received.files.has(part.fieldname) &&
        !received.fileErrors.has(part.fieldname);
      if (!wanted) {
        part.file.resume();
        await finished(part.file);
        continue;
      }
      failWhenRequestEnds(request, part.file);
      const check = new PdfCheck();
      // Two pipelines, so an error of the upload stream also ends the save (which then
      // removes its partial file).
      const [, stored] = await Promise.all([pipeline(part.file, check), storage.save(check)]);
      undecidedKey = stored.key;
      if (part.file.truncated) {
        await storage.remove(stored.key);
        received.fileErrors.set(part.fieldname, "file.tooLarge");
        received.tooLarge = true;
      } else if (stored.byteSize === 0 && !check.isPdf && part.filename === "") {
        // An empty file input: browsers send a nameless, empty part. Not given.
        await storage.remove(stored.key);
      } else if (!(await check.readsAsPdf())) {
        await storage.remove(stored.key);
        received.fileErrors.set(part.fieldname, "file.pdfOnly");
      } else {
        received.files.set(part.fieldname, {
          key: stored.key,
          byteSize: stored.byteSize,
          originalName: cleanFileName(part.filename),
          contentType: PDF_MIME_TYPE,
        });
      }
      undecidedKey = undefined;
    }
  } catch (error) {
    // E.g. the PDF reader cannot start (pdf-check.ts): a 500, and nothing of it stays.
    if (undecidedKey !== undefined) await storage.remove(undecidedKey);
    await discard(storage, received);
    throw isMalformedMultipart(error) ? new HttpError(400, MALFORMED) : error;
  }
  return received;
}

/** Removes the stored files of a request that was refused or failed. */
export async function discard(storage: FileStorage, received: ReceivedMultipart): Promise<void> {
  await Promise.all([...received.files.values()].map((file) => storage.remove(file.key)));
  received.files.clear();
}
