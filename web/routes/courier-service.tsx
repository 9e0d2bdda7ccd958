import { paths } from "../../domain/paths";
import { CourierRequestForm } from "../forms/courier-request-form";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    title: "Boten-Service für Apotheken",
    description:
      "Boten-Service für Ihre Apotheke: zuverlässige Auslieferung an Ihre Kundinnen und Kunden in Ihrem Liefergebiet. Jetzt unverbindlich anfragen.",
    path: paths.courierService,
  });

const intro = [
  "Ihre Kundinnen und Kunden warten auf ihre Arzneimittel – wir bringen sie hin. Unsere Botinnen und Boten übernehmen die Auslieferung Ihrer Apotheke zuverlässig, diskret und pünktlich: für feste Touren, für Stoßzeiten oder als Vertretung, wenn Ihr eigener Bote ausfällt.",
  "Beschreiben Sie uns kurz Ihr Liefergebiet und Ihre vorhandene Ausstattung. Wir melden uns mit einem passenden, unverbindlichen Angebot.",
];

export default function CourierService() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-12 sm:px-6 sm:py-16">
      <header className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">Boten-Service</h1>
        {intro.map((paragraph) => (
          <p key={paragraph} className="text-lg text-ink-muted">
            {paragraph}
          </p>
        ))}
      </header>
      <section aria-labelledby="anfrage" className="rounded-card bg-white p-5 shadow-card sm:p-8">
        <h2 id="anfrage" className="mb-6 text-2xl font-semibold text-ink">
          Boten-Service anfragen
        </h2>
        <CourierRequestForm />
      </section>
    </div>
  );
}
