import { hyphenate } from "../../lib/hyphenate";

/**
 * A heading's text with soft hyphens in its long words (web/lib/hyphenate.ts), so a
 * phone breaks them at a syllable with a hyphen. A gender form such as
 * "Apothekeninhaber/-innen" keeps its ending with the word's last letter: it never
 * breaks at "/-". The readable text is unchanged.
 */
export function TitleText({ text }: { text: string }) {
  const parts = hyphenate(text).split(/(\S\/-\S*)/);
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
