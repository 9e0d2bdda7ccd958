import { test as base, type Page } from "@playwright/test";

interface SharedPageFixtures {
  /** One page for all tests of a worker (see below). */
  sharedPage: Page;
  /** Whether that page lets a test's own style in past the site's CSP, as a user style. */
  sharedPageBypassesCsp: boolean;
}

/**
 * A page kept for all tests of one worker, for checks that only read pages (widths,
 * axe). A new browser context per test starts with an empty HTTP cache and a new
 * renderer: each page then downloads and compiles the site's scripts, styles and fonts
 * again, which on CI's two cores took longer than the check itself (the widths of 41
 * pages: 2.0 min with a context each, 48 s with one page). Each test navigates and sets
 * its own viewport, so nothing of one test's page reaches the next.
 */
export const test = base.extend<object, SharedPageFixtures>({
  sharedPageBypassesCsp: [false, { scope: "worker", option: true }],
  sharedPage: [
    async ({ browser, sharedPageBypassesCsp }, use, workerInfo) => {
      const { baseURL, locale } = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        locale,
        bypassCSP: sharedPageBypassesCsp,
      });
      const page = await context.newPage();
      await use(page);
      await context.close();
    },
    { scope: "worker" },
  ],
});
