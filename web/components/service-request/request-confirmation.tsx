import { useEffect, useRef } from "react";
import { SUCCESS_SCROLL_DELAY_MS } from "../../../domain/limits";
import { serviceRequestTexts } from "../../forms/service-request-texts";
import { scrollIntoView } from "../../lib/scroll";

/**
 * Replaces a sent courier or cleaning form: the confirmation with a check mark,
 * scrolled into view (after 100 ms) and focused, so screen readers announce it too.
 */
export function RequestConfirmation() {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      scrollIntoView(box.current);
      box.current?.focus({ preventScroll: true });
    }, SUCCESS_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div
      ref={box}
      role="status"
      tabIndex={-1}
      className="flex scroll-mt-6 flex-col items-center gap-5 rounded-card border border-brand-200 bg-brand-50 px-6 py-10 text-center focus:outline-none"
    >
      <img src="/images/request-sent.svg" alt="" width={96} height={96} />
      <p className="max-w-xl text-lg font-semibold text-ink">{serviceRequestTexts.confirmation}</p>
    </div>
  );
}
