import { paths } from "../../domain/paths";
import { CtaBanner } from "../components/sections/cta-banner";
import { HomeHero } from "../components/sections/home-hero";
import { HowToSection } from "../components/sections/how-to-section";
import { ServiceCards } from "../components/sections/service-cards";
import { TileGrid } from "../components/sections/tile-grid";
import { homeContent } from "../content/pages/home";
import { pageMeta } from "../lib/page-meta";
import { organizationJsonLd } from "../lib/structured-data";

export const meta = () => [
  ...pageMeta({ ...homeContent.meta, path: paths.home }),
  { "script:ld+json": organizationJsonLd() },
];

export default function Home() {
  const { hero, tiles, services, howToOwners, howToStaff, banner } = homeContent;
  return (
    <>
      <HomeHero hero={hero} />
      <TileGrid id="leistungen" eyebrow={tiles.eyebrow} title={tiles.title} tiles={tiles.items} />
      <ServiceCards
        id="hilfe-fuer-apotheken"
        eyebrow={services.eyebrow}
        title={services.title}
        intro={services.intro}
        cards={services.items}
        action={services.action}
      />
      <HowToSection howTo={howToOwners} />
      <HowToSection howTo={howToStaff} tone="tint" reversed />
      <CtaBanner
        id="weitere-dienstleistungen"
        title={banner.title}
        text={banner.text}
        actions={[banner.action]}
      />
    </>
  );
}
