import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
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
 * Renders page 1 with pdftoppm, extracts the embedded files with pdfdetach and the text
 * with pdftotext (all poppler-utils).
 */
export function inspectPdf(pdf: Uint8Array): {
  pngBytes: number;
  attachments: Record<string, string>;
  text: string;
} {
  ensureTool("pdftoppm");
  ensureTool("pdfdetach");
  ensureTool("pdftotext");
  const dir = mkdtempSync(path.join(tmpdir(), "invoice-"));
  try {
    const file = path.join(dir, "invoice.pdf");
    writeFileSync(file, pdf);
    execFileSync("pdftoppm", [
      "-r",
      "40",
      "-png",
      "-f",
      "1",
      "-l",
      "1",
      file,
      path.join(dir, "page"),
    ]);
    const png = readFileSync(path.join(dir, "page-1.png"));
    const out = path.join(dir, "files");
    execFileSync("mkdir", [out]);
    execFileSync("pdfdetach", ["-saveall", "-o", out, file]);
    const names = execFileSync("ls", [out]).toString().split("\n").filter(Boolean);
    const attachments = Object.fromEntries(
      names.map((name) => [name, readFileSync(path.join(out, name), "utf8")]),
    );
    const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString();
    return { pngBytes: png.length, attachments, text };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
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
