import type { ContentSection, ContentTable } from "../../content/legal/content-page";
import { paragraphBlocks } from "../../lib/content-blocks";
import { hyphenate } from "../../lib/hyphenate";
import { ButtonLink } from "../ui/button";
import { TitleText } from "../ui/title-text";

/**
 * One paragraph of content data: running text with kept line breaks, and bullet lists.
 * Long compounds („Verbraucherstreitbeilegungsgesetzes“) break at a syllable with a
 * hyphen (web/lib/hyphenate.ts) instead of anywhere on a phone.
 */
export function ContentParagraph({ paragraph }: { paragraph: string }) {
  return paragraphBlocks(paragraph).map((block) =>
    block.kind === "list" ? (
      <ul key={block.items[0]} className="list-disc space-y-2 pl-6 marker:text-brand-600">
        {block.items.map((item) => (
          <li key={item}>{hyphenate(item)}</li>
        ))}
      </ul>
    ) : (
      <p key={block.lines[0]}>
        {block.lines.map((line, index) => (
          <span key={line}>
            {index > 0 && <br />}
            {hyphenate(line)}
          </span>
        ))}
      </p>
    ),
  );
}

/** A content table: stacked rows on phones (web/styles/app.css, `.stacked-table`). */
export function ContentTableView({ table, id }: { table: ContentTable; id: string }) {
  const captionId = `${id}-tabelle`;
  return (
    <section
      aria-labelledby={table.caption ? captionId : undefined}
      aria-label={table.caption ? undefined : "Tabelle"}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard
      tabIndex={0}
      className="overflow-x-auto rounded-card border border-line"
    >
      <table className="stacked-table w-full border-collapse text-left text-sm sm:min-w-[36rem]">
        {table.caption && (
          <caption
            id={captionId}
            className="bg-surface-tint px-4 py-3 text-left font-semibold text-ink"
          >
            {table.caption}
          </caption>
        )}
        <thead className="bg-brand-50 text-ink">
          <tr>
            {table.head.map((cell) => (
              <th key={cell} scope="col" className="px-4 py-3 font-semibold">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.join("|")} className="border-t border-line align-top">
              {row.map((cell, index) => (
                <td key={table.head[index]} data-label={table.head[index]} className="px-4 py-3">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** One section of a content page: title, paragraphs, table and button, in that order. */
export function ContentSectionView({ section, id }: { section: ContentSection; id: string }) {
  // Not a named region: a legal text has up to two dozen sections, and landmarks are
  // for the page's few main areas. The headings structure the text.
  return (
    <section id={id} className="scroll-mt-6">
      {section.title && (
        <h2 className="text-2xl font-bold text-ink">
          <TitleText text={section.title} />
        </h2>
      )}
      <div className="mt-4 flex flex-col gap-4 text-ink">
        {section.paragraphs.map((paragraph) => (
          <ContentParagraph key={paragraph} paragraph={paragraph} />
        ))}
        {section.table && <ContentTableView table={section.table} id={id} />}
      </div>
      {section.button && (
        <ButtonLink to={section.button.to} variant="secondary" className="mt-6">
          {section.button.label}
        </ButtonLink>
      )}
    </section>
  );
}
