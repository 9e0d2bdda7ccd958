import { paths } from "../../domain/paths";
import { siteConfig } from "../../domain/site-config";
import { PageHeader } from "../components/content/page-header";
import { ButtonLink } from "../components/ui/button";
import { Card, IconBadge } from "../components/ui/card";
import { Container } from "../components/ui/container";
import { DocumentIcon } from "../components/ui/feature-icons";
import { TitleText } from "../components/ui/title-text";
import { termsOverview } from "../content/legal/terms-overview";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    title: "AGB",
    description: `Die Allgemeinen Geschäftsbedingungen von ${siteConfig.brandName} für Apothekeninhaber/-innen und für Dienstleister (Apotheker/-innen, PTA, PKA, Boten, Reinigungskräfte).`,
    path: paths.terms,
  });

export default function Terms() {
  return (
    <>
      <PageHeader
        eyebrow="Rechtliches"
        title={termsOverview.title}
        updated={termsOverview.updated}
        intro={termsOverview.intro}
      />
      <Container className="py-12 sm:py-16">
        <ul className="grid gap-6 lg:grid-cols-2">
          {termsOverview.cards.map((card, index) => {
            const titleId = `agb-karte-${index + 1}`;
            return (
              <li key={card.to}>
                <Card as="article" labelledBy={titleId} className="flex h-full flex-col">
                  <IconBadge tone={index === 0 ? "brand" : "accent"}>
                    <DocumentIcon width={26} height={26} />
                  </IconBadge>
                  <h2 id={titleId} className="mt-5 text-2xl font-bold text-ink">
                    <TitleText text={card.title} />
                  </h2>
                  <p className="mt-3 flex-1 text-ink-muted">{card.text}</p>
                  <ButtonLink to={card.to} describedBy={titleId} className="mt-8 self-start">
                    {card.button}
                  </ButtonLink>
                </Card>
              </li>
            );
          })}
        </ul>
      </Container>
    </>
  );
}
