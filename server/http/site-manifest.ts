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
}

export const SITE_MANIFEST_FILE = "site-manifest.json";
/** The not-found page's file in the client build, served with status 404. */
export const NOT_FOUND_FILE = "404.html";

export function pageKey(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return (trimmed || "/").toLowerCase();
}
