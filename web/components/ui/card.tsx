import type { ElementType, ReactNode } from "react";

interface CardProps {
  children: ReactNode;
  as?: ElementType;
  className?: string;
  /** Id of the card's heading, when the card is an article or section. */
  labelledBy?: string;
}

/** A white panel with a hairline border and a soft shadow: the site's one card look. */
export function Card({ children, as: Tag = "div", className = "", labelledBy }: CardProps) {
  return (
    <Tag
      aria-labelledby={labelledBy}
      className={`rounded-card border border-line bg-white p-6 shadow-card sm:p-8 ${className}`}
    >
      {children}
    </Tag>
  );
}

/** An icon in a tinted rounded square, at the top of cards and tiles. */
export function IconBadge({
  children,
  tone = "brand",
}: {
  children: ReactNode;
  tone?: "brand" | "accent";
}) {
  const colours = tone === "brand" ? "bg-brand-50 text-brand-700" : "bg-accent-100 text-accent-700";
  return (
    <span
      className={`inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-control ${colours}`}
    >
      {children}
    </span>
  );
}
