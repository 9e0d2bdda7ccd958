import type { ReactNode } from "react";
import { FloatingActions } from "./floating-actions";
import { PageArrival } from "./page-arrival";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { Toasts } from "./toasts";

/** The frame of every page (docs/product.md, "Pages"). */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a
        href="#inhalt"
        className="sr-only z-50 rounded-control bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Zum Inhalt springen
      </a>
      <PageArrival />
      <SiteHeader />
      <main id="inhalt" tabIndex={-1} className="min-h-[60vh] pt-header focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      <FloatingActions />
      <Toasts />
    </>
  );
}
