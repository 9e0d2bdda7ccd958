import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { todayIsoDate } from "../../domain/dates";
import { sellerFacts } from "../billing/company";
import type { IssueInvoiceInput } from "../billing/issue-invoice";
import { testConfig } from "./test-app";

/**
 * Tools the invoice tests need: xmllint (libxml2-utils) for the official CII schema and
 * pdftoppm/pdfdetach (poppler-utils) for the PDF. Installed with apt-get when missing and
 * running as root, as .ci/run does.
 */
const PACKAGES: Record<string, string> = {
  xmllint: "libxml2-utils",
  pdftoppm: "poppler-utils",
  pdfdetach: "poppler-utils",
  pdftotext: "poppler-utils",
};

export function ensureTool(name: keyof typeof PACKAGES & string): void {
  if (spawnSync("which", [name]).status === 0) return;
  if (process.getuid?.() !== 0)
    throw new Error(`${name} is missing: apt-get install ${PACKAGES[name]}`);
  execFileSync("apt-get", ["install", "-y", "-qq", PACKAGES[name]!], {
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    stdio: "ignore",
  });
}

const XSD = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "../billing/xsd/CrossIndustryInvoice_100pD16B.xsd",
);

/** Validates CII XML against the official UN/CEFACT D16B schema; answers xmllint's verdict. */
export function validateCii(xml: string): { valid: boolean; output: string } {
  ensureTool("xmllint");
  const result = spawnSync("xmllint", ["--noout", "--schema", XSD, "-"], { input: xml });
  return { valid: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

/**
 * Renders every page with pdftoppm, extracts the embedded files with pdfdetach and the
 * text with pdftotext (all poppler-utils). `pngBytes` is the smallest page's picture:
 * a blank page shows as a small number.
 */
export function inspectPdf(pdf: Uint8Array): {
  pngBytes: number;
  attachments: Record<string, string>;
  text: string;
  pages: PdfPage[];
} {
  ensureTool("pdftoppm");
  ensureTool("pdfdetach");
  ensureTool("pdftotext");
  const dir = mkdtempSync(path.join(tmpdir(), "invoice-"));
  try {
    const file = path.join(dir, "invoice.pdf");
    writeFileSync(file, pdf);
    execFileSync("pdftoppm", ["-r", "40", "-png", file, path.join(dir, "page")]);
    const pngs = readdirSync(dir).filter((name) => name.endsWith(".png"));
    const out = path.join(dir, "files");
    mkdirSync(out);
    execFileSync("pdfdetach", ["-saveall", "-o", out, file]);
    const attachments = Object.fromEntries(
      readdirSync(out).map((name) => [name, readFileSync(path.join(out, name), "utf8")]),
    );
    const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString();
    const pages = pagesOf(execFileSync("pdftotext", ["-bbox", file, "-"]).toString());
    if (pngs.length !== pages.length) throw new Error("pdftoppm and pdftotext disagree on pages");
    const pngBytes = Math.min(...pngs.map((name) => readFileSync(path.join(dir, name)).length));
    return { pngBytes, attachments, text, pages };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface WordBox {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}
export interface PdfPage {
  /** The page's words joined by spaces, in pdftotext's reading order. */
  text: string;
  words: WordBox[];
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

/** Pages and word boxes from `pdftotext -bbox` (XHTML with one element per word). */
function pagesOf(bbox: string): PdfPage[] {
  return bbox
    .split("<page ")
    .slice(1)
    .map((page) => {
      const words = [
        ...page.matchAll(
          /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
        ),
      ].map(([, xMin, yMin, xMax, yMax, text]) => ({
        text: unescapeXml(text!),
        xMin: Number(xMin),
        yMin: Number(yMin),
        xMax: Number(xMax),
        yMax: Number(yMax),
      }));
      return { text: words.map((word) => word.text).join(" "), words };
    });
}

/**
 * Pairs of words on a page whose boxes overlap by more than `tolerance` points both
 * ways (lines of one paragraph touch at their edges, which is not an overlap).
 */
export function overlappingWords(page: PdfPage, tolerance = 1): [string, string][] {
  const found: [string, string][] = [];
  const { words } = page;
  for (let i = 0; i < words.length; i++) {
    for (let j = i + 1; j < words.length; j++) {
      const a = words[i]!;
      const b = words[j]!;
      const x = Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin);
      const y = Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin);
      if (x > tolerance && y > tolerance) found.push([a.text, b.text]);
    }
  }
  return found;
}

/**
 * What issue 28 asks of every invoice PDF up to ten positions: one page, no words on
 * top of each other, and on it the seller's tax number, the IBAN and the total.
 */
export function invoicePdfFindings(
  pdf: Uint8Array,
  invoice: { grossCents: number },
): { pages: number; overlaps: [string, string][]; missing: string[] } {
  const { pages } = inspectPdf(pdf);
  const last = pages.at(-1)?.text ?? "";
  const seller = sellerFacts(testConfig());
  const total = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" })
    .format(invoice.grossCents / 100)
    .replace(/\s/g, " ");
  const wanted = [
    `Steuernummer ${seller.taxNumber}`,
    `USt-IdNr. ${seller.vatId}`,
    `IBAN ${seller.iban.replace(/(.{4})/g, "$1 ").trim()}`,
    total,
  ];
  return {
    pages: pages.length,
    overlaps: pages.flatMap((page) => overlappingWords(page)),
    missing: wanted.filter((fact) => !last.replace(/\s/g, " ").includes(fact)),
  };
}

/** An invoice for tests: one line of five placement days at 60 € net, 19 % VAT. */
export function invoiceInput(
  buyerId: string,
  overrides: Partial<IssueInvoiceInput> = {},
): IssueInvoiceInput {
  return {
    seller: sellerFacts(testConfig()),
    buyerId,
    buyer: {
      name: "Apotheke am Dom",
      contact: "Erika Mustermann",
      street: "Domkloster 4",
      postalCode: "50667",
      city: "Köln",
      country: "DE",
      email: "inhaberin@example.org",
    },
    servicePeriod: { start: "2026-07-01", end: "2026-07-05" },
    lines: [
      {
        description: "Vermittlungsgebühr Apotheker/in, Vertretungsangebot, 5 Einsatztage",
        quantity: 5,
        unitCode: "DAY",
        unitNetCents: 6000,
        netCents: 30000,
        vatRate: 19,
      },
    ],
    issuedBy: "operator@example.org",
    ...overrides,
  };
}

/** A CAMT.053 statement with one booked credit per entry. */
export function camt053(entries: { ref: string; cents: number; text: string; on?: string }[]) {
  const ntry = entries
    .map(
      (
        entry,
      ) => `<Ntry><Amt Ccy="EUR">${(entry.cents / 100).toFixed(2)}</Amt><CdtDbtInd>CRDT</CdtDbtInd>
  <Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>${entry.on ?? todayIsoDate()}</Dt></BookgDt><AcctSvcrRef>${entry.ref}</AcctSvcrRef>
  <NtryDtls><TxDtls><RltdPties><Dbtr><Nm>Apotheke am Dom</Nm></Dbtr></RltdPties>
  <RmtInf><Ustrd>${entry.text}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>
<GrpHdr><MsgId>M1</MsgId><CreDtTm>2026-12-20T08:00:00</CreDtTm></GrpHdr>
<Stmt><Id>S1</Id>
<Ntry><Amt Ccy="EUR">99.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2026-12-19</Dt></BookgDt><AcctSvcrRef>OUT-1</AcctSvcrRef></Ntry>
${ntry}</Stmt></BkToCstmrStmt></Document>`;
}

export function multipartBody(xml: string) {
  const boundary = "----apostaff-test";
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="statement"; filename="auszug.xml"\r\nContent-Type: application/xml\r\n\r\n${xml}\r\n--${boundary}--\r\n`;
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
