import { expect, type Locator, type Page, test } from "@playwright/test";
import { holdSiteCode } from "./support/live";

/** Just over the 4 s auto-advance delay. */
const LONGER_THAN_AUTOPLAY_MS = 4600;

const courier = (page: Page) =>
  page.getByRole("region", { name: "Boten-Service in Bildern", exact: true });
const cleaning = (page: Page) =>
  page.getByRole("region", { name: "Reinigung-Service in Bildern", exact: true });

/** Slides lying completely inside the carousel's visible width. */
async function slidesInView(carousel: Locator): Promise<number> {
  return carousel.evaluate((root) => {
    const viewport = root.firstElementChild as HTMLElement;
    const bounds = viewport.getBoundingClientRect();
    return [...root.querySelectorAll('[aria-roledescription="Folie"]')].filter((slide) => {
      const box = (slide.firstElementChild as HTMLElement).getBoundingClientRect();
      return box.left >= bounds.left - 1 && box.right <= bounds.right + 1;
    }).length;
  });
}

/** The number of the dot marked current (1-based). */
async function currentSlide(carousel: Locator): Promise<number> {
  const label = await carousel
    .getByRole("group", { name: "Folie auswählen" })
    .locator('[aria-current="true"]')
    .getAttribute("aria-label");
  return Number(/^Folie (\d+):/.exec(label ?? "")?.[1]);
}

async function bringIntoView(page: Page, carousel: Locator) {
  await carousel.evaluate((element) =>
    element.scrollIntoView({ block: "center", behavior: "instant" }),
  );
  // Keep the pointer off the carousel, so hovering does not pause it.
  await page.mouse.move(2, 2);
}

for (const { width, courierSlides, cleaningSlides } of [
  { width: 375, courierSlides: 1, cleaningSlides: 1 },
  { width: 700, courierSlides: 2, cleaningSlides: 2 },
  { width: 900, courierSlides: 3, cleaningSlides: 3 },
  { width: 1280, courierSlides: 4, cleaningSlides: 3 },
]) {
  test(`at ${width} px it shows ${courierSlides} courier and ${cleaningSlides} cleaning slides`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/services");
    expect(await slidesInView(courier(page))).toBe(courierSlides);
    expect(await slidesInView(cleaning(page))).toBe(cleaningSlides);
  });
}

test.describe("navigation", () => {
  test.use({ reducedMotion: "reduce" });

  test("dots select slides and say which one is shown", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/services");
    const carousel = courier(page);
    await bringIntoView(page, carousel);
    await expect(carousel.getByRole("group", { name: /^\d von 6$/ })).toHaveCount(6);
    expect(await currentSlide(carousel)).toBe(1);

    await carousel.getByRole("button", { name: /^Folie 3:/ }).click();
    await expect.poll(() => currentSlide(carousel)).toBe(3);
    const third = carousel.getByRole("group", { name: "3 von 6" });
    await expect
      .poll(async () => {
        const [slide, root] = await Promise.all([third.boundingBox(), carousel.boundingBox()]);
        return Math.round((slide?.x ?? 0) - (root?.x ?? 0));
      })
      .toBeLessThanOrEqual(1);
    await expect(carousel.getByText("3 von 6: Bis an die Haustür")).toBeAttached();
  });

  test("keeps a press made before its code runs and carries it out then", async ({ page }) => {
    const release = await holdSiteCode(page);
    await page.goto("/services", { waitUntil: "domcontentloaded" });
    const carousel = cleaning(page);
    await bringIntoView(page, carousel);
    const next = carousel.getByRole("button", { name: "Nächste Folie" });
    await next.click();
    await expect(next).toHaveAttribute("aria-busy", "true");
    expect(await currentSlide(carousel)).toBe(1);
    release();
    await expect.poll(() => currentSlide(carousel)).toBe(2);
    await expect(next).not.toHaveAttribute("aria-busy");
  });

  test("works with the keyboard, one step per 500 ms", async ({ page }) => {
    await page.goto("/services");
    const carousel = cleaning(page);
    await bringIntoView(page, carousel);
    const next = carousel.getByRole("button", { name: "Nächste Folie" });
    await next.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => currentSlide(carousel)).toBe(2);
    await page.waitForTimeout(600);
    await page.keyboard.press("ArrowRight");
    // A second step within the 500 ms lock is ignored.
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => currentSlide(carousel)).toBe(3);
    await page.waitForTimeout(600);
    expect(await currentSlide(carousel)).toBe(3);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => currentSlide(carousel)).toBe(2);
  });
});

