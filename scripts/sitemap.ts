/**
 * sitemap.xml and robots.txt of the prerendered site, written by postbuild.ts from
 * domain/route-manifest.ts with the public address (PUBLIC_URL) fixed at build time.
 */

export interface SitemapPage {
  path: string;
  /** The page's prerendered HTML, to leave out pages marked noindex. */
  html: string;
}

/** True when the page has <meta name="robots" content="...noindex..."> (any attribute order). */
export function isNoIndex(html: string): boolean {
  for (const [tag] of html.matchAll(/<meta\s[^>]*>/gi)) {
    if (/\bname="robots"/i.test(tag) && /\bcontent="[^"]*\bnoindex\b/i.test(tag)) return true;
  }
  return false;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** "https://example.org/" + "/kontakt", with exactly one slash between. */
export function absoluteUrl(publicUrl: string, path: string): string {
  const base = publicUrl.replace(/\/+$/, "");
  return path === "/" ? `${base}/` : `${base}${path.startsWith("/") ? path : `/${path}`}`;
}

/** The page's <link rel="canonical"> address, if it names one. */
export function canonicalUrl(html: string): string | undefined {
  for (const [tag] of html.matchAll(/<link\s[^>]*>/gi)) {
    if (/\brel="canonical"/i.test(tag)) return /\bhref="([^"]+)"/i.exec(tag)?.[1];
  }
  return undefined;
}

/**
 * The pages search engines may index, each once under its canonical address (a second
 * spelling such as /Vertretungsapotheker is not listed), in manifest order.
 */
export function sitemapXml(publicUrl: string, pages: readonly SitemapPage[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const page of pages) {
    if (isNoIndex(page.html)) continue;
    const url = canonicalUrl(page.html) ?? absoluteUrl(publicUrl, page.path);
    if (seen.has(url)) continue;
    seen.add(url);
    urls.push(`  <url>\n    <loc>${escapeXml(url)}</loc>\n  </url>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** Everything may be crawled except the API and the operator console. */
export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /admin",
    "",
    `Sitemap: ${absoluteUrl(publicUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}

/** The same default as vite.config.ts, so links and sitemap agree. */
export function publicUrlFromEnvironment(env: NodeJS.ProcessEnv = process.env): string {
  return (env.PUBLIC_URL || "http://localhost:3000").replace(/\/+$/, "");
}
