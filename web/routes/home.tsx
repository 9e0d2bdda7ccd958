import { Link } from "react-router";
import { Reveal } from "../components/layout/reveal";
import { pageMeta } from "../lib/page-meta";
import { paths } from "../paths";

export const meta = () =>
  pageMeta({
    title: "apostaff – Vertretungsapotheker, PTA und PKA für Ihre Apotheke in Köln",
    description:
      "apostaff vermittelt Vertretungsapotheker/-innen, PTA und PKA an Apotheken und bietet Boten- und Reinigungsservice – kostenlos registrieren, Gebühr nur bei erfolgreicher Vermittlung.",
    path: paths.home,
  });

export default function Home() {
  return (
    <section className="bg-brand-50">
      <Reveal className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-20 sm:px-6">
        <h1 className="max-w-3xl text-4xl font-bold text-ink sm:text-5xl">
          Wir bringen die richtigen Menschen mit den richtigen Apotheken zusammen
        </h1>
        <Link
          to={paths.services}
          className="inline-flex w-fit rounded-control bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Jetzt registrieren
        </Link>
      </Reveal>
    </section>
  );
}
