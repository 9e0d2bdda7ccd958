// Compiles the vendored Schematron XSLT (server/billing/schematron/source) to Saxon-JS's
// SEF, gzipped, and records each source's SHA-256 in manifest.json, which a test compares
// (server/billing/schematron/README.md). Takes about a minute: run it after replacing a
// source, not in CI.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

const dir = path.resolve("server/billing/schematron");
const sets = {
  "en16931-cii.sef.json.gz": "EN16931-CII-validation.xslt",
  "xrechnung-cii.sef.json.gz": "XRechnung-CII-validation.xsl",
};
const work = mkdtempSync(path.join(tmpdir(), "schematron-"));
const manifest = {};
try {
  for (const [target, source] of Object.entries(sets)) {
    const file = path.join(dir, "source", source);
    const sef = path.join(work, `${target}.json`);
    execFileSync("npx", ["xslt3", `-xsl:${file}`, `-export:${sef}`, "-nogo"], { stdio: "inherit" });
    writeFileSync(path.join(dir, target), gzipSync(readFileSync(sef), { level: 9 }));
    manifest[source] = createHash("sha256").update(readFileSync(file)).digest("hex");
  }
  writeFileSync(path.join(dir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
