import { useEffect, useState } from "react";

/**
 * False in the prerendered HTML and until React has taken over the page. Forms keep
 * their submit button disabled until then: a submit before hydration would be a plain
 * browser submit, and a GET form would put the password into the address bar.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
