import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { scrollToTop } from "../../lib/scroll";

/**
 * Every move to another page starts at the new page's top, with the focus on its heading
 * (docs/decisions/0042-focus-on-the-new-page.md): a keyboard user goes on from there
 * instead of from a link that is gone, and a screen reader reads the new page's title.
 * Only a new path counts; a changed filter in the query stays on the page.
 */
export function PageArrival() {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    scrollToTop();
    const focusedOnArrival = document.activeElement;
    // A frame later: the mobile menu, closed by the same click, has given the focus back
    // to its button by then (the browser does so when a modal dialog closes).
    const frame = requestAnimationFrame(() => focusPageHeading(focusedOnArrival));
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return null;
}

/**
 * The page's first heading, or the main region while the page has none yet; unless the
 * focus went into the new page in the meantime (a click, a field the page focused).
 */
function focusPageHeading(focusedOnArrival: Element | null): void {
  const main = document.getElementById("inhalt");
  if (!main) return;
  const focused = document.activeElement;
  if (focused !== focusedOnArrival && focused !== main && main.contains(focused)) return;
  const heading = main.querySelector<HTMLElement>("h1");
  // Focusable by script only: a heading is not a stop on the Tab key's way.
  if (heading && !heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  (heading ?? main).focus({ preventScroll: true });
}
