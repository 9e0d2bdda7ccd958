import { type ComponentType, lazy, memo, type ReactNode, Suspense } from "react";

/**
 * Resolves once the browser has painted the page: the callback of the next animation
 * frame runs just before that paint, a task queued from it just after. A hidden tab
 * paints nothing (and runs no animation frames), so there it resolves at once.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === "hidden") resolve();
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/**
 * A component whose code the browser asks for only after the page has been painted, so
 * that a heavy part (a form with its schemas) does not hold up the first paint
 * (docs/decisions/0012). The prerender waits for it (web/entry.server.tsx), so its
 * markup is in the HTML; the browser shows that markup and React takes it over once
 * the code has arrived. `fallback` is shown only when the page is opened by a
 * navigation inside the site, while the code loads.
 *
 * The result is memoised: a dehydrated boundary that receives new props before its
 * code is there would throw away the prerendered markup, so pass stable props
 * (`useCallback` for functions).
 */
export function deferredComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode,
): ComponentType<Props> {
  const Component = lazy<ComponentType<Props>>(async () => {
    if (!import.meta.env.SSR) await afterNextPaint();
    return { default: await load() };
  });
  // biome-ignore lint/correctness/noComponentHookFactories: called once per module, at its top level
  return memo(function Deferred(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Component {...props} />
      </Suspense>
    );
  });
}
