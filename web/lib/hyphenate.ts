import dictionary from "virtual:hyphenation-dictionary";

/** Soft hyphen: the line may break here, and then shows a hyphen. */
const SOFT_HYPHEN = "\u00AD";
const byWord = new Map(dictionary.map((word) => [word.replaceAll(SOFT_HYPHEN, ""), word]));
const LONG_WORD = /[A-ZÄÖÜ][a-zäöüß]{9,}/g;

/**
 * The text with soft hyphens in its long German words, from the dictionary the build
 * made (scripts/hyphenation-plugin.ts). Browsers without German hyphenation patterns
 * then still break "Datenschutzerklärung" as "Datenschutz-erklärung" instead of in the
 * middle of a syllable without a hyphen (docs/decisions/0022).
 */
export function hyphenate(text: string): string {
  return text.replace(LONG_WORD, (word) => byWord.get(word) ?? word);
}
