import { useSyncExternalStore } from "react";

/** The year the pages were prerendered in (vite.config.ts), in their HTML and at hydration. */
const BUILD_YEAR = Number(import.meta.env.VITE_BUILD_YEAR) || new Date().getFullYear();

const noSubscription = () => () => {};
const browserYear = () => new Date().getFullYear();
const prerenderedYear = () => BUILD_YEAR;

/**
 * The current year (the footer's copyright). The prerendered HTML holds the build's year;
 * hydration must render the same text, or a page built in December fails to hydrate on
 * 1 January. So React hydrates with the build's year and then re-renders with the
 * browser's (useSyncExternalStore's server snapshot does exactly that).
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(noSubscription, browserYear, prerenderedYear);
}
