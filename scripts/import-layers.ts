// Imports run one way: web -> domain <- server (docs/architecture.md, "Layers"). The
// site and the API share rules through domain/ only, so neither can break the other by
// a change in its own folder. scripts/import-layers.test.ts runs this check in `npm test`.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

export const LAYERS = ["web", "domain", "server"] as const;
export type Layer = (typeof LAYERS)[number];

/** Which layers each layer may import; anything else is a backwards import. */
const ALLOWED: Record<Layer, readonly Layer[]> = {
  web: ["web", "domain"],
  domain: ["domain"],
  server: ["server", "domain"],
};

/** The app factory imports every route; only its starter and the tests may import it. */
const APP_MODULE = "server/app.ts";

export interface ImportEdge {
  /** Importing file, relative to the repository root with forward slashes. */
  from: string;
  /** Imported file (without extension), relative to the repository root. */
  to: string;
  specifier: string;
  /** Only types come through it (`import type`, or every name marked `type`). */
  typeOnly: boolean;
}

/** The API contract's zod schemas: the site takes their types, never their code. */
const API_CONTRACT = "domain/api/";

function layerOf(file: string): Layer | undefined {
  const top = file.split("/")[0];
  return LAYERS.find((layer) => layer === top);
}

function mayImportApp(file: string): boolean {
  return (
    file === "server/main.ts" || file.startsWith("server/testing/") || /\.test\.tsx?$/.test(file)
  );
}

/** Why an import breaks the layering, or undefined when it is allowed. */
export function backwardsImport(
  edge: Pick<ImportEdge, "from" | "to"> & { typeOnly?: boolean },
): string | undefined {
  const fromLayer = layerOf(edge.from);
  const toLayer = layerOf(edge.to);
  if (!fromLayer || !toLayer) return undefined;
  if (!ALLOWED[fromLayer].includes(toLayer)) return `${fromLayer}/ must not import ${toLayer}/`;
  if (fromLayer === "web" && edge.to.startsWith(API_CONTRACT) && edge.typeOnly === false) {
    return "web/ imports domain/api/ as types only (docs/decisions/0039)";
  }
  if (`${edge.to}.ts` === APP_MODULE || edge.to === APP_MODULE) {
    if (!mayImportApp(edge.from)) return "only server/main.ts and tests import server/app.ts";
  }
  return undefined;
}

function sourceFiles(root: string, folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join("/"));
}

function typeOnlyDeclaration(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) {
    return (
      node.isTypeOnly ||
      (!!node.exportClause &&
        ts.isNamedExports(node.exportClause) &&
        node.exportClause.elements.every((element) => element.isTypeOnly))
    );
  }
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    !clause.name &&
    !!bindings &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

/** The specifiers a file imports code from (static, re-exported or dynamic). */
function runtimeSpecifiers(file: string, text: string): Set<string> {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
  const found = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      !typeOnlyDeclaration(node)
    ) {
      found.add(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.add(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every relative import (type-only and dynamic ones too) of web/, domain/ and server/. */
export function importEdges(root: string): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const file of LAYERS.flatMap((layer) => sourceFiles(root, layer))) {
    const text = readFileSync(path.join(root, file), "utf8");
    const { importedFiles } = ts.preProcessFile(text, true, true);
    const runtime = runtimeSpecifiers(file, text);
    for (const { fileName: specifier } of importedFiles) {
      if (!specifier.startsWith(".")) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      edges.push({
        from: file,
        to: target.replace(/\.(tsx?|js|mjs)$/, ""),
        specifier,
        typeOnly: !runtime.has(specifier),
      });
    }
  }
  return edges;
}

/** Every backwards import, as "file: specifier (reason)" lines. */
export function layerViolations(root: string): string[] {
  return importEdges(root).flatMap((edge) => {
    const reason = backwardsImport(edge);
    return reason ? [`${edge.from}: "${edge.specifier}" (${reason})`] : [];
  });
}
