import type { ReactNode } from "react";

/**
 * The box around a table that scrolls sideways on narrow screens instead of widening
 * the page. It is a tab stop of its own, named after the table: a keyboard user focuses
 * it and scrolls with the arrow keys, also where the columns out of view hold no link
 * or button to tab to (WCAG 2.1.1; axe's scrollable-region-focusable). It is the
 * positioning box of what it holds: a screen-reader text in a cell (`sr-only`, placed
 * absolutely) would otherwise be placed against a box outside, escape the scrolling and
 * widen the page.
 */
export function ScrollBox({
  caption,
  className = "",
  children,
}: {
  /** The table's caption; the box is called „Tabelle: <caption>“. */
  caption: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={`Tabelle: ${caption}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways must be reachable by keyboard
      tabIndex={0}
      className={`relative overflow-x-auto ${className}`}
    >
      {children}
    </section>
  );
}
