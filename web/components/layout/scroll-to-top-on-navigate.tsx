import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { scrollToTop } from "../../lib/scroll";

/** Every route change scrolls smoothly to the top of the new page. */
export function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    scrollToTop();
  }, [pathname]);
  return null;
}
