import { useCallback, useRef } from "react";

/**
 * For a panel that a row's button opens elsewhere on the page: `remember` notes the
 * element that has the focus (the button, at its click) and the table's box around it,
 * `giveBack` returns the focus to the button when the panel closes, while it is still on
 * the page. A row that left the list (a deleted account) leaves the focus lost: then
 * the box takes it, so the keyboard goes on in the same list.
 */
export function useFocusReturn() {
  const opener = useRef<HTMLElement>(null);
  const box = useRef<HTMLElement>(null);
  const remember = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    box.current = opener.current?.closest<HTMLElement>("[tabindex='0']") ?? null;
  }, []);
  const giveBack = useCallback(() => {
    if (opener.current?.isConnected) opener.current.focus();
    else if (focusLost() && box.current?.isConnected) box.current.focus();
  }, []);
  return { remember, giveBack };
}

function focusLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}
