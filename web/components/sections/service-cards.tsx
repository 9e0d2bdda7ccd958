import type { ServiceCard } from "../../content/pages/home";
import type { LinkAction } from "../../content/pages/types";
import { ButtonLink } from "../ui/button";
import { IconBadge } from "../ui/card";
import { Section, SectionHeading } from "../ui/section";
import { TitleText } from "../ui/title-text";
import { TopicIcon } from "./topic-icon";

interface ServiceCardsProps {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  cards: readonly ServiceCard[];
  action: LinkAction;
}

/** Three service cards, each with the same enquiry button. */
export function ServiceCards({ id, eyebrow, title, intro, cards, action }: ServiceCardsProps) {
  return (
    <Section labelledBy={id} tone="tint">
      <SectionHeading id={id} eyebrow={eyebrow} title={title} intro={intro} />
      <ul className="mt-12 grid gap-6 lg:grid-cols-3">
        {cards.map((card, index) => {
          const titleId = `${id}-${index + 1}`;
          return (
            <li
              key={card.title}
              className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card sm:p-8"
            >
              <IconBadge tone={index === 0 ? "brand" : "accent"}>
                <TopicIcon name={card.icon} />
              </IconBadge>
              <h3 id={titleId} className="mt-5 text-xl font-semibold text-ink">
                <TitleText text={card.title} />
              </h3>
              <p className="mt-3 flex-1 text-ink-muted">{card.text}</p>
              <ButtonLink to={action.to} className="mt-6 self-start" describedBy={titleId}>
                {action.label}
              </ButtonLink>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
