import type { TileIcon } from "../../content/pages/home";
import {
  BadgeIcon,
  PharmacyIcon,
  PillIcon,
  SparklesIcon,
  TruckIcon,
  UsersIcon,
} from "../ui/feature-icons";

const icons = {
  users: UsersIcon,
  badge: BadgeIcon,
  pill: PillIcon,
  pharmacy: PharmacyIcon,
  truck: TruckIcon,
  sparkles: SparklesIcon,
} satisfies Record<TileIcon, unknown>;

/** The icon a content module names for a topic (tiles, service cards). */
export function TopicIcon({ name }: { name: TileIcon }) {
  const Icon = icons[name];
  return <Icon width={26} height={26} />;
}
