import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Runs axe once the page is at rest: an element caught mid fade-in (a revealed section)
 * is half transparent and would fail the contrast check for no real reason. Endless
 * animations (spinners) are not waited for. Toasts are left out: they come and go on
 * their own timer (a success toast may fade out during the check), their colours are
 * the library's (#363636 on white), and e2e/layout.spec.ts covers their behaviour.
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
  const results = await new AxeBuilder({ page }).exclude(".site-toasts").analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
  ).toEqual([]);
}
