import { paths } from "../../domain/paths";
import { images } from "../assets/images";
import { PageHeader } from "../components/content/page-header";
import { CtaBanner } from "../components/sections/cta-banner";
import { Card } from "../components/ui/card";
import { CheckList } from "../components/ui/check-list";
import { Picture } from "../components/ui/picture";
import { Section, SectionHeading } from "../components/ui/section";
import { TitleText } from "../components/ui/title-text";
import { aboutContent } from "../content/pages/about";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta({ ...aboutContent.meta, path: paths.about });

export default function About() {
  const { header, imageAlt, story, services, situations, closing } = aboutContent;
  return (
    <>
      <PageHeader
        eyebrow={header.eyebrow}
        title={header.title}
        intro={header.intro}
        aside={
          <Picture
            image={images.about}
            alt={imageAlt}
            sizes="(min-width: 1280px) 576px, (min-width: 1024px) 45vw, (min-width: 640px) 576px, calc(100vw - 2rem)"
            priority
            className="rounded-[2rem] shadow-raised"
          />
        }
      />
      <Section labelledBy="wer-wir-sind">
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr] lg:gap-16">
          <div>
            <SectionHeading id="wer-wir-sind" title={story.title} />
            <div className="mt-6 flex flex-col gap-4 text-lg text-ink-muted">
              {story.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <Card as="section" labelledBy="unsere-leistungen" className="self-start">
            <h2 id="unsere-leistungen" className="text-2xl font-bold text-ink">
              <TitleText text={services.title} />
            </h2>
            <CheckList items={services.items} className="mt-5 text-ink" />
          </Card>
        </div>
      </Section>
      <Section labelledBy="situationen" tone="tint">
        <SectionHeading id="situationen" title={situations.title} intro={situations.intro} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {situations.items.map((item) => (
            <li
              key={item.title}
              className="rounded-card border border-line bg-white p-6 shadow-card"
            >
              <h3 className="text-lg font-semibold text-ink">
                <TitleText text={item.title} />
              </h3>
              <p className="mt-2 text-ink-muted">{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBanner
        id="kennenlernen"
        title={closing.title}
        text={closing.text}
        actions={closing.actions}
      />
    </>
  );
}
