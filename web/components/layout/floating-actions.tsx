import { useEffect, useState } from "react";
import { BACK_TO_TOP_THRESHOLD_PX } from "../../../domain/limits";
import { siteConfig } from "../../../domain/site-config";
import { scrollToTop } from "../../lib/scroll";
import { ArrowUpIcon, ChatIcon } from "../ui/icons";

/**
 * The chat link and, once the page is scrolled past 300 px, the back-to-top button. The
 * footer keeps room for them at the page's end; on a phone they step aside while a form
 * field has the focus (web/styles/app.css, `.floating-actions`).
 */
export function FloatingActions() {
  const [showBackToTop, setShowBackToTop] = useState(false);

  useEffect(() => {
    const update = () => setShowBackToTop(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  return (
    <aside
      aria-label="Schnellzugriff"
      className="floating-actions fixed right-4 bottom-4 z-30 flex flex-col items-end gap-3"
    >
      {showBackToTop && (
        <button
          type="button"
          onClick={() => scrollToTop()}
          className="inline-flex h-12 w-12 items-center justify-center rounded-full border border-line bg-white text-brand-800 shadow-raised hover:bg-brand-50"
          aria-label="Nach oben scrollen"
        >
          <ArrowUpIcon />
        </button>
      )}
      <a
        href={siteConfig.chat.href}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-raised hover:bg-brand-800"
        aria-label={`Chat über ${siteConfig.chat.name} starten (öffnet in neuem Tab)`}
      >
        <ChatIcon width={28} height={28} />
      </a>
    </aside>
  );
}
