import { expect, type Locator, test } from "@playwright/test";

/** The opacity the reader sees: the product of the element's and its ancestors'. */
function seenOpacity(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement) {
      opacity *= Number(getComputedStyle(node).opacity);
    }
    return opacity;
  });
}

const BANNER = "Entdecken Sie unsere weitere Dienstleistungen!";

test.describe("scroll-in animation", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("all content is visible, even far below the fold", async ({ page }) => {
      await page.goto("/");
      const banner = page.getByRole("heading", { name: BANNER });
      await expect(banner).not.toBeInViewport();
      expect(await seenOpacity(banner)).toBe(1);
      await expect(page.locator(".reveal-pending")).toHaveCount(0);
    });
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("nothing is ever hidden", async ({ page }) => {
      await page.goto("/");
      await page.waitForLoadState("networkidle");
      await expect(page.locator(".reveal-pending")).toHaveCount(0);
      expect(await seenOpacity(page.getByRole("heading", { name: BANNER }))).toBe(1);
    });
  });

  test.describe("with motion", () => {
    test.use({ reducedMotion: "no-preference" });

    test("content above the fold is shown at once", async ({ page }) => {
      await page.goto("/");
      await page.waitForLoadState("networkidle");
      expect(await seenOpacity(page.getByRole("heading", { level: 1 }))).toBe(1);
    });

    test("an element below the fold fades in when scrolled to", async ({ page }) => {
      await page.goto("/");
      // The home page starts its code at the visitor's first sign of life (decision 0022);
      // until then nothing is hidden.
      await page.mouse.move(2, 2);
      const banner = page.getByRole("heading", { name: BANNER });
      await expect.poll(() => seenOpacity(banner)).toBe(0);
      await banner.scrollIntoViewIfNeeded();
      await expect.poll(() => seenOpacity(banner)).toBe(1);
    });
  });
});
