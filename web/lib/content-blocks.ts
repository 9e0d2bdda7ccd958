/**
 * Turns a paragraph of the legal content data into blocks: lines that start with two
 * spaces are bullet points, the other lines are running text whose line breaks are kept
 * (addresses). See web/content/legal/content-page.ts.
 */
export type ContentBlock = { kind: "text"; lines: string[] } | { kind: "list"; items: string[] };

const BULLET_INDENT = "  ";

export function paragraphBlocks(paragraph: string): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  for (const line of paragraph.split("\n")) {
    const text = line.trim();
    if (text === "") continue;
    const last = blocks[blocks.length - 1];
    if (line.startsWith(BULLET_INDENT)) {
      if (last?.kind === "list") last.items.push(text);
      else blocks.push({ kind: "list", items: [text] });
    } else if (last?.kind === "text") {
      last.lines.push(text);
    } else {
      blocks.push({ kind: "text", lines: [text] });
    }
  }
  return blocks;
}

const UMLAUTS: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss" };

/** A readable fragment id for a section title: "§ 3 Pflichten" -> "3-pflichten". */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => UMLAUTS[letter] ?? letter)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Fragment ids for all section titles, unique even when two titles slug alike. */
export function sectionIds(titles: readonly (string | undefined)[]): string[] {
  const seen = new Map<string, number>();
  return titles.map((title, index) => {
    const base = (title && slugify(title)) || `abschnitt-${index + 1}`;
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}-${count + 1}`;
  });
}
