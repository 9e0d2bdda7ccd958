import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";

/**
 * The official Schematron rules for invoice XML, run from Node.js with Saxon-JS (issue 28,
 * item 6): the EN 16931 rules for CII (CEN/TC 434, ConnectingEurope/eInvoicing-EN16931)
 * and the XRechnung CIUS rules for CII (KoSIT). Both are compiled once to Saxon's SEF by
 * `scripts/compile-schematron.mjs` (server/billing/schematron/README.md); compiling the
 * 700 kB XSLT takes 30 s of CPU, running it a fraction of a second.
 */
const require = createRequire(import.meta.url);
const SaxonJS = require("saxon-js") as {
  transform(options: Record<string, unknown>, mode: "async"): Promise<{ principalResult: string }>;
};
const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "../billing/schematron");
export const SCHEMATRON_RULES = {
  en16931: "en16931-cii.sef.json.gz",
  xrechnung: "xrechnung-cii.sef.json.gz",
} as const;
const loaded = new Map<string, unknown>();

export interface SchematronFinding {
  id: string;
  flag: string;
  text: string;
  location: string;
}

/** Runs one rule set; answers the failed asserts and successful reports it found. */
export async function runSchematron(
  xml: string,
  rules: keyof typeof SCHEMATRON_RULES,
): Promise<{ errors: SchematronFinding[]; warnings: SchematronFinding[] }> {
  let stylesheet = loaded.get(rules);
  if (!stylesheet) {
    stylesheet = JSON.parse(
      gunzipSync(readFileSync(path.join(DIR, SCHEMATRON_RULES[rules]))).toString("utf8"),
    );
    loaded.set(rules, stylesheet);
  }
  const { principalResult } = await SaxonJS.transform(
    { stylesheetInternal: stylesheet, sourceText: xml, destination: "serialized" },
    "async",
  );
  const findings = [
    ...principalResult.matchAll(
      /<svrl:(?:failed-assert|successful-report)\b([^>]*)>([\s\S]*?)<\/svrl:(?:failed-assert|successful-report)>/g,
    ),
  ].map(([, attributes, body]) => {
    const attribute = (name: string) =>
      new RegExp(`\\b${name}="([^"]*)"`).exec(attributes ?? "")?.[1] ?? "";
    return {
      id: attribute("id"),
      flag: attribute("flag") || "error",
      location: attribute("location"),
      text: (/<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(body ?? "")?.[1] ?? "").trim(),
    };
  });
  return {
    errors: findings.filter((finding) => finding.flag === "fatal" || finding.flag === "error"),
    warnings: findings.filter((finding) => finding.flag !== "fatal" && finding.flag !== "error"),
  };
}

/**
 * The errors of both rule sets as "ID: text" lines, empty when the XML passes: EN 16931
 * for every invoice XML, the XRechnung CIUS too for the XRechnung download.
 */
export async function schematronErrors(
  xml: string,
  options: { xrechnung: boolean },
): Promise<string[]> {
  const sets: (keyof typeof SCHEMATRON_RULES)[] = options.xrechnung
    ? ["en16931", "xrechnung"]
    : ["en16931"];
  const errors: string[] = [];
  for (const rules of sets) {
    const found = await runSchematron(xml, rules);
    errors.push(...found.errors.map((error) => `${rules} ${error.id}: ${error.text}`));
  }
  return errors;
}
