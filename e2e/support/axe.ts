import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";
import type * as Axe from "axe-core";

declare global {
  interface Window {
    /** axe-core, once expectNoAxeViolations has put it into the page. */
    axe?: typeof Axe;
  }
}

/** axe-core's own script, put into the page as it is (see expectNoAxeViolations). */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/**
 * Runs axe-core in the page once the page is at rest: an element caught mid fade-in (a
 * revealed section) is half transparent and would fail the contrast check for no real
 * reason. Endless animations (spinners) are not waited for. Toasts are left out: they
 * come and go on their own timer (a success toast may fade out during the check), their
 * colours are the library's (#363636 on white), and e2e/layout.spec.ts covers them.
 *
 * axe-core runs directly rather than through @axe-core/playwright: the wrapper opens a
 * blank page for every check to merge per-frame results, about 2 s a check on CI's two
 * cores, with 50 checks in the suite. The site has no frames (the captcha's only with
 * real keys), so one run in the page sees everything.
 */
export async function expectNoAxeViolations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    if (!window.axe) throw new Error("axe-core is not in the page");
    const results = await window.axe.run(
      { exclude: [".site-toasts"] },
      { resultTypes: ["violations"] },
    );
    return results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
    );
  });
  expect(violations).toEqual([]);
}
