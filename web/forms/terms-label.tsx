import type { ReactNode } from "react";
import { paths } from "../../domain/paths";

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

/** A legal text's link in a consent label: it opens in a new tab, so the form stays. */
export function LegalTextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {children}
      <span className="sr-only"> (öffnet in neuem Tab)</span>
    </a>
  );
}

/** The terms checkbox's text: terms and privacy policy. */
export function TermsLabel() {
  return (
    <>
      Ich akzeptiere die <LegalTextLink href={paths.terms}>AGB</LegalTextLink> und die{" "}
      <LegalTextLink href={paths.privacy}>Datenschutzerklärung</LegalTextLink>.
    </>
  );
}
