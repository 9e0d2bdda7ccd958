import { once } from "node:events";
import { PassThrough, type Readable } from "node:stream";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import type { Database } from "../db/client";
import { invoices, placements, userDocuments } from "../db/schema";
import type { FileStorage } from "../storage/file-storage";
import { collectExport, type ExportSubject } from "./export-sections";

/**
 * The data export as one ZIP archive (Art. 20 DSGVO, a portable copy): `daten.json` with
 * every section of the export, and the person's files beside it - the documents they
 * uploaded, the invoice copies of their placements and the invoices addressed to them.
 * `daten.json` lists each file under `files` with the record it belongs to.
 */

export interface ExportFile {
  /** The file's path in the archive, e.g. "dokumente/<id>-zeugnis.pdf". */
  path: string;
  /** What it is, and the id of its record in `daten.json`. */
  kind: "document" | "invoice_copy" | "invoice";
  id: string;
  /** The file's content: a stored file's key, or the bytes themselves. */
  source: { storageKey: string } | { bytes: Uint8Array };
}

/** A file name safe in any unpacker: letters, digits, dot, dash and underscore only. */
function safeName(name: string): string {
  const cleaned = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._-]+/g, "_")
    .replace(/^[._]+/, "");
  return cleaned.slice(-100) || "datei.pdf";
}

/** The person's files, in a stable order. */
export async function exportFiles(db: Database, subject: ExportSubject): Promise<ExportFile[]> {
  const [documents, copies, bills] = await Promise.all([
    db
      .select()
      .from(userDocuments)
      .where(eq(userDocuments.userId, subject.id))
      .orderBy(asc(userDocuments.createdAt), asc(userDocuments.id)),
    db
      .select({
        id: placements.id,
        key: placements.invoiceCopyKey,
        name: placements.invoiceCopyName,
      })
      .from(placements)
      .where(and(eq(placements.staffId, subject.id), isNotNull(placements.invoiceCopyKey)))
      .orderBy(asc(placements.firstDay), asc(placements.id)),
    db
      .select({ id: invoices.id, number: invoices.number, pdf: invoices.pdf })
      .from(invoices)
      .where(eq(invoices.buyerId, subject.id))
      .orderBy(asc(invoices.issueDate), asc(invoices.number)),
  ]);
  return [
    ...documents.map((document) => ({
      path: `dokumente/${document.id}-${safeName(document.originalName)}`,
      kind: "document" as const,
      id: document.id,
      source: { storageKey: document.storageKey },
    })),
    ...copies.map((copy) => ({
      path: `rechnungskopien/${copy.id}-${safeName(copy.name ?? "rechnung.pdf")}`,
      kind: "invoice_copy" as const,
      id: copy.id,
      source: { storageKey: copy.key ?? "" },
    })),
    ...bills.map((bill) => ({
      path: `rechnungen/${safeName(bill.number)}.pdf`,
      kind: "invoice" as const,
      id: bill.id,
      source: { bytes: bill.pdf },
    })),
  ];
}

/**
 * The whole export as a ZIP stream. Files are read one chunk at a time and stored as
 * they are (PDFs do not shrink); the JSON is compressed. The data is collected before
 * the first byte is sent, so a failing query still answers with an error.
 */
export async function exportArchive(
  db: Database,
  storage: FileStorage,
  subject: ExportSubject,
): Promise<Readable> {
  const [data, files] = await Promise.all([collectExport(db, subject), exportFiles(db, subject)]);
  data.files = files.map(({ path, kind, id }) => ({ path, kind, id }));
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  /** Waits while the client is slower than the database, so no file piles up in memory. */
  const drained = async () => {
    if (out.writableNeedDrain) await once(out, "drain");
  };
  const write = async () => {
    const json = new ZipDeflate("daten.json", { level: 6 });
    zip.add(json);
    json.push(new TextEncoder().encode(JSON.stringify(data, null, 2)), true);
    for (const file of files) {
      const entry = new ZipPassThrough(file.path);
      zip.add(entry);
      if ("bytes" in file.source) {
        entry.push(file.source.bytes, true);
      } else {
        for await (const chunk of await storage.read(file.source.storageKey)) {
          entry.push(chunk as Uint8Array);
          await drained();
        }
        entry.push(new Uint8Array(0), true);
      }
      await drained();
    }
    zip.end();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
