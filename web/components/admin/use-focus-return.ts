import { useCallback, useRef } from "react";

/**
 * For a panel that a row's button opens elsewhere on the page: `remember` notes the
 * element that has the focus (the button, at its click), `giveBack` returns the focus to
 * it when the panel closes, while it is still on the page.
 */
export function useFocusReturn() {
  const opener = useRef<HTMLElement>(null);
  const remember = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  const giveBack = useCallback(() => {
    if (opener.current?.isConnected) opener.current.focus();
  }, []);
  return { remember, giveBack };
}
