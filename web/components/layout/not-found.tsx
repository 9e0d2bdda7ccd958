import { Link } from "react-router";
import { paths } from "../../paths";

/** The generic not-found result for unknown addresses. */
export function NotFound() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-start gap-5 px-6 py-24">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Fehler 404</p>
      <h1 className="text-3xl font-bold text-ink sm:text-4xl">Seite nicht gefunden</h1>
      <p className="text-lg text-ink-muted">
        Die aufgerufene Seite gibt es nicht oder nicht mehr. Vielleicht hilft Ihnen einer dieser
        Links weiter:
      </p>
      <ul className="flex flex-wrap gap-3">
        <li>
          <Link
            to={paths.home}
            className="inline-flex rounded-control bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          >
            Zur Startseite
          </Link>
        </li>
        <li>
          <Link
            to={paths.services}
            className="inline-flex rounded-control border border-brand-700 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50"
          >
            Unsere Services
          </Link>
        </li>
        <li>
          <Link
            to={paths.contact}
            className="inline-flex rounded-control border border-brand-700 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50"
          >
            Kontakt
          </Link>
        </li>
      </ul>
    </section>
  );
}
