import { describe, expect, it } from "vitest";
import {
  checkBudgets,
  formatTable,
  type LighthouseResultLike,
  type PageFigures,
  pageFigures,
} from "./audit-web-report";

function result(overrides: Partial<Record<string, number>> = {}): LighthouseResultLike {
  return {
    categories: {
      performance: { score: overrides.performance ?? 0.97 },
      accessibility: { score: overrides.accessibility ?? 1, auditRefs: [{ id: "color-contrast" }] },
      "best-practices": { score: 1, auditRefs: [] },
      seo: { score: overrides.seo ?? 1, auditRefs: [{ id: "canonical" }] },
    },
    audits: {
      "largest-contentful-paint": { score: 1, numericValue: overrides.lcp ?? 1500 },
      "cumulative-layout-shift": { score: 1, numericValue: 0 },
      "color-contrast": { score: overrides.contrast ?? 1, title: "Contrast" },
      canonical: { score: null, scoreDisplayMode: "notApplicable" },
      "network-requests": {
        score: null,
        details: {
          items: [
            { resourceType: "Document", transferSize: 9000 },
            { resourceType: "Script", transferSize: 60_000 },
            { resourceType: "Script", transferSize: 40_000 },
            { resourceType: "Image", transferSize: 8000 },
          ],
        },
      },
    },
  };
}

describe("pageFigures", () => {
  it("reads scores as percentages, LCP, CLS and the compressed script bytes", () => {
    expect(pageFigures("/", result())).toEqual({
      path: "/",
      performance: 97,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcpMs: 1500,
      cls: 0,
      jsBytes: 100_000,
      failedAudits: [],
    });
  });

  it("names the audits that cost points, not those that do not apply", () => {
    const figures = pageFigures("/", result({ accessibility: 0.95, contrast: 0 }));
    expect(figures.failedAudits).toEqual(["accessibility: color-contrast (Contrast)"]);
  });
});

describe("checkBudgets", () => {
  const good: PageFigures = pageFigures("/", result());

  it("passes a page that meets every target", () => {
    expect(checkBudgets([good])).toEqual({ failures: [], warnings: [] });
  });

  it("fails on accessibility or SEO below 100", () => {
    const { failures } = checkBudgets([
      { ...good, accessibility: 98 },
      { ...good, path: "/services", seo: 92 },
    ]);
    expect(failures).toEqual(["/: accessibility 98 < 100", "/services: SEO 92 < 100"]);
  });

  it("warns about the other targets without failing", () => {
    const { failures, warnings } = checkBudgets([
      { ...good, performance: 90, lcpMs: 2100, cls: 0.02, jsBytes: 200 * 1024 },
    ]);
    expect(failures).toEqual([]);
    expect(warnings).toEqual([
      "/: performance 90 < 95",
      "/: LCP 2.10 s, target < 2.0 s",
      "/: CLS 0.02, target 0",
      "/: JavaScript 200.0 KB compressed, target < 150 KB",
    ]);
  });

  it("applies the JavaScript budget to the home page only", () => {
    expect(checkBudgets([{ ...good, path: "/services", jsBytes: 300_000 }]).warnings).toEqual([]);
  });
});

describe("formatTable", () => {
  it("prints one aligned row per page", () => {
    const table = formatTable([pageFigures("/", result())]).split("\n");
    expect(table[0]).toMatch(/^page\s+perf\s+a11y\s+best pr\.\s+SEO\s+LCP\s+CLS\s+JS/);
    expect(table[2]).toMatch(/^\/\s+97\s+100\s+100\s+100\s+1\.50 s\s+0\.000\s+97\.7 KB/);
  });
});
