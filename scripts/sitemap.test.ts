import { describe, expect, it } from "vitest";
import { NOT_FOUND_PRERENDER_PATH, prerenderedPaths } from "../domain/route-manifest";
import { absoluteUrl, isNoIndex, publicUrlFromEnvironment, robotsTxt, sitemapXml } from "./sitemap";

const indexed = '<html><head><meta name="description" content="x"/></head></html>';
const hidden = '<html><head><meta name="robots" content="noindex"/></head></html>';

describe("sitemapXml", () => {
  it("lists every indexable page with its absolute address", () => {
    const xml = sitemapXml("https://www.apostaff.example/", [
      { path: "/", html: indexed },
      { path: "/kontakt", html: indexed },
      { path: "/Jetzt-registrieren", html: indexed },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "  <url>\n    <loc>https://www.apostaff.example/</loc>\n  </url>",
        "  <url>\n    <loc>https://www.apostaff.example/kontakt</loc>\n  </url>",
        "  <url>\n    <loc>https://www.apostaff.example/Jetzt-registrieren</loc>\n  </url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
  });

  it("leaves out pages marked noindex and duplicates", () => {
    const xml = sitemapXml("https://a.example", [
      { path: "/resend", html: hidden },
      { path: "/agb", html: indexed },
      { path: "/agb", html: indexed },
    ]);
    expect(xml).not.toContain("/resend");
    expect(xml.match(/<loc>/g)).toHaveLength(1);
  });

  it("lists a page reached under two spellings once, under its canonical address", () => {
    const staffPage =
      '<html><head><link rel="canonical" href="https://a.example/vertretungsapotheker"/></head></html>';
    const xml = sitemapXml("https://a.example", [
      { path: "/vertretungsapotheker", html: staffPage },
      { path: "/Vertretungsapotheker", html: staffPage },
    ]);
    expect(xml.match(/<loc>/g)).toHaveLength(1);
    expect(xml).toContain("<loc>https://a.example/vertretungsapotheker</loc>");
  });

  it("escapes characters XML does not allow", () => {
    expect(sitemapXml("https://a.example", [{ path: "/a&b", html: indexed }])).toContain(
      "<loc>https://a.example/a&#38;b</loc>",
    );
  });

  it("covers the manifest's pages (the build passes them all in)", () => {
    const pages = prerenderedPaths
      .filter((path) => path !== NOT_FOUND_PRERENDER_PATH)
      .map((path) => ({ path, html: indexed }));
    const xml = sitemapXml("https://a.example", pages);
    expect(xml.match(/<loc>/g)).toHaveLength(pages.length);
    expect(xml).toContain("<loc>https://a.example/services</loc>");
  });
});

describe("isNoIndex", () => {
  it("recognises the robots meta tag in either attribute order", () => {
    expect(isNoIndex(hidden)).toBe(true);
    expect(isNoIndex('<meta content="noindex, nofollow" name="robots">')).toBe(true);
    expect(isNoIndex('<meta name="robots" content="noindex, nofollow">')).toBe(true);
    expect(isNoIndex(indexed)).toBe(false);
    expect(isNoIndex('<meta name="description" content="noindex is a word here">')).toBe(false);
  });
});

describe("robotsTxt", () => {
  it("allows the site, keeps out API and console, and points to the sitemap", () => {
    expect(robotsTxt("https://www.apostaff.example/")).toBe(
      "User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\n\nSitemap: https://www.apostaff.example/sitemap.xml\n",
    );
  });
});

describe("addresses", () => {
  it("joins base and path with one slash", () => {
    expect(absoluteUrl("https://a.example/", "/")).toBe("https://a.example/");
    expect(absoluteUrl("https://a.example", "agb")).toBe("https://a.example/agb");
  });

  it("reads PUBLIC_URL like the web build does", () => {
    expect(publicUrlFromEnvironment({ PUBLIC_URL: "https://b.example//" })).toBe(
      "https://b.example",
    );
    expect(publicUrlFromEnvironment({})).toBe("http://localhost:3000");
  });
});
