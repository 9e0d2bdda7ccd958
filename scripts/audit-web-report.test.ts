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
      performance: { score: overrides.performance ?? 1 },
      accessibility: { score: overrides.accessibility ?? 1, auditRefs: [{ id: "color-contrast" }] },
      "best-practices": { score: 1, auditRefs: [] },
      seo: { score: overrides.seo ?? 1, auditRefs: [{ id: "canonical" }] },
    },
    audits: {
      "largest-contentful-paint": { score: 1, numericValue: overrides.lcp ?? 1100 },
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
      performance: 100,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcpMs: 1100,
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

  it("fails on performance below 100, LCP from 1.2 s and any layout shift", () => {
    const { failures, warnings } = checkBudgets([
      { ...good, performance: 99, lcpMs: 1200, cls: 0.02 },
    ]);
    expect(failures).toEqual([
      "/: performance 99 < 100",
      "/: LCP 1.20 s, budget < 1.2 s",
      "/: CLS 0.02, budget 0",
    ]);
    expect(warnings).toEqual([]);
  });

  it("warns about best practices and the home page's script bytes without failing", () => {
    const { failures, warnings } = checkBudgets([
      { ...good, bestPractices: 96, jsBytes: 200 * 1024 },
    ]);
    expect(failures).toEqual([]);
    expect(warnings).toEqual([
      "/: best practices 96 < 100",
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
    expect(table[2]).toMatch(/^\/\s+100\s+100\s+100\s+100\s+1\.10 s\s+0\.000\s+97\.7 KB/);
  });
});
