import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { pageDirectives } from "./site-pages";

const entry = { file: "index.html", scriptHashes: ["'sha256-script='"] };
const css = "main{color:red}";
const html = `<html><head><style>${css}</style></head><body><script>x()</script></body></html>`;

describe("a page's Content-Security-Policy", () => {
  it("allows the page's inline scripts by the hashes the build recorded", () => {
    const directives = pageDirectives(
      { "script-src": ["'self'"], "style-src": ["'self'"] },
      entry,
      html,
    );
    expect(directives["script-src"]).toEqual(["'self'", "'sha256-script='"]);
  });

  it("allows the inlined stylesheet by its hash, and no other inline style", () => {
    const directives = pageDirectives(
      { "script-src": ["'self'"], "style-src": ["'self'"] },
      entry,
      html,
    );
    const hash = createHash("sha256").update(css).digest("base64");
    expect(directives["style-src"]).toEqual(["'self'", `'sha256-${hash}'`]);
  });
});
