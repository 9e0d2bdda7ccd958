// Imports run one way: web -> domain <- server (docs/architecture.md, "Layers"), and
// inside server/ from the app down through its floors to db/ ("Inside server/"). The
// site and the API share rules through domain/ only, so neither can break the other by
// a change in its own folder; a server part needs only the parts below it, so nothing
// loops. scripts/import-layers.test.ts runs this check in `npm test`.
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

/**
 * The floors of server/, lowest first (docs/architecture.md, "Inside server/"). A part
 * is a folder of server/, or a file directly in it without its extension. A file may
 * import its own part and the parts of lower floors; a part on its own floor or above
 * is refused, so two parts never need each other. When two parts need the same thing,
 * it moves one floor down (a small shared module), never sideways. Tests (`*.test.ts`)
 * stand above every floor. A new folder gets its floor here.
 */
export const SERVER_FLOORS: readonly (readonly string[])[] = [
  ["db"],
  ["http", "company-settings"],
  ["config"],
  ["audit"],
  ["mail"],
  ["auth"],
  ["storage", "captcha", "postcodes", "privacy", "metrics", "push"],
  ["accounts"],
  ["brokerage"],
  ["billing"],
  ["job-board", "placements", "service-requests"],
  ["personal-data"],
  ["route-context"],
  ["admin"],
  ["routes", "jobs"],
  ["app"],
  ["main", "cli", "testing"],
];

/** The part of server/ a file belongs to: its folder, or its own name at the top. */
export function serverPart(file: string): string | undefined {
  const [top, first, second] = file.split("/");
  if (top !== "server" || !first) return undefined;
  return second === undefined ? first.replace(/\.(tsx?|mjs|js)$/, "") : first;
}

function floorOf(part: string): number {
  return SERVER_FLOORS.findIndex((floor) => floor.includes(part));
}

function isTest(file: string): boolean {
  return /\.test\.tsx?$/.test(file);
}

/** Why an import inside server/ runs against its floors, or undefined when it may. */
function againstFloors(from: string, to: string): string | undefined {
  const fromPart = serverPart(from);
  const toPart = serverPart(to);
  if (!fromPart || !toPart || isTest(from)) return undefined;
  if (isTest(to)) return "only tests import tests";
  const fromFloor = floorOf(fromPart);
  const toFloor = floorOf(toPart);
  if (fromFloor < 0) return `server/${fromPart} has no floor in SERVER_FLOORS`;
  if (toFloor < 0) return `server/${toPart} has no floor in SERVER_FLOORS`;
  if (fromPart === toPart || toFloor < fromFloor) return undefined;
  const where = toFloor === fromFloor ? "on the same floor as" : "above";
  return `server/${toPart} is ${where} server/${fromPart} (SERVER_FLOORS)`;
}

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
  return againstFloors(edge.from, edge.to);
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

/**
 * The import loops among the files of server/ (type-only imports count), each as its
 * files in order; empty when none. The floors rule out loops between parts; this finds
 * those inside one folder too (Tarjan's strongly connected components).
 */
export function importLoops(root: string, edges: ImportEdge[] = importEdges(root)): string[][] {
  const next = new Map<string, Set<string>>();
  const files = new Set(
    LAYERS.flatMap((layer) => sourceFiles(root, layer)).filter((file) => serverPart(file)),
  );
  const known = (target: string) =>
    [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`].find((name) => files.has(name));
  for (const edge of edges) {
    const to = known(edge.to);
    if (!files.has(edge.from) || !to) continue;
    next.set(edge.from, (next.get(edge.from) ?? new Set()).add(to));
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const loops: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    for (const to of next.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (stack.includes(to)) {
        low.set(file, Math.min(low.get(file)!, index.get(to)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || next.get(file)?.has(file)) loops.push(component.reverse());
    }
  };
  for (const file of [...files].sort()) if (!index.has(file)) visit(file);
  return loops;
}

/** Every backwards import, as "file: specifier (reason)" lines. */
export function layerViolations(root: string, edges: ImportEdge[] = importEdges(root)): string[] {
  return edges.flatMap((edge) => {
    const reason = backwardsImport(edge);
    return reason ? [`${edge.from}: "${edge.specifier}" (${reason})`] : [];
  });
}
