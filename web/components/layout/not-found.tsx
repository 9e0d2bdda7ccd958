import { paths } from "../../../domain/paths";
import { ButtonLink } from "../ui/button";

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
          <ButtonLink to={paths.home}>Zur Startseite</ButtonLink>
        </li>
        <li>
          <ButtonLink to={paths.services} variant="secondary">
            Unsere Services
          </ButtonLink>
        </li>
        <li>
          <ButtonLink to={paths.contact} variant="secondary">
            Kontakt
          </ButtonLink>
        </li>
      </ul>
    </section>
  );
}
