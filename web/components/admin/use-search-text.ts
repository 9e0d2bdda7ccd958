import { useEffect, useRef, useState } from "react";

/**
 * A console list's search field, whose search lives in the address (?q=). The address
 * changes a moment after a search is sent; a field rebuilt from it then dropped what was
 * typed meanwhile (a second search typed right after the first was replaced by the
 * first, and sent as such). So the field keeps its own text, and the address's value
 * replaces it only when it differs from the last search sent from here: after the back
 * button or a link.
 */
export function useSearchText(inAddress: string) {
  const [text, setText] = useState(inAddress);
  const lastSent = useRef(inAddress);
  useEffect(() => {
    if (inAddress === lastSent.current) return;
    lastSent.current = inAddress;
    setText(inAddress);
  }, [inAddress]);
  /** Notes the search about to be sent; answers it. */
  const send = (value: string) => {
    lastSent.current = value;
    return value;
  };
  return { text, setText, send };
}
