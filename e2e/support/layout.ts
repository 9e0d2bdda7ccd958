import { expect, type Page } from "@playwright/test";

/** The widths of issue 14: small phones to large desktops, and the old trouble spots. */
export const WIDTHS = [320, 375, 768, 1024, 1100, 1280, 1440, 1920] as const;

/**
 * What is wrong with the page at its current width: sideways scrolling (with the
 * elements that stick out), header or footer controls that are not fully on screen,
 * controls of the page beyond its edge, and form labels whose text does not fit them.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    const describeElement = (element: Element) =>
      `<${element.tagName.toLowerCase()}> "${(element.textContent ?? "").trim().slice(0, 40)}"`;
    const isShown = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // Visually hidden helpers (skip link, sr-only headings) are 1 px boxes by design.
      return box.width > 1 && box.height > 1 && style.visibility !== "hidden";
    };
    if (document.documentElement.scrollWidth > width) {
      const wide = [...document.body.querySelectorAll("*")]
        .filter((element) => {
          if (!isShown(element) || getComputedStyle(element).position === "fixed") return false;
          const box = element.getBoundingClientRect();
          return box.right > width + 0.5 || box.left < -0.5;
        })
        .slice(-3)
        .map(describeElement);
      problems.push(
        `scrolls sideways (${document.documentElement.scrollWidth} > ${width}): ${wide.join(", ")}`,
      );
    }
    const controls = document.querySelectorAll(
      "header a, header button, footer a, footer button, footer img",
    );
    for (const control of controls) {
      if (!isShown(control)) continue;
      const box = control.getBoundingClientRect();
      const clippedInside =
        getComputedStyle(control).display !== "inline" &&
        control.scrollWidth > control.clientWidth + 1;
      if (box.left < -0.5 || box.right > width + 0.5 || clippedInside) {
        problems.push(
          `${describeElement(control)} is cut off (${box.left}–${box.right} of ${width})`,
        );
      }
    }
    // A control of the page beyond the screen's edge, unless a box that scrolls (a wide
    // table) or clips (a carousel) holds it on purpose.
    const heldByBox = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (["auto", "scroll", "hidden"].includes(getComputedStyle(box).overflowX)) return true;
      }
      return false;
    };
    for (const control of document.querySelectorAll(
      "main a, main button, main input, main select, main textarea",
    )) {
      if (!isShown(control)) continue;
      const box = control.getBoundingClientRect();
      if ((box.left < -0.5 || box.right > width + 0.5) && !heldByBox(control)) {
        problems.push(
          `${describeElement(control)} is beyond the edge (${box.left}–${box.right} of ${width})`,
        );
      }
    }
    // A label too narrow for its text: a checkbox squeezed, a word running into the next.
    for (const label of document.querySelectorAll("main label")) {
      if (!isShown(label) || getComputedStyle(label).display === "inline") continue;
      if (label.scrollWidth > label.clientWidth + 1) {
        problems.push(`${describeElement(label)} is too narrow for its text`);
      }
    }
    return problems;
  });
}

/**
 * Words the page breaks in the middle of a syllable: a word split over two lines except
 * after a hyphen, a slash or a soft hyphen (web/lib/hyphenate.ts). Addresses and links
 * ("@", ".") may break anywhere, they have no syllables.
 */
export function midWordBreaks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const breaks: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    const lineOf = (node: Node, start: number, end: number) => {
      range.setStart(node, start);
      range.setEnd(node, end);
      // The last box: a range right after a line's break also has one at its end.
      const box = [...range.getClientRects()].filter((rect) => rect.width > 0).at(-1);
      return box ? Math.round(box.top) : undefined;
    };
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      if (text.length < 8 || node.parentElement?.closest(".sr-only, script, style")) continue;
      for (const match of text.matchAll(/\S{8,}/g)) {
        const start = match.index;
        const word = match[0];
        if (/@|\.\S/.test(word)) continue;
        const first = lineOf(node, start, start + 1);
        const last = lineOf(node, start + word.length - 1, start + word.length);
        if (first === undefined || last === undefined || first === last) continue;
        let line = first;
        for (let index = 1; index < word.length; index += 1) {
          const top = lineOf(node, start + index, start + index + 1);
          if (top === undefined || top <= line + 2) continue;
          line = top;
          if (!/[-/\u00AD]/.test(word[index - 1] ?? "")) {
            breaks.push(`"${word.slice(0, index)}|${word.slice(index)}" breaks mid-word`);
          }
        }
      }
    }
    return breaks;
  });
}

/**
 * Every width from the smallest to the largest, on the page as it is now: nothing cut off
 * or scrolling sideways, and, unless `words` is false (a reader's wider spacing may break
 * words anywhere), no word broken in the middle of a syllable.
 */
export async function expectFitsEveryWidth(
  page: Page,
  { condition = "", words = true }: { condition?: string; words?: boolean } = {},
): Promise<void> {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const problem of await layoutProblems(page)) problems.push(`${width} px: ${problem}`);
    if (words) {
      for (const problem of await midWordBreaks(page)) problems.push(`${width} px: ${problem}`);
    }
  }
  expect(problems, `${page.url()} ${condition}`.trim()).toEqual([]);
}

/**
 * WCAG 1.4.12: a reader's own style may set line height 1.5, paragraph spacing 2em,
 * letter spacing 0.12em and word spacing 0.16em, and nothing may be cut off or scroll
 * sideways then. The page's context needs `bypassCSP`, as a user style is not the site's.
 */
export async function addReadersTextSpacing(page: Page): Promise<void> {
  await page.addStyleTag({
    content: `
      * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
      p { margin-bottom: 2em !important; }
    `,
  });
}
