/**
 * Vite plugin: German hyphenation decided at build time (docs/decisions/0022). It reads
 * the site's sources for long capitalised words (German compounds are nouns), hyphenates
 * each with the German patterns of the `hyphen` library and offers the result as the
 * module `virtual:hyphenation-dictionary`. The browser build and the prerender get the
 * same words, so the hyphenated headings hydrate without a mismatch, and the browser
 * needs no patterns of its own: soft hyphens work in every browser.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

const require = createRequire(import.meta.url);
const { hyphenateSync } = require("hyphen/de") as {
  hyphenateSync: (text: string, options?: { minWordLength?: number }) => string;
};

export const DICTIONARY_MODULE = "virtual:hyphenation-dictionary";
const RESOLVED_ID = `\0${DICTIONARY_MODULE}`;

/** Words this long or longer can be wider than a heading's line on a 320 px phone. */
export const MIN_HYPHENATED_LENGTH = 10;
export const LONG_WORD = new RegExp(
  `(?<![A-Za-zÄÖÜäöüß])[A-ZÄÖÜ][a-zäöüß]{${MIN_HYPHENATED_LENGTH - 1},}(?![A-Za-zÄÖÜäöüß])`,
  "g",
);

/** The folders and files whose texts can end up in a heading. */
const SOURCE_FOLDERS = ["web/content", "web/components", "web/routes", "web/forms"];
/** The domain words that card headings show: job-offer types and professions. */
const SOURCE_FILES = ["domain/site-config.ts", "domain/enums.ts"];

function* sourceFiles(root: string): Generator<string> {
  for (const folder of SOURCE_FOLDERS) {
    for (const entry of readdirSync(path.join(root, folder), {
      recursive: true,
      withFileTypes: true,
    })) {
      if (entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.includes(".test."))
        yield path.join(entry.parentPath, entry.name);
    }
  }
  for (const file of SOURCE_FILES) yield path.join(root, file);
}

/** Every long word of the texts, hyphenated; words without a break point are left out. */
export function hyphenatedWords(texts: Iterable<string>): string[] {
  const words = new Set<string>();
  for (const text of texts) for (const match of text.matchAll(LONG_WORD)) words.add(match[0]);
  return [...words]
    .sort()
    .map((word) => hyphenateSync(word))
    .filter((word) => word.includes("\u00AD"));
}

export function hyphenationPlugin(root = process.cwd()): Plugin {
  return {
    name: "apostaff-hyphenation",
    resolveId: (id) => (id === DICTIONARY_MODULE ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const files = [...sourceFiles(root)];
      for (const file of files) this.addWatchFile(file);
      const words = hyphenatedWords(files.map((file) => readFileSync(file, "utf8")));
      return `export default ${JSON.stringify(words)};`;
    },
  };
}
