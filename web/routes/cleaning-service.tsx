import { paths } from "../../domain/paths";
import { CleaningRequestForm } from "../forms/cleaning-request-form";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    title: "Reinigung-Service für Apotheken",
    description:
      "Reinigungskräfte für Ihre Apotheke: gepflegte Offizin, Labor und Nebenräume zu Zeiten, die zu Ihren Öffnungszeiten passen. Jetzt unverbindlich anfragen.",
    path: paths.cleaningService,
  });

const intro = [
  "Eine saubere Apotheke ist Pflicht – und ein Aushängeschild. Unsere Reinigungskräfte pflegen Offizin, Labor, Lager und Sozialräume gründlich und hygienisch, diskret und zu Zeiten, die zu Ihren Öffnungszeiten passen.",
  "Nennen Sie uns die Zahl der Räume, die ungefähre Fläche und die gewünschten Aufgaben. Wir erstellen Ihnen ein unverbindliches Angebot.",
];

export default function CleaningService() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-12 sm:px-6 sm:py-16">
      <header className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">Reinigung-Service</h1>
        {intro.map((paragraph) => (
          <p key={paragraph} className="text-lg text-ink-muted">
            {paragraph}
          </p>
        ))}
      </header>
      <section aria-labelledby="anfrage" className="rounded-card bg-white p-5 shadow-card sm:p-8">
        <h2 id="anfrage" className="mb-6 text-2xl font-semibold text-ink">
          Reinigung-Service anfragen
        </h2>
        <CleaningRequestForm />
      </section>
    </div>
  );
}
