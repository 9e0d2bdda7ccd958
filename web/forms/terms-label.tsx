import { paths } from "../../domain/paths";
import { hyphenate } from "../lib/hyphenate";

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

/**
 * A legal text's link in a consent label: it opens in a new tab, so the form stays. Its
 * long word breaks at a syllable beside the checkbox on a phone.
 */
export function LegalTextLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {hyphenate(children)}
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
