import { expect, type Page, test } from "@playwright/test";
import { e2eAdmin } from "../playwright.config";
import { operatorApi, registerActiveOwner, signedInPage, uniqueEmail } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";
import { activateStaff, registerStaff } from "./support/console";
import { confirmedPlacement } from "./support/job-board";
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

test("on a 320 px phone a „Meine Einsätze“ card's heading splits no word except at a syllable, and nothing scrolls sideways", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = await confirmedPlacement(request, baseURL!);
  const page = await signedInPage(browser, email);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/konto/einsaetze");
  const heading = page.getByRole("heading", { level: 3 }).filter({ hasText: "Apotheke am Markt" });
  await expect(heading).toBeVisible();
  // Where a line ends inside a word: every pair of neighbouring letters of one word that sit
  // on different lines. A break is right only after a soft hyphen (drawn as "-"), a hyphen
  // or a slash.
  const splits = await heading.evaluate((element) => {
    const letters: { char: string; top: number; height: number; before: string }[] = [];
    let between = "";
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (let index = 0; index < text.length; index++) {
        const char = text[index]!;
        if (/\s/.test(char) || char === "\u00AD") {
          between += char;
          continue;
        }
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        // The letter's own box: at a line's start the range also touches the end of the
        // line before (an empty box there), so the widest box is the letter.
        const box = [...range.getClientRects()].reduce((a, b) => (b.width > a.width ? b : a));
        letters.push({ char, top: box.top, height: box.height, before: between });
        between = "";
      }
    }
    const found: string[] = [];
    for (let index = 1; index < letters.length; index++) {
      const [previous, letter] = [letters[index - 1]!, letters[index]!];
      const newLine = letter.top - previous.top > previous.height / 2;
      const sameWord = !/\s/.test(letter.before);
      const atBreakPoint = letter.before.includes("\u00AD") || /[-/–]/.test(previous.char);
      if (newLine && sameWord && !atBreakPoint) found.push(`${previous.char}|${letter.char}`);
    }
    const text = (element.textContent ?? "").replaceAll("\u00AD", "");
    return { found, text, letters: letters.length };
  });
  expect(splits.text).toMatch(/^Vertretungsangebot: Apotheke am Markt ab /);
  expect(splits.letters).toBeGreaterThan(20);
  expect(splits.found).toEqual([]);
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);
});

test("on a 320 px phone a long e-mail address in „Ihre Daten“ wraps instead of widening /konto", async ({
  browser,
  request,
}) => {
  // As long as a real one, such as marienapotheke.badmuenstereifel@gmx.de, and like it
  // without a hyphen, where a line could break.
  const email = `marienapotheke.${Date.now().toString(36)}@example.org`;
  await registerActiveOwner(request, email);
  const page = await signedInPage(browser, email);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/konto");
  await expect(page.getByRole("definition").filter({ hasText: email })).toBeVisible();
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);
});

test("on a 320 px phone a console table wider than the screen takes the focus and scrolls by arrow key", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // A staff member the operator activated: a log entry, and mails on her detail page.
  const email = uniqueEmail("schmal");
  await registerStaff(request, { email, firstName: "Ina", lastName: "Schmal" });
  const staffId = await activateStaff(await operatorApi(baseURL!), email);
  const page = await signedInPage(browser, e2eAdmin.email, { password: e2eAdmin.password });
  await page.setViewportSize({ width: 320, height: 640 });

  // The log's columns „Betrifft“ and „Änderungen“ hold no link or button to tab to: the
  // box itself is the tab stop after the list's controls.
  await page.goto("/admin/protokoll");
  await expect(page.getByRole("cell", { name: "Personal freigeschaltet" }).first()).toBeVisible();
  const box = page.getByRole("region", { name: "Tabelle: Protokoll" });
  await page.getByRole("link", { name: "CSV herunterladen" }).focus();
  await page.keyboard.press("Tab");
  await expect(box).toBeFocused();
  expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);

  // The detail page's tables (mails, log) are such boxes too.
  await page.goto(`/admin/personal/details?id=${staffId}`);
  await expect(
    page.getByRole("table", { name: "E-Mails an diese Adresse" }).getByRole("row"),
  ).not.toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("on a 320 px phone the owner's price table on /konto is reachable by keyboard", async ({
  browser,
  request,
}) => {
  const email = uniqueEmail("schmal-preise");
  await registerActiveOwner(request, email);
  const page = await signedInPage(browser, email);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/konto");
  const prices = page.getByRole("table", { name: "Vereinbarte Preise" });
  await expect(prices.getByRole("row")).not.toHaveCount(1);
  expect(
    await page
      .getByRole("region", { name: "Tabelle: Vereinbarte Preise" })
      .evaluate((element) => element.scrollWidth > element.clientWidth),
  ).toBe(true);
  await expectNoAxeViolations(page);
});

test("at 1280 px the operator's staff table shows every action button of a row whole, without scrolling", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  // An inactive registration: its row has the most buttons (documents, activate, refuse,
  // block, delete); a long address, name and software make its columns wide, as a
  // walk through the console met them (issue 26).
  const email = uniqueEmail("breite-tabelle-mit-langer-adresse");
  await registerStaff(request, {
    email,
    firstName: "Maximiliane",
    lastName: "Tabellenbreit-Schmitz",
    wws: "Pharmatechnik",
  });
  const page = await signedInPage(browser, e2eAdmin.email, { password: e2eAdmin.password });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/admin/personal?q=${encodeURIComponent(email)}`);
  const box = page.getByRole("region", { name: "Tabelle: Personal" });
  const row = box.getByRole("row").filter({ hasText: email });
  const buttons = row.getByRole("button");
  await expect(buttons).toHaveCount(5);
  const visible = await box.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { left: rect.left, right: rect.left + element.clientWidth };
  });
  for (const button of await buttons.all()) {
    const rect = (await button.boundingBox())!;
    expect(rect.x).toBeGreaterThanOrEqual(visible.left);
    expect(rect.x + rect.width).toBeLessThanOrEqual(visible.right + 0.5);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
});
