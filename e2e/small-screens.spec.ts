import { expect, type Page, test } from "@playwright/test";
import { waitUntilLive } from "./support/live";

const phone = { width: 375, height: 667 };

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of the footer's links, images and texts, where the floating buttons must not sit. */
async function footerContentBoxes(page: Page): Promise<Box[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("footer a, footer img, footer p, footer address span")]
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 1 && box.height > 1)
      .map(({ x, y, width, height }) => ({ x, y, width, height })),
  );
}

test.describe("on a phone", () => {
  test.use({ viewport: phone });

  test("a form's error toast keeps to a quarter of the screen, clear of the field it names", async ({
    page,
  }) => {
    await page.goto("/services/reinigung-service");
    const submit = page.getByRole("button", { name: "Dienst senden" });
    await waitUntilLive(submit);
    await submit.click();
    const name = page.getByLabel("Name der Apotheke");
    await expect(name).toBeFocused();
    await expect(
      page.locator(".site-toast").filter({ hasText: "Name der Apotheke" }),
    ).toBeVisible();
    // The toasts' area, which cuts off whatever would reach further down.
    const area = (await page.locator(".site-toasts").boundingBox())!;
    expect(area.height).toBeLessThanOrEqual(phone.height / 4);
    for (const toast of await page.locator(".site-toast").all()) {
      const box = (await toast.boundingBox())!;
      expect(box.y + box.height, "each toast fits the area whole").toBeLessThanOrEqual(
        area.y + area.height,
      );
    }
    // The focused field was scrolled below the toasts' quarter.
    await expect.poll(async () => overlaps((await name.boundingBox())!, area)).toBe(false);
    await expect(name).toBeInViewport();
  });

  test("the floating buttons step aside while a form field has the focus", async ({ page }) => {
    await page.goto("/services/boten-service");
    const chat = page.getByRole("link", { name: /Chat über/ });
    await expect(chat).toBeVisible();
    await page.getByLabel("Name der Apotheke").focus();
    await expect(chat).toBeHidden();
    await page.getByLabel("Name der Apotheke").blur();
    await expect(chat).toBeVisible();
  });

  test("the privacy page's table shows each row as a card, without sideways scrolling", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/datenschutz");
    const table = page.getByRole("table").first();
    await table.scrollIntoViewIfNeeded();
    const fits = await table.evaluate((element) => {
      const region = element.parentElement!;
      return region.scrollWidth <= region.clientWidth;
    });
    expect(fits).toBe(true);
    // Each cell names its column, since the header row is only there for screen readers.
    const firstCell = table.locator("tbody td").first();
    const label = await firstCell.getAttribute("data-label");
    expect(label).toBeTruthy();
    const shown = await firstCell.evaluate((cell) => getComputedStyle(cell, "::before").content);
    expect(shown).toBe(`"${label}"`);
  });
});

for (const width of [375, 1024, 1280]) {
  test(`at the page's end the floating buttons cover nothing of the footer (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 720 });
    await page.goto("/");
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
    );
    const backToTop = page.getByRole("button", { name: "Nach oben scrollen" });
    await expect(backToTop).toBeVisible();
    const floating = [
      (await page.getByRole("link", { name: /Chat über/ }).boundingBox())!,
      (await backToTop.boundingBox())!,
    ];
    const covered = (await footerContentBoxes(page)).filter((box) =>
      floating.some((button) => overlaps(button, box)),
    );
    expect(covered).toEqual([]);
  });
}

test("the footer's store badges are two images of the same size, named for their store", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  const apple = footer.getByRole("link", { name: "Laden im App Store (iOS)" });
  const google = footer.getByRole("link", { name: "Jetzt bei Google Play (Android)" });
  const boxes = [];
  for (const badge of [apple, google]) {
    const image = badge.getByRole("img");
    await expect(image).toBeVisible();
    // Lazy (never in the first view): loaded from this site once scrolled to, and drawn.
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    boxes.push((await image.boundingBox())!);
  }
  expect(boxes[0]!.width).toBe(boxes[1]!.width);
  expect(boxes[0]!.height).toBe(boxes[1]!.height);
});
