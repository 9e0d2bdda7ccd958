import { paths } from "../../domain/paths";
import { PageHeader } from "../components/content/page-header";
import { StepList } from "../components/content/step-list";
import { ButtonLink } from "../components/ui/button";
import { Card, IconBadge } from "../components/ui/card";
import { Container } from "../components/ui/container";
import { BadgeIcon, PharmacyIcon } from "../components/ui/feature-icons";
import { TitleText } from "../components/ui/title-text";
import { registerNowContent } from "../content/pages/register-now";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta({ ...registerNowContent.meta, path: paths.registerNow });

export default function RegisterNow() {
  const { header, blocks } = registerNowContent;
  return (
    <>
      <PageHeader eyebrow={header.eyebrow} title={header.title} intro={header.intro} />
      <Container className="py-12 sm:py-16">
        <div className="grid gap-6 lg:grid-cols-2">
          {blocks.map((block, index) => {
            const titleId = `${block.id}-titel`;
            const Icon = index === 0 ? PharmacyIcon : BadgeIcon;
            return (
              <Card key={block.id} as="section" labelledBy={titleId} className="flex flex-col">
                <IconBadge tone={index === 0 ? "brand" : "accent"}>
                  <Icon width={26} height={26} />
                </IconBadge>
                <h2 id={titleId} className="mt-5 text-2xl font-bold text-ink">
                  <TitleText text={block.title} />
                </h2>
                <p className="mt-3 text-ink-muted">{block.text}</p>
                <StepList steps={block.steps} className="mt-8 flex-1" />
                <ButtonLink to={block.action.to} describedBy={titleId} className="mt-8 self-start">
                  {block.action.label}
                </ButtonLink>
              </Card>
            );
          })}
        </div>
      </Container>
    </>
  );
}
