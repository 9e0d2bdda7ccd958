import type { ReactNode } from "react";
import { Container } from "../ui/container";
import { TitleText } from "../ui/title-text";

interface PageHeaderProps {
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  /** A date line such as "Stand: 21. November 2026". */
  updated?: string;
  /** Shown beside the text from 1024 px (an illustration), below it on phones. */
  aside?: ReactNode;
}

/** The top band of an inner page: a small label, the page title (h1) and a lead text. */
export function PageHeader({ title, eyebrow, intro, updated, aside }: PageHeaderProps) {
  return (
    <div className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
      <Container
        className={`py-12 sm:py-16 ${aside ? "grid items-center gap-10 lg:grid-cols-2" : ""}`}
      >
        <div className="max-w-3xl">
          {eyebrow && (
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {eyebrow}
            </p>
          )}
          <h1 className="mt-2 text-3xl font-bold text-ink sm:text-5xl">
            <TitleText text={title} />
          </h1>
          {updated && <p className="mt-3 text-sm text-ink-muted">{updated}</p>}
          {intro && <p className="mt-5 text-lg text-ink-muted sm:text-xl">{intro}</p>}
        </div>
        {aside}
      </Container>
    </div>
  );
}
