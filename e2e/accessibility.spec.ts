import { expect } from "@playwright/test";
import { NOT_FOUND_PRERENDER_PATH, prerenderedPaths } from "../domain/route-manifest";
import { expectNoAxeViolations } from "./support/axe";
import { test } from "./support/shared-page";

const pages = [
  ...prerenderedPaths.filter((path) => path !== NOT_FOUND_PRERENDER_PATH),
  "/eine-unbekannte-seite",
];

/** Desktop, then phone: the page's styles follow the width, so one visit checks both. */
const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 375, height: 667 },
] as const;

// Two axe runs per test; the long legal pages take a while on a busy machine.
test.describe.configure({ timeout: 60_000 });

for (const path of pages) {
  test(`${path} has no accessibility violations on desktop and phone`, async ({
    sharedPage: page,
  }) => {
    await page.setViewportSize(VIEWPORTS[0]);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(await page.getAttribute("html", "lang")).toBe("de");
    for (const viewport of VIEWPORTS) {
      await test.step(viewport.name, async () => {
        await page.setViewportSize(viewport);
        await expectNoAxeViolations(page);
      });
    }
  });
}

// The check runs axe-core itself (e2e/support/axe.ts): it must still see what axe sees.
test("the check fails on a page with a violation", async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="de"><head><title>Probe</title></head><body><main><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="20" height="20"></main></body></html>',
  );
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt/);
});
