import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * What `scripts/postbuild.ts` writes beside the client build and the server reads at
 * start: every prerendered page with the hashes of its inline scripts (for the CSP).
 */
export interface PageEntry {
  /** Path of the HTML file below the client build folder. */
  file: string;
  /** CSP source expressions ("'sha256-...'") of the page's inline scripts. */
  scriptHashes: string[];
}

export interface SiteManifest {
  /** Keyed by the page's path, lower-cased, without trailing slash ("/" for home). */
  pages: Record<string, PageEntry>;
  notFound: PageEntry;
  /** PUBLIC_URL at build time, without trailing slash; the pages link to it. */
  publicUrl?: string;
}

export const SITE_MANIFEST_FILE = "site-manifest.json";
/** The not-found page's file in the client build, served with status 404. */
export const NOT_FOUND_FILE = "404.html";

export function pageKey(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return (trimmed || "/").toLowerCase();
}

/** The manifest beside the client build in `siteDir`, or undefined when there is no build. */
export function readSiteManifest(siteDir: string): SiteManifest | undefined {
  const file = path.join(siteDir, "..", SITE_MANIFEST_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as SiteManifest) : undefined;
}

/**
 * The PUBLIC_URL the build in ./build was made for: the benchmarks and audits start the
 * built server in production, which refuses any other (server/config.ts).
 */
export function builtPublicUrl(siteDir = path.resolve("build/client")): string {
  return readSiteManifest(siteDir)?.publicUrl ?? "http://localhost:3000";
}
