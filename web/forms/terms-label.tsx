import { paths } from "../paths";

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

/** The terms checkbox's text; both documents open in a new tab, so the form stays. */
export function TermsLabel() {
  return (
    <>
      Ich akzeptiere die{" "}
      <a href={paths.terms} target="_blank" rel="noopener noreferrer" className={linkClass}>
        AGB<span className="sr-only"> (öffnet in neuem Tab)</span>
      </a>{" "}
      und die{" "}
      <a href={paths.privacy} target="_blank" rel="noopener noreferrer" className={linkClass}>
        Datenschutzerklärung<span className="sr-only"> (öffnet in neuem Tab)</span>
      </a>
      .
    </>
  );
}
