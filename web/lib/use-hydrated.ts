import { useEffect, useState } from "react";

/**
 * False in the prerendered HTML and until React has taken over the component. A control
 * that only works with its code (a submit, a menu button) waits until then: a submit
 * before hydration would be the browser's own submit.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * Attributes of a control whose code has not run yet: disabled (so without JavaScript
 * nothing is ever sent by the browser itself) and marked `data-pending-code`. With
 * JavaScript, the page's start script enables such controls at once, keeps a press
 * and repeats it when the mark is gone (docs/decisions/0023).
 */
export function pendingCodeProps(hydrated: boolean) {
  return hydrated ? {} : ({ disabled: true, "data-pending-code": "" } as const);
}
