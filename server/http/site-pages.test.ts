import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { buildTestApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";
import type { SiteManifest } from "./site-manifest";

const homeHtml =
  '<!DOCTYPE html><html lang="de"><head><style>main{color:#222}</style></head><body>Startseite<script>window.a=1</script></body></html>';
const notFoundHtml = '<!DOCTYPE html><html lang="de"><body>Seite nicht gefunden</body></html>';
const staffHtml = '<!DOCTYPE html><html lang="de"><body>Registrierung</body></html>';

/** A miniature client build, laid out as scripts/postbuild.ts leaves it. */
async function writeFixtureSite(root: string): Promise<string> {
  const client = path.join(root, "client");
  await mkdir(path.join(client, "assets"), { recursive: true });
  await mkdir(path.join(client, "vertretungsapotheker"), { recursive: true });
  await writeFile(path.join(client, "index.html"), homeHtml);
  await writeFile(path.join(client, "index.html.br"), brotliCompressSync(homeHtml));
  await writeFile(path.join(client, "index.html.gz"), gzipSync(homeHtml));
  await writeFile(path.join(client, "404.html"), notFoundHtml);
  await writeFile(path.join(client, "vertretungsapotheker", "index.html"), staffHtml);
  await writeFile(path.join(client, "assets", "app-abc123.js"), "console.log(1)");
  await writeFile(path.join(client, "robots.txt"), "User-agent: *");
  const manifest: SiteManifest = {
    pages: {
      "/": { file: "index.html", scriptHashes: ["'sha256-test-hash='"] },
      "/vertretungsapotheker": { file: "vertretungsapotheker/index.html", scriptHashes: [] },
    },
    notFound: { file: "404.html", scriptHashes: [] },
  };
  await writeFile(path.join(root, "site-manifest.json"), JSON.stringify(manifest));
  return client;
}

describe("prerendered site", () => {
  let root: string;
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildTestApp>>;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "apostaff-site-"));
    const siteDir = await writeFixtureSite(root);
    // An earlier build's file, kept by scripts/keep-assets.mjs.
    const keptAssetsDir = path.join(root, "kept-assets");
    await mkdir(keptAssetsDir);
    await writeFile(path.join(keptAssetsDir, "app-old999.js"), "console.log(0)");
    await writeFile(path.join(keptAssetsDir, "builds.json"), "[]");
    database = await testDatabaseKinds[0]!.open();
    app = await buildTestApp(database, { siteDir, keptAssetsDir });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await rm(root, { recursive: true, force: true });
  });

  it("serves a page with its inline-script hash in the CSP and no caching", async () => {
    const response = await app.inject("/");
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(homeHtml);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers["content-security-policy"]).toContain(
      "script-src 'self' 'sha256-test-hash='",
    );
    const scriptSrc = /script-src [^;]*/.exec(
      String(response.headers["content-security-policy"]),
    )?.[0];
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it("allows the page's own inline style blocks by hash, and no other inline style", async () => {
    const csp = String((await app.inject("/")).headers["content-security-policy"]);
    const styleSrc = /style-src [^;]*/.exec(csp)?.[0];
    const hash = createHash("sha256").update("main{color:#222}").digest("base64");
    expect(styleSrc).toBe(`style-src 'self' 'sha256-${hash}'`);
    const other = String(
      (await app.inject("/vertretungsapotheker")).headers["content-security-policy"],
    );
    expect(/style-src [^;]*/.exec(other)?.[0]).toBe("style-src 'self'");
  });

  it("serves an earlier build's hashed asset from the kept ones, its own first (issue 33 item 2)", async () => {
    const own = await app.inject("/assets/app-abc123.js");
    expect(own.statusCode).toBe(200);
    expect(own.body).toBe("console.log(1)");
    const old = await app.inject("/assets/app-old999.js");
    expect(old.statusCode).toBe(200);
    expect(old.body).toBe("console.log(0)");
    expect(old.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await app.inject("/assets/builds.json")).statusCode).toBe(404);
    expect((await app.inject("/assets/app-none.js")).statusCode).toBe(404);
  });

  it("counts each prerendered page by its own path in the metrics, unknown ones under /* (issue 33 item 7)", async () => {
    await app.inject("/");
    await app.inject("/Vertretungsapotheker");
    await app.inject("/no-such-page-777");
    const text = (await app.inject("/metrics")).body;
    expect(text).toContain('apostaff_http_requests_total{method="GET",route="/",status="200"}');
    expect(text).toContain(
      'apostaff_http_requests_total{method="GET",route="/vertretungsapotheker",status="200"}',
    );
    expect(text).toContain('apostaff_http_requests_total{method="GET",route="/*",status="404"}');
    expect(text).not.toContain("no-such-page-777");
  });

  it("sends the precompressed page the browser accepts", async () => {
    const br = await app.inject({ url: "/", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.rawPayload).toEqual(brotliCompressSync(homeHtml));
    const gz = await app.inject({ url: "/", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers.vary).toBe("Accept-Encoding");
  });

  it("answers a repeated request with 304 when the page is unchanged", async () => {
    const first = await app.inject("/");
    const again = await app.inject({
      url: "/",
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("reaches one page under both spellings of /vertretungsapotheker", async () => {
    for (const url of ["/vertretungsapotheker", "/Vertretungsapotheker"]) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(staffHtml);
    }
  });

  it("redirects a trailing slash to the page's own address", async () => {
    const response = await app.inject("/vertretungsapotheker/?x=1");
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/vertretungsapotheker?x=1");
  });

  it("never redirects to another host, however the path is spelt", async () => {
    for (const url of [
      "/.//evil.example/",
      "//evil.example/",
      "///evil.example//",
      "/\\evil.example/",
      "/%5Cevil.example/",
      "/./\\/evil.example/",
    ]) {
      const response = await app.inject(url);
      const location = response.headers.location;
      if (location === undefined) continue;
      expect(String(location), url).toMatch(/^\/(?![/\\])/);
      expect(new URL(String(location), "https://apostaff.example").host, url).toBe(
        "apostaff.example",
      );
    }
  });

  it("answers unknown paths with the not-found page and status 404", async () => {
    const response = await app.inject("/gibt-es-nicht/wirklich");
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(notFoundHtml);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
  });

  it("caches hashed assets for a year and never serves HTML files directly", async () => {
    const asset = await app.inject("/assets/app-abc123.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const robots = await app.inject("/robots.txt");
    expect(robots.headers["cache-control"]).toBe("public, max-age=3600");
    const direct = await app.inject("/index.html");
    expect(direct.statusCode).toBe(404);
  });

  it("keeps API errors as JSON even under the page catch-all", async () => {
    const response = await app.inject("/api/unknown");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Not found" });
  });
});

describe("pages with reCAPTCHA configured", () => {
  it("allow Google's reCAPTCHA hosts on the two service forms only", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "apostaff-site-"));
    const siteDir = await writeFixtureSite(root);
    await mkdir(path.join(siteDir, "services", "boten-service"), { recursive: true });
    await writeFile(path.join(siteDir, "services", "boten-service", "index.html"), staffHtml);
    const manifestFile = path.join(root, "site-manifest.json");
    const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as SiteManifest;
    manifest.pages["/services/boten-service"] = {
      file: "services/boten-service/index.html",
      scriptHashes: [],
    };
    await writeFile(manifestFile, JSON.stringify(manifest));
    const database = await testDatabaseKinds[0]!.open();
    const app = await buildTestApp(database, {
      siteDir,
      recaptcha: { siteKey: "site", secretKey: "secret" },
    });
    try {
      const form = String(
        (await app.inject("/services/boten-service")).headers["content-security-policy"],
      );
      expect(form).toContain(
        "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
      );
      expect(form).toContain(
        "frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/",
      );
      const home = String((await app.inject("/")).headers["content-security-policy"]);
      expect(home).not.toContain("google");
      expect(home).toContain("frame-src 'none'");
    } finally {
      await app.close();
      await database.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});
