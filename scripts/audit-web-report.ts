/**
 * The figures `npm run audit:web` reads from a Lighthouse result, the project's budgets
 * and the printed table. Pure, so it is unit-tested without a browser.
 */

/**
 * The budgets: accessibility and SEO 100 (issue 3), and on the audited entry pages a
 * performance score of 100 with LCP under 1.2 s and no layout shift (issue 14,
 * docs/decisions/0022). Missing one fails the run; best practices and the home page's
 * script bytes are reported as targets.
 */
export const BUDGETS = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1200,
  cls: 0,
  homeJsBytes: 150 * 1024,
} as const;

/** The small part of a Lighthouse result (LH.Result) that the audit reads. */
export interface LighthouseResultLike {
  categories: Record<string, { score: number | null; auditRefs?: { id: string }[] } | undefined>;
  audits: Record<
    string,
    | {
        score: number | null;
        numericValue?: number;
        title?: string;
        scoreDisplayMode?: string;
        details?: unknown;
      }
    | undefined
  >;
}

export interface PageFigures {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  /** Compressed (transferred) bytes of JavaScript. */
  jsBytes: number;
  /** Audits that cost points in accessibility, best practices or SEO. */
  failedAudits: string[];
}

const percent = (score: number | null | undefined) => Math.round((score ?? 0) * 100);

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

function scriptBytes(details: unknown): number {
  const items = (details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  return items
    .filter((item) => item.resourceType === "Script")
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

export function pageFigures(path: string, lhr: LighthouseResultLike): PageFigures {
  const failedAudits: string[] = [];
  for (const category of ["accessibility", "best-practices", "seo"]) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (
        audit &&
        audit.scoreDisplayMode !== "notApplicable" &&
        audit.scoreDisplayMode !== "manual" &&
        audit.scoreDisplayMode !== "informative" &&
        audit.score !== null &&
        audit.score < 1
      ) {
        failedAudits.push(`${category}: ${ref.id} (${audit.title ?? ""})`);
      }
    }
  }
  return {
    path,
    performance: percent(lhr.categories.performance?.score),
    accessibility: percent(lhr.categories.accessibility?.score),
    bestPractices: percent(lhr.categories["best-practices"]?.score),
    seo: percent(lhr.categories.seo?.score),
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    jsBytes: scriptBytes(lhr.audits["network-requests"]?.details),
    failedAudits,
  };
}

export interface BudgetCheck {
  /** A budget missed: the run fails. */
  failures: string[];
  /** A target missed: reported, not failing. */
  warnings: string[];
}

export function checkBudgets(pages: readonly PageFigures[]): BudgetCheck {
  const failures: string[] = [];
  const warnings: string[] = [];
  for (const page of pages) {
    if (page.accessibility < BUDGETS.accessibility)
      failures.push(`${page.path}: accessibility ${page.accessibility} < ${BUDGETS.accessibility}`);
    if (page.seo < BUDGETS.seo) failures.push(`${page.path}: SEO ${page.seo} < ${BUDGETS.seo}`);
    if (page.performance < BUDGETS.performance)
      failures.push(`${page.path}: performance ${page.performance} < ${BUDGETS.performance}`);
    if (!(page.lcpMs < BUDGETS.lcpMs))
      failures.push(`${page.path}: LCP ${(page.lcpMs / 1000).toFixed(2)} s, budget < 1.2 s`);
    if (!(page.cls <= BUDGETS.cls)) failures.push(`${page.path}: CLS ${page.cls}, budget 0`);
    if (page.bestPractices < BUDGETS.bestPractices)
      warnings.push(
        `${page.path}: best practices ${page.bestPractices} < ${BUDGETS.bestPractices}`,
      );
    if (page.path === "/" && !(page.jsBytes < BUDGETS.homeJsBytes))
      warnings.push(`/: JavaScript ${kilobytes(page.jsBytes)} compressed, target < 150 KB`);
  }
  return { failures, warnings };
}

export function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export function formatTable(pages: readonly PageFigures[]): string {
  const header = ["page", "perf", "a11y", "best pr.", "SEO", "LCP", "CLS", "JS (compressed)"];
  const rows = pages.map((page) => [
    page.path,
    String(page.performance),
    String(page.accessibility),
    String(page.bestPractices),
    String(page.seo),
    `${(page.lcpMs / 1000).toFixed(2)} s`,
    page.cls.toFixed(3),
    kilobytes(page.jsBytes),
  ]);
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("  ");
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}
