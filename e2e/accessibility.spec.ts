import { expect, test } from "@playwright/test";
import { NOT_FOUND_PRERENDER_PATH, prerenderedPaths } from "../domain/route-manifest";
import { expectNoAxeViolations } from "./support/axe";

const pages = [
  ...prerenderedPaths.filter((path) => path !== NOT_FOUND_PRERENDER_PATH),
  "/eine-unbekannte-seite",
];

for (const viewport of [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 375, height: 667 },
]) {
  test.describe(`axe on ${viewport.name}`, () => {
    test.use({ viewport });
    for (const path of pages) {
      test(`${path} has no accessibility violations`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        expect(await page.getAttribute("html", "lang")).toBe("de");
        await expectNoAxeViolations(page);
      });
    }
  });
}