test.describe("auto-advance", () => {
  test.use({ reducedMotion: "no-preference", viewport: { width: 1280, height: 800 } });

  test("runs every 4 s only while the carousel is visible", async ({ page }) => {
    await page.goto("/services");
    const carousel = courier(page);
    await expect(carousel).not.toBeInViewport({ ratio: 0.3 });
    await page.waitForTimeout(LONGER_THAN_AUTOPLAY_MS);
    expect(await currentSlide(carousel)).toBe(1);

    await bringIntoView(page, carousel);
    await expect.poll(() => currentSlide(carousel), { timeout: 7000 }).toBe(2);
  });

  test("pauses while hovered or focused, and by its pause button", async ({ page }) => {
    await page.goto("/services");
    const carousel = courier(page);
    await bringIntoView(page, carousel);
    // Each hold is measured from the slide shown once it began: on a busy machine the
    // carousel may have moved on once before the pointer arrived.
    await carousel.getByRole("group", { name: "2 von 6" }).hover();
    const hovered = await currentSlide(carousel);
    await page.waitForTimeout(LONGER_THAN_AUTOPLAY_MS);
    expect(await currentSlide(carousel)).toBe(hovered);

    await carousel.getByRole("button", { name: /^Folie 1:/ }).focus();
    await page.mouse.move(2, 2);
    const focused = await currentSlide(carousel);
    await page.waitForTimeout(LONGER_THAN_AUTOPLAY_MS);
    expect(await currentSlide(carousel)).toBe(focused);

    const pause = carousel.getByRole("button", { name: "Automatisches Weiterblättern anhalten" });
    await pause.click();
    await page.mouse.move(2, 2);
    const paused = await currentSlide(carousel);
    await page.waitForTimeout(LONGER_THAN_AUTOPLAY_MS);
    expect(await currentSlide(carousel)).toBe(paused);

    // Resuming takes effect although focus stays on the button.
    await carousel.getByRole("button", { name: "Automatisches Weiterblättern fortsetzen" }).click();
    await page.mouse.move(2, 2);
    await expect.poll(() => currentSlide(carousel), { timeout: 7000 }).toBe((paused % 6) + 1);
  });
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce", viewport: { width: 1280, height: 800 } });

  test("never advances on its own and offers no pause button", async ({ page }) => {
    await page.goto("/services");
    const carousel = courier(page);
    await bringIntoView(page, carousel);
    await page.waitForTimeout(LONGER_THAN_AUTOPLAY_MS);
    expect(await currentSlide(carousel)).toBe(1);
    await expect(carousel.getByRole("button", { name: /Weiterblättern/ })).toHaveCount(0);
  });

  test("shows no pause button from the first paint, so the dots stay put when its code starts", async ({
    page,
  }) => {
    const release = await holdSiteCode(page);
    await page.goto("/services", { waitUntil: "domcontentloaded" });
    const carousel = courier(page);
    await bringIntoView(page, carousel);
    await expect(carousel.getByRole("button", { name: /Weiterblättern/ })).toHaveCount(0);
    const dot = carousel.getByRole("button", { name: /^Folie 3:/ });
    const before = await dot.boundingBox();
    release();
    await expect(dot).not.toHaveAttribute("data-pending-code");
    expect(await dot.boundingBox()).toEqual(before);
  });
});
