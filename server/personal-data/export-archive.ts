import { once } from "node:events";
import { PassThrough, type Readable } from "node:stream";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import type { Database } from "../db/client";
import { invoices, placements, userDocuments } from "../db/schema";
import type { FileStorage } from "../storage/file-storage";
import { type ExportSection, type ExportSubject, exportSections } from "./export-sections";

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
  /** The file's content: a stored file's key, or the invoice whose PDF it is (read when written). */
  source: { storageKey: string } | { invoiceId: string };
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
      // Not the PDFs: each is read when it is written (docs/decisions/0062).
      .select({ id: invoices.id, number: invoices.number })
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
      source: { invoiceId: bill.id },
    })),
  ];
}

/** `value` as JSON indented to sit at `depth` in daten.json. */
function jsonAt(value: unknown, depth: number): string {
  return JSON.stringify(value, null, 2).replaceAll("\n", `\n${"  ".repeat(depth)}`);
}

/**
 * The whole export as a ZIP stream. Files are read one chunk at a time and stored as
 * they are (PDFs do not shrink); the JSON is compressed. daten.json is written section
 * by section, and the sections that grow with the years (mails, audit entries) batch by
 * batch, so the export holds one batch, one section or one file chunk at a time however
 * large it is (docs/decisions/0062-keyset-pages-and-streams.md). The other sections are
 * collected before the first byte is sent, so a failing query there still answers
 * with an error.
 */
export async function exportArchive(
  db: Database,
  storage: FileStorage,
  subject: ExportSubject,
  sections: readonly ExportSection[] = exportSections,
): Promise<Readable> {
  const collected = new Map<string, unknown>();
  for (const section of sections) {
    if (!section.batches) collected.set(section.name, await section.collect(db, subject));
  }
  const files = await exportFiles(db, subject);
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  /** Waits while the client is slower than the database, so nothing piles up in memory. */
  const drained = async () => {
    if (out.writableNeedDrain) await once(out, "drain");
  };
  const encoder = new TextEncoder();
  const write = async () => {
    const json = new ZipDeflate("daten.json", { level: 6 });
    zip.add(json);
    const push = async (text: string) => {
      json.push(encoder.encode(text));
      await drained();
    };
    await push(`{\n  "exported_at": ${JSON.stringify(new Date().toISOString())}`);
    for (const section of sections) {
      await push(`,\n  ${JSON.stringify(section.name)}: `);
      if (!section.batches) {
        await push(jsonAt(collected.get(section.name) ?? null, 1));
        continue;
      }
      let first = true;
      await push("[");
      for await (const batch of section.batches(db, subject)) {
        for (const row of batch) {
          await push(`${first ? "" : ","}\n    ${jsonAt(row, 2)}`);
          first = false;
        }
      }
      await push(first ? "]" : "\n  ]");
    }
    const listed = files.map(({ path, kind, id }) => ({ path, kind, id }));
    await push(`,\n  "files": ${jsonAt(listed, 1)}\n}\n`);
    json.push(new Uint8Array(0), true);
    for (const file of files) {
      const entry = new ZipPassThrough(file.path);
      zip.add(entry);
      if ("invoiceId" in file.source) {
        const [bill] = await db
          .select({ pdf: invoices.pdf })
          .from(invoices)
          .where(eq(invoices.id, file.source.invoiceId));
        entry.push(bill?.pdf ?? new Uint8Array(0), true);
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
