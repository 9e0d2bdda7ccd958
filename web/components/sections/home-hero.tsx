import { images } from "../../assets/images";
import type { homeContent } from "../../content/pages/home";
import { ButtonLink } from "../ui/button";
import { CheckList } from "../ui/check-list";
import { Container } from "../ui/container";
import { Picture } from "../ui/picture";
import { TitleText } from "../ui/title-text";

/** The first screen of the home page: headline, call to action and illustration. */
export function HomeHero({ hero }: { hero: (typeof homeContent)["hero"] }) {
  return (
    <section
      aria-labelledby="hero-titel"
      className="overflow-hidden bg-gradient-to-b from-brand-50 to-white"
    >
      <Container className="grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-14 lg:py-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {hero.eyebrow}
          </p>
          <h1 id="hero-titel" className="mt-3 text-4xl font-bold text-ink sm:text-5xl">
            <TitleText text={hero.title} />
          </h1>
          <p className="mt-5 max-w-xl text-lg text-ink-muted sm:text-xl">{hero.text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={hero.action.to}>{hero.action.label}</ButtonLink>
            <ButtonLink to={hero.secondaryAction.to} variant="secondary">
              {hero.secondaryAction.label}
            </ButtonLink>
          </div>
          <CheckList
            items={hero.highlights}
            className="mt-8 text-ink sm:flex-row sm:flex-wrap sm:gap-x-6"
          />
        </div>
        <div className="mx-auto w-full max-w-xl lg:max-w-none">
          <Picture
            image={images.hero}
            alt={hero.imageAlt}
            sizes="(min-width: 1280px) 576px, (min-width: 1024px) 45vw, (min-width: 640px) 576px, calc(100vw - 2rem)"
            priority
            className="rounded-[2rem] shadow-raised"
          />
        </div>
      </Container>
    </section>
  );
}
