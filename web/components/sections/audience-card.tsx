import type { AudienceCard as AudienceCardContent } from "../../content/pages/services";
import { ButtonLink } from "../ui/button";
import { Card, IconBadge } from "../ui/card";
import { CheckList } from "../ui/check-list";
import { BadgeIcon, PharmacyIcon } from "../ui/feature-icons";
import { TitleText } from "../ui/title-text";

/** One of the two audience cards of /services (owners, substitutes). */
export function AudienceCard({ card, index }: { card: AudienceCardContent; index: number }) {
  const titleId = `${card.id}-titel`;
  const Icon = index === 0 ? PharmacyIcon : BadgeIcon;
  return (
    <Card as="article" labelledBy={titleId} className="flex flex-col">
      <IconBadge tone={index === 0 ? "brand" : "accent"}>
        <Icon width={26} height={26} />
      </IconBadge>
      <h2 id={titleId} className="mt-5 text-2xl font-bold text-ink">
        <TitleText text={card.title} />
      </h2>
      <p className="mt-3 text-ink-muted">{card.text}</p>
      <p className="mt-6 font-semibold text-ink">{card.listLabel}</p>
      <CheckList items={card.items} className="mt-3 flex-1 text-ink" />
      <ButtonLink to={card.action.to} describedBy={titleId} className="mt-8 self-start">
        {card.action.label}
      </ButtonLink>
    </Card>
  );
}
