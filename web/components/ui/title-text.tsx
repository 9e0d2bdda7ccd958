/**
 * Renders a title so that gender forms such as "Apothekeninhaber/-innen" are not split
 * at the hyphen from 640 px up; on phones they may still break, so nothing overflows.
 * The text itself is unchanged (no invisible characters).
 */
export function TitleText({ text }: { text: string }) {
  const parts = text.split(/(\S*\/-\S*)/);
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
      <span key={index} className="sm:whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
