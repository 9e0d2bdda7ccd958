import type { ReactNode } from "react";
import { Reveal } from "../layout/reveal";
import { Container } from "./container";
import { TitleText } from "./title-text";

export type SectionTone = "white" | "tint" | "brand";

const tones: Record<SectionTone, string> = {
  white: "bg-white",
  tint: "bg-surface-tint",
  brand: "bg-brand-800 text-white",
};

interface SectionProps {
  children: ReactNode;
  /** Id of the section's heading, so the section is announced by its title. */
  labelledBy?: string;
  id?: string;
  tone?: SectionTone;
  className?: string;
}

/**
 * A full-width band of a page with its content column. Its content fades in as it
 * scrolls into view (never hidden without JavaScript or with reduced motion).
 */
export function Section({
  children,
  labelledBy,
  id,
  tone = "white",
  className = "",
}: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={`py-16 sm:py-20 ${tones[tone]} ${className}`}
    >
      <Container>
        <Reveal>{children}</Reveal>
      </Container>
    </section>
  );
}

interface SectionHeadingProps {
  id: string;
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  align?: "left" | "center";
  /** Light text for dark bands. */
  inverted?: boolean;
}

/** The heading block of a section: a small label, the title (h2) and a lead text. */
export function SectionHeading({
  id,
  title,
  eyebrow,
  intro,
  align = "left",
  inverted = false,
}: SectionHeadingProps) {
  const centered = align === "center" ? "mx-auto text-center" : "";
  return (
    <div className={`max-w-3xl ${centered}`}>
      {eyebrow && (
        <p
          className={`text-sm font-semibold tracking-wide uppercase ${inverted ? "text-brand-100" : "text-brand-700"}`}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={`mt-2 text-3xl font-bold sm:text-4xl ${inverted ? "text-white" : "text-ink"}`}
      >
        <TitleText text={title} />
      </h2>
      {intro && (
        <p className={`mt-4 text-lg ${inverted ? "text-brand-50" : "text-ink-muted"}`}>{intro}</p>
      )}
    </div>
  );
}
