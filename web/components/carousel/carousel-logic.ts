/**
 * The carousel's rules (docs/product.md, "Numbers"): slides per view by width, the 500 ms lock
 * between transitions, and when auto-advance may run. Pure, so they are unit-tested.
 */
import { CAROUSEL } from "../../../domain/limits";

export type SlidesPerView = 1 | 2 | 3 | 4;

/** 1 under 640 px, 2 under 768 px, 3 under 1024 px, else the carousel's own number. */
export function slidesPerView(viewportWidth: number, max: SlidesPerView): SlidesPerView {
  const { sm, md, lg } = CAROUSEL.breakpointsPx;
  const byWidth = viewportWidth < sm ? 1 : viewportWidth < md ? 2 : viewportWidth < lg ? 3 : 4;
  return Math.min(byWidth, max) as SlidesPerView;
}

/**
 * Slide widths as Tailwind classes, matching slidesPerView(): CSS sizes the slides, so
 * the prerendered page already shows the right number before any script runs.
 */
export const slideBasisClasses: Record<SlidesPerView, string> = {
  1: "basis-full",
  2: "basis-full sm:basis-1/2",
  3: "basis-full sm:basis-1/2 md:basis-1/3",
  4: "basis-full sm:basis-1/2 md:basis-1/3 lg:basis-1/4",
};

/** The `sizes` attribute of a slide image for a carousel showing up to `max` slides. */
export function slideImageSizes(max: SlidesPerView, contentWidthPx = 1216): string {
  const { sm, md, lg } = CAROUSEL.breakpointsPx;
  const steps: string[] = [];
  if (max >= 3) steps.push(`(min-width: ${lg}px) ${Math.round(contentWidthPx / max)}px`);
  if (max >= 3) steps.push(`(min-width: ${md}px) 33vw`);
  if (max >= 2) steps.push(`(min-width: ${sm}px) 50vw`);
  return [...steps, "100vw"].join(", ");
}

/** Lets one transition start, then refuses further ones until `lockMs` have passed. */
export function createTransitionLock(lockMs: number = CAROUSEL.transitionLockMs) {
  let lockedUntil = Number.NEGATIVE_INFINITY;
  return {
    tryAcquire(now: number): boolean {
      if (now < lockedUntil) return false;
      lockedUntil = now + lockMs;
      return true;
    },
  };
}

export interface AutoplayConditions {
  /** At least 30 % of the carousel is in the viewport. */
  visible: boolean;
  hovered: boolean;
  focused: boolean;
  pausedByUser: boolean;
  reducedMotion: boolean;
  /** The browser tab is in the background. */
  documentHidden: boolean;
}

export function autoplayRuns(conditions: AutoplayConditions): boolean {
  return (
    conditions.visible &&
    !conditions.hovered &&
    !conditions.focused &&
    !conditions.pausedByUser &&
    !conditions.reducedMotion &&
    !conditions.documentHidden
  );
}
