import { type FocusEvent, type RefObject, useCallback, useEffect, useState } from "react";
import { CAROUSEL } from "../../../domain/limits";
import { autoplayRuns } from "./carousel-logic";

/** Marks the pause/play button, whose focus does not pause the carousel. */
export const AUTOPLAY_TOGGLE_ATTRIBUTE = "data-autoplay-toggle";

function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return reduced;
}

/** True while at least `threshold` of the element is inside the viewport. */
function useMostlyVisible(ref: RefObject<HTMLElement | null>, threshold: number): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || !("IntersectionObserver" in window)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) setVisible(entry.intersectionRatio >= threshold);
      },
      { threshold: [0, threshold, 1] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold]);
  return visible;
}

function useDocumentHidden(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const update = () => setHidden(document.visibilityState === "hidden");
    update();
    document.addEventListener("visibilitychange", update);
    return () => document.removeEventListener("visibilitychange", update);
  }, []);
  return hidden;
}

interface AutoplayOptions {
  rootRef: RefObject<HTMLElement | null>;
  /** Moves to the next slide. */
  advance: () => void;
  /** Changes whenever a slide is selected, so the 4 s count starts again. */
  selectedIndex: number;
  enabled: boolean;
}

/**
 * Auto-advance every 4 s while at least 30 % of the carousel is visible; paused while
 * the pointer is over it or focus is inside it, when the visitor pauses it, and never
 * under prefers-reduced-motion.
 */
export function useCarouselAutoplay({ rootRef, advance, selectedIndex, enabled }: AutoplayOptions) {
  const reducedMotion = useReducedMotion();
  const visible = useMostlyVisible(rootRef, CAROUSEL.visibilityThreshold);
  const documentHidden = useDocumentHidden();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pausedByUser, setPausedByUser] = useState(false);

  const running =
    enabled &&
    autoplayRuns({ visible, hovered, focused, pausedByUser, reducedMotion, documentHidden });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new selection restarts the count
  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(advance, CAROUSEL.autoplayDelayMs);
    return () => window.clearTimeout(timer);
  }, [running, advance, selectedIndex]);

  const togglePause = useCallback(() => setPausedByUser((paused) => !paused), []);

  const handlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    // Focus on the pause/play button itself does not hold the carousel: the button's
    // own state decides (APG carousel pattern).
    onFocus: (event: FocusEvent<HTMLElement>) =>
      setFocused(!(event.target as HTMLElement).hasAttribute(AUTOPLAY_TOGGLE_ATTRIBUTE)),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return { running, pausedByUser, togglePause, reducedMotion, handlers };
}
