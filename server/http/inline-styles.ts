import { createHash } from "node:crypto";

/**
 * CSP source expressions ("'sha256-…'") of the inline <style> blocks of a page, so
 * styles need no 'unsafe-inline': any block the build puts into the HTML (critical CSS,
 * for example) is allowed exactly as it is, and nothing injected later.
 */
export function inlineStyleHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi)) {
    const body = match[1] ?? "";
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
