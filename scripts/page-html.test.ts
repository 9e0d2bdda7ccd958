import { describe, expect, it } from "vitest";
import { formProblems, preparePage } from "./page-html";

const prerendered = [
  '<html><head><link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/>',
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="modulepreload" href="/assets/home-3.js"/></head><body><main>Start</main>',
  "<script>window.__reactRouterContext = {};</script>",
  '<script type="module" async="">import "/assets/home-3.js";\nimport("/assets/entry.client-2.js");</script>',
  "</body></html>",
].join("");

describe("preparePage", () => {
  const css = "main{color:red}";
  const prepared = preparePage(prerendered, {
    stylesheet: (href) => (href === "/assets/app-1.css" ? css : ""),
    startScript: "start()",
    start: "intent",
  });

  it("puts the stylesheet inline", () => {
    expect(prepared).toContain(`<head><style>${css}</style>`);
    expect(prepared).not.toContain('rel="stylesheet"');
  });

  it("moves the preloads and the module script into the inert template, before the start script", () => {
    const head = prepared.slice(0, prepared.indexOf("</head>"));
    expect(head).not.toContain("modulepreload");
    expect(prepared).toContain(
      '<template id="site-code" data-start="intent"><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/home-3.js"/><script type="module">import "/assets/home-3.js";\nimport("/assets/entry.client-2.js");</script></template><script>start()</script></body>',
    );
    expect(prepared).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("leaves a page without a module script as it is, but for the stylesheet", () => {
    const page = preparePage("<html><head></head><body>x</body></html>", {
      stylesheet: () => "",
      startScript: "start()",
      start: "after-paint",
    });
    expect(page).toBe("<html><head></head><body>x</body></html>");
  });
});

describe("formProblems", () => {
  it("accepts a posting form whose submit waits for its code", () => {
    expect(
      formProblems(
        '<form method="post"><button type="submit" disabled="" data-pending-code="">Senden</button></form>',
      ),
    ).toEqual([]);
  });

  it("names a form that would send by GET and a submit that would send before the code", () => {
    expect(
      formProblems('<form class="x"><button type="submit" class="b">Dienst senden</button></form>'),
    ).toEqual([
      'form without method="post": <form class="x">',
      'submit button not waiting for its code: <button type="submit" class="b">',
    ]);
  });
});
