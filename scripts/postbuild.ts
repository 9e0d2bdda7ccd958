/**
 * After `react-router build`: turns the prerendered not-found page into 404.html, makes
 * every page paint from its HTML alone (scripts/page-html.ts: stylesheet inline, code
 * started by web/boot/start-site.ts), refuses a page with a form the browser could send
 * by itself, writes sitemap.xml and robots.txt for the public address, hashes every
 * page's inline scripts and styles for the Content-Security-Policy, precompresses text
 * files (brotli and gzip) and writes build/site-manifest.json for the server.
 */
import { createHash } from "node:crypto";
import { readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlibConstants } from "node:zlib";
import { buildSync } from "esbuild";
import {
  NOT_FOUND_PRERENDER_PATH,
  prerenderedPaths,
  startOnIntentPaths,
} from "../domain/route-manifest";
import {
  NOT_FOUND_FILE,
  type PageEntry,
  pageKey,
  SITE_MANIFEST_FILE,
  type SiteManifest,
} from "../server/http/site-manifest";
import { formProblems, preparePage, type StartMode } from "./page-html";
import { publicUrlFromEnvironment, robotsTxt, type SitemapPage, sitemapXml } from "./sitemap";

const clientDir = path.resolve("build/client");
const COMPRESSIBLE = /\.(html|js|css|svg|json|txt|xml|webmanifest|map)$/;
const MIN_COMPRESS_BYTES = 512;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** CSP hashes of the scripts that run inline (not src=, not JSON data blocks). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\bsrc=/.test(attributes) || body === "") continue;
    const type = /\btype="([^"]+)"/.exec(attributes)?.[1];
    if (type && type !== "module" && type !== "text/javascript") continue;
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...new Set(hashes)];
}

/** The start script (web/boot/start-site.ts), minified for inlining. */
function startScript(): string {
  const result = buildSync({
    entryPoints: ["web/boot/start-site.ts"],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    write: false,
  });
  return (result.outputFiles[0]?.text ?? "").trim();
}

const onIntent = new Set(startOnIntentPaths.map((page) => page.toLowerCase()));
const stylesheets = new Map<string, string>();
async function stylesheet(href: string): Promise<string> {
  if (!stylesheets.has(href)) {
    stylesheets.set(href, (await readFile(path.join(clientDir, href), "utf8")).trim());
  }
  return stylesheets.get(href) ?? "";
}

/** Rewrites one prerendered page (see page-html.ts) and returns its manifest entry. */
async function preparePageFile(file: string, start: StartMode, script: string): Promise<PageEntry> {
  const relative = path.relative(clientDir, file).split(path.sep).join("/");
  const original = await readFile(file, "utf8");
  const problems = formProblems(original);
  if (problems.length > 0) throw new Error(`${relative}:\n  ${problems.join("\n  ")}`);
  for (const href of original.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) {
    await stylesheet(href[1] ?? "");
  }
  const html = preparePage(original, {
    stylesheet: (href) => stylesheets.get(href) ?? "",
    startScript: script,
    start,
  });
  await writeFile(file, html);
  return { file: relative, scriptHashes: inlineScriptHashes(html) };
}

function startModeOf(relative: string): StartMode {
  const pagePath = `/${relative.replace(/\/?index\.html$/, "")}`.toLowerCase();
  return onIntent.has(pagePath) ? "intent" : "after-paint";
}

/** sitemap.xml (indexable prerendered pages) and robots.txt, before compression. */
async function writeSearchEngineFiles() {
  const publicUrl = publicUrlFromEnvironment();
  const pages: SitemapPage[] = [];
  for (const pagePath of prerenderedPaths) {
    if (pagePath === NOT_FOUND_PRERENDER_PATH) continue;
    const html = await readFile(path.join(clientDir, pagePath, "index.html"), "utf8");
    pages.push({ path: pagePath, html });
  }
  await writeFile(path.join(clientDir, "sitemap.xml"), sitemapXml(publicUrl, pages));
  await writeFile(path.join(clientDir, "robots.txt"), robotsTxt(publicUrl));
}

/**
 * The service worker names its cache after a hash of the offline page, so a build that
 * changes the page installs a new worker with a fresh shell (public/sw.js).
 */
async function versionServiceWorker() {
  const offline = await readFile(path.join(clientDir, "offline", "index.html"));
  const worker = path.join(clientDir, "sw.js");
  const version = createHash("sha256").update(offline).digest("hex").slice(0, 12);
  const source = await readFile(worker, "utf8");
  if (!source.includes("__SHELL_VERSION__")) throw new Error("sw.js has no __SHELL_VERSION__");
  await writeFile(worker, source.replace("__SHELL_VERSION__", version));
}

async function main() {
  await versionServiceWorker();
  const notFoundDir = path.join(clientDir, NOT_FOUND_PRERENDER_PATH);
  await rename(path.join(notFoundDir, "index.html"), path.join(clientDir, NOT_FOUND_FILE));
  await rm(notFoundDir, { recursive: true });
  await writeSearchEngineFiles();

  const script = startScript();
  const manifest: SiteManifest = {
    // The server refuses to start in production under another PUBLIC_URL (server/config.ts).
    publicUrl: publicUrlFromEnvironment(),
    pages: {},
    notFound: await preparePageFile(path.join(clientDir, NOT_FOUND_FILE), "after-paint", script),
  };
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  for await (const file of walk(clientDir)) {
    const relative = path.relative(clientDir, file).split(path.sep).join("/");
    if (relative.endsWith("index.html")) {
      const pagePath = `/${relative.slice(0, -"index.html".length)}`;
      manifest.pages[pageKey(pagePath)] = await preparePageFile(
        file,
        startModeOf(relative),
        script,
      );
    }
    if (COMPRESSIBLE.test(file) && (await stat(file)).size >= MIN_COMPRESS_BYTES) {
      const content = await readFile(file);
      await writeFile(
        `${file}.br`,
        await brotli(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      await writeFile(`${file}.gz`, await gzipAsync(content, { level: 9 }));
    }
  }
  await writeFile(
    path.join(clientDir, "..", SITE_MANIFEST_FILE),
    JSON.stringify(manifest, null, 2),
  );
  console.log(
    `postbuild: ${Object.keys(manifest.pages).length} pages, CSP hashes and compressed files written`,
  );
}

await main();
