import { CAROUSEL } from "../../domain/limits";
import { paths } from "../../domain/paths";
import { PageHeader } from "../components/content/page-header";
import { AudienceCard } from "../components/sections/audience-card";
import { CarouselSection } from "../components/sections/carousel-section";
import { Container } from "../components/ui/container";
import { servicesContent } from "../content/pages/services";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta({ ...servicesContent.meta, path: paths.services });

export default function Services() {
  const { header, audiences, courier, cleaning } = servicesContent;
  return (
    <>
      <PageHeader eyebrow={header.eyebrow} title={header.title} intro={header.intro} />
      <Container className="py-12 sm:py-16">
        <div className="grid gap-6 lg:grid-cols-2">
          {audiences.map((card, index) => (
            <AudienceCard key={card.id} card={card} index={index} />
          ))}
        </div>
      </Container>
      <CarouselSection
        carousel={courier}
        slidesPerView={CAROUSEL.slidesPerView.courier}
        tone="tint"
      />
      <CarouselSection carousel={cleaning} slidesPerView={CAROUSEL.slidesPerView.cleaning} />
    </>
  );
}
