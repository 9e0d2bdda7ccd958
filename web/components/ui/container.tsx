import type { ReactNode } from "react";

const widths = {
  page: "max-w-page",
  /** Reading width for long text. */
  text: "max-w-4xl",
  /** A single message or form. */
  narrow: "max-w-2xl",
} as const;

interface ContainerProps {
  children: ReactNode;
  width?: keyof typeof widths;
  className?: string;
}

/** The content column of every page: one set of widths, one side padding. */
export function Container({ children, width = "page", className = "" }: ContainerProps) {
  return (
    <div className={`mx-auto w-full px-4 sm:px-6 lg:px-8 ${widths[width]} ${className}`}>
      {children}
    </div>
  );
}
