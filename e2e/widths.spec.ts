import { NOT_FOUND_PRERENDER_PATH, prerenderedPaths } from "../domain/route-manifest";
import { addReadersTextSpacing, expectFitsEveryWidth, WIDTHS } from "./support/layout";
import { test } from "./support/shared-page";

// The reader's style goes in past the site's content security policy, as a user style would.
test.use({ sharedPageBypassesCsp: true });

/** Every prerendered page, and an unknown address for the not-found page. */
const PAGES = [
  ...prerenderedPaths.filter((path) => path !== NOT_FOUND_PRERENDER_PATH),
  "/gibt-es-nicht",
];

for (const path of PAGES) {
  test(`${path} fits every width from 320 to 1920 px, also with a reader's text spacing`, async ({
    sharedPage: page,
  }) => {
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await page.goto(path);
    await expectFitsEveryWidth(page);
    await addReadersTextSpacing(page);
    await expectFitsEveryWidth(page, { condition: "with a reader's text spacing", words: false });
  });
}
