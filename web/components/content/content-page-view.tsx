import type { ContentPage } from "../../content/legal/content-page";
import { sectionIds } from "../../lib/content-blocks";
import { ButtonLink } from "../ui/button";
import { Container } from "../ui/container";
import { ChevronDownIcon } from "../ui/icons";
import { ContentSectionView } from "./content-body";
import { PageHeader } from "./page-header";

interface TocEntry {
  id: string;
  title: string;
}

function TocLinks({ entries }: { entries: TocEntry[] }) {
  return (
    <ol className="flex flex-col gap-1 text-sm">
      {entries.map((entry) => (
        <li key={entry.id}>
          <a
            href={`#${entry.id}`}
            className="block rounded-control px-3 py-1.5 text-ink-muted hover:bg-brand-50 hover:text-brand-800"
          >
            {entry.title}
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * The generic layout of the legal pages (privacy policy, imprint, terms): header, a
 * table of contents, the sections and an optional closing call to action.
 */
export function ContentPageView({ page, eyebrow }: { page: ContentPage; eyebrow?: string }) {
  const ids = sectionIds(page.sections.map((section) => section.title));
  const toc: TocEntry[] = page.sections.flatMap((section, index) =>
    section.title ? [{ id: ids[index]!, title: section.title }] : [],
  );
  const showToc = toc.length >= 4;
  return (
    <article>
      <PageHeader eyebrow={eyebrow} title={page.title} updated={page.updated} intro={page.intro} />
      <Container className="py-12 sm:py-16">
        <div className={showToc ? "lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-12" : ""}>
          {showToc && (
            <>
              <nav aria-label="Inhaltsverzeichnis" className="hidden lg:block">
                <div className="sticky top-28 max-h-[calc(100vh-8rem)] overflow-y-auto pb-4">
                  <p className="px-3 text-sm font-semibold text-ink">Inhalt</p>
                  <div className="mt-2">
                    <TocLinks entries={toc} />
                  </div>
                </div>
              </nav>
              <nav aria-label="Inhaltsverzeichnis" className="mb-10 lg:hidden">
                <details className="group rounded-card border border-line bg-surface-tint">
                  <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 font-semibold text-ink">
                    Inhalt
                    <ChevronDownIcon className="transition-transform group-open:rotate-180" />
                  </summary>
                  <div className="px-1 pb-3">
                    <TocLinks entries={toc} />
                  </div>
                </details>
              </nav>
            </>
          )}
          <div className="flex max-w-3xl flex-col gap-12 leading-relaxed">
            {page.sections.map((section, index) => (
              <ContentSectionView key={ids[index]} section={section} id={ids[index]!} />
            ))}
            {page.closing && (
              <aside
                aria-label="Weiter zu Registrierung und Kontakt"
                className="rounded-card bg-brand-800 p-8 text-white"
              >
                <p className="text-lg">{page.closing.text}</p>
                <div className="mt-6 flex flex-wrap gap-3">
                  {page.closing.buttons.map((button, index) => (
                    <ButtonLink
                      key={button.to}
                      to={button.to}
                      variant={index === 0 ? "inverted" : "outline-inverted"}
                    >
                      {button.label}
                    </ButtonLink>
                  ))}
                </div>
              </aside>
            )}
          </div>
        </div>
      </Container>
    </article>
  );
}
