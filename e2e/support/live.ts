import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Waits until a control works: its code has run and React has taken it over. Some
 * pages load their code at the visitor's first sign of life (docs/decisions/0022), so
 * the mouse moves first, as a visitor's would.
 */
export async function waitUntilLive(control: Locator) {
  await control.page().mouse.move(2, 2);
  await expect(control).not.toHaveAttribute("data-pending-code");
}

/**
 * Holds back the site's code (its scripts under /assets) until the answer is called, so
 * a test can act on the page as its HTML alone shows it (docs/decisions/0023-no-lost-press-no-form-sent-by-the-browser.md).
 */
export async function holdSiteCode(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
