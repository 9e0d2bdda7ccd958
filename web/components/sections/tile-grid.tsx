import { Link } from "react-router";
import type { Tile } from "../../content/pages/home";
import { IconBadge } from "../ui/card";
import { ArrowRightIcon } from "../ui/feature-icons";
import { Section, SectionHeading } from "../ui/section";
import { TitleText } from "../ui/title-text";
import { TopicIcon } from "./topic-icon";

interface TileGridProps {
  id: string;
  eyebrow: string;
  title: string;
  tiles: readonly Tile[];
}

/** Linked tiles; the whole tile is clickable, the link's name is the tile's title. */
export function TileGrid({ id, eyebrow, title, tiles }: TileGridProps) {
  return (
    <Section labelledBy={id}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} align="center" />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {tiles.map((tile) => (
          <li
            key={tile.title}
            className="group relative flex flex-col rounded-card border border-line bg-white p-6 shadow-card transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-raised focus-within:border-brand-300 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
          >
            <IconBadge>
              <TopicIcon name={tile.icon} />
            </IconBadge>
            <h3 className="mt-5 text-xl font-semibold text-ink">
              <Link
                to={tile.to}
                className="after:absolute after:inset-0 after:rounded-card after:content-[''] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-focus"
              >
                <TitleText text={tile.title} />
              </Link>
            </h3>
            <p className="mt-2 flex-1 text-ink-muted">{tile.text}</p>
            <ArrowRightIcon
              className="mt-4 text-brand-700 transition-transform group-hover:translate-x-1 motion-reduce:transition-none"
              width={22}
              height={22}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
