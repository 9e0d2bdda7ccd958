import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { inlineStyleHashes } from "./inline-styles";
import { type ContentSecurityOptions, cspDirectives, serializeCsp } from "./security-headers";
import { type PageEntry, pageKey, SITE_MANIFEST_FILE, type SiteManifest } from "./site-manifest";

interface LoadedPage {
  identity: Buffer;
  br: Buffer | undefined;
  gzip: Buffer | undefined;
  etag: string;
  csp: string;
}

function readOptional(file: string): Buffer | undefined {
  return existsSync(file) ? readFileSync(file) : undefined;
}

/** Both option sets' sources together. */
function mergeCsp(
  base: ContentSecurityOptions,
  extra: ContentSecurityOptions | undefined,
): ContentSecurityOptions {
  if (!extra) return base;
  return {
    scriptSources: [...(base.scriptSources ?? []), ...(extra.scriptSources ?? [])],
    frameSources: [...(base.frameSources ?? []), ...(extra.frameSources ?? [])],
  };
}

/**
 * A page's CSP: its inline scripts by the hashes the build recorded, and its inline
 * <style> blocks (the inlined stylesheet, docs/decisions/0022) by hashes of the served
 * HTML itself, so no style needs 'unsafe-inline' (docs/decisions/0003).
 */
export function pageDirectives(
  directives: Record<string, string[]>,
  entry: PageEntry,
  html: string,
): Record<string, string[]> {
  return {
    ...directives,
    "script-src": [...(directives["script-src"] ?? []), ...entry.scriptHashes],
    "style-src": [...(directives["style-src"] ?? []), ...inlineStyleHashes(html)],
  };
}

function loadPage(clientDir: string, entry: PageEntry, csp: ContentSecurityOptions): LoadedPage {
  const file = path.join(clientDir, entry.file);
  const identity = readFileSync(file);
  const directives = pageDirectives(cspDirectives(csp), entry, identity.toString("utf8"));
  return {
    identity,
    br: readOptional(`${file}.br`),
    gzip: readOptional(`${file}.gz`),
    etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
    csp: serializeCsp(directives),
  };
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: LoadedPage, status: number) {
  reply
    .status(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", "no-cache")
    .header("vary", "Accept-Encoding")
    .header("content-security-policy", page.csp)
    .header("etag", page.etag);
  if (status === 200 && request.headers["if-none-match"] === page.etag) {
    return reply.status(304).send();
  }
  const accepted = request.headers["accept-encoding"] ?? "";
  if (page.br && accepted.includes("br")) {
    return reply.header("content-encoding", "br").send(page.br);
  }
  if (page.gzip && accepted.includes("gzip")) {
    return reply.header("content-encoding", "gzip").send(page.gzip);
  }
  return reply.send(page.identity);
}

/**
 * A path on this host for a Location header. Leading slashes and backslashes collapse
 * into one slash: browsers read "//host" and "/\\host" as another host.
 */
export function localPath(pathname: string): string {
  return `/${pathname.replace(/^[/\\]+/, "")}`;
}

/**
 * Serves the prerendered site: each page from memory, precompressed, never cached by
 * the browser without revalidation; hashed assets with an immutable cache; unknown
 * paths with the not-found page and status 404.
 */
export async function registerSitePages(
  app: FastifyInstance,
  options: {
    siteDir: string;
    csp: ContentSecurityOptions;
    /** Extra sources for single pages, keyed by path (e.g. reCAPTCHA on the two service forms). */
    pageCsp?: Record<string, ContentSecurityOptions>;
    /** Earlier builds' hashed assets (scripts/keep-assets.mjs), for those not in this build. */
    keptAssetsDir?: string;
  },
): Promise<void> {
  const manifestFile = path.join(options.siteDir, "..", SITE_MANIFEST_FILE);
  if (!existsSync(manifestFile)) {
    app.log.warn(`no site build at ${options.siteDir}: run "npm run build"`);
    app.get("/*", async (request, reply) => {
      if (request.url.startsWith("/api/")) throw Object.assign(new Error(), { statusCode: 404 });
      return reply.status(503).type("text/plain; charset=utf-8").send("Site not built.");
    });
    return;
  }
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as SiteManifest;
  const pages = new Map<string, LoadedPage>();
  for (const [key, entry] of Object.entries(manifest.pages)) {
    pages.set(key, loadPage(options.siteDir, entry, mergeCsp(options.csp, options.pageCsp?.[key])));
  }
  const notFound = loadPage(options.siteDir, manifest.notFound, options.csp);

  await app.register(fastifyStatic, {
    root: options.siteDir,
    wildcard: false,
    preCompressed: true,
    index: false,
    // Our own Cache-Control below; the plugin's default would say max-age=0.
    cacheControl: false,
    // HTML is served from memory above, with its own CSP; never as a file.
    allowedPath: (pathName) => !pathName.endsWith(".html") && !pathName.includes("/."),
    setHeaders: (response, filePath) => {
      const isHashedAsset = filePath.startsWith(path.join(options.siteDir, "assets") + path.sep);
      // The service worker and the app manifest are checked for updates at every visit.
      const alwaysFresh = /[/\\](sw\.js|manifest\.webmanifest)(\.br|\.gz)?$/.test(filePath);
      response.setHeader(
        "cache-control",
        isHashedAsset
          ? "public, max-age=31536000, immutable"
          : alwaysFresh
            ? "no-cache"
            : "public, max-age=3600",
      );
    },
  });

  // A page of another build (a process not yet restarted, a tab opened before the
  // deploy) asks for its own hashed files: served from the kept ones (issue 33 item 2).
  if (options.keptAssetsDir && existsSync(options.keptAssetsDir)) {
    await app.register(fastifyStatic, {
      root: options.keptAssetsDir,
      prefix: "/assets/",
      decorateReply: false,
      wildcard: true,
      preCompressed: true,
      index: false,
      cacheControl: false,
      allowedPath: (pathName) => !pathName.endsWith(".json") && !pathName.includes("/."),
      setHeaders: (response) => {
        response.setHeader("cache-control", "public, max-age=31536000, immutable");
      },
    });
  }

  const servePath = async (request: FastifyRequest, reply: FastifyReply) => {
    const { pathname, search } = new URL(request.url, "http://localhost");
    if (pathname.startsWith("/api/") || pathname === "/api") {
      return reply.status(404).send({ message: "Not found" });
    }
    if (pathname.length > 1 && pathname.endsWith("/")) {
      return reply.redirect(`${localPath(pathname.replace(/\/+$/, ""))}${search}`, 301);
    }
    const key = pageKey(pathname);
    const page = pages.get(key);
    if (page) {
      // Counted by its own path in the metrics (a known page: the labels stay few).
      request.metricsRoute = key;
      return sendPage(request, reply, page, 200);
    }
    return sendPage(request, reply, notFound, 404);
  };
  app.get("/", servePath);
  app.get("/*", servePath);
}
