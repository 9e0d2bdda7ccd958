import type { ServiceCarousel } from "../../content/pages/services";
import type { SlidesPerView } from "../carousel/carousel-logic";
import { ImageCarousel } from "../carousel/image-carousel";
import { ButtonLink } from "../ui/button";
import { Section, SectionHeading, type SectionTone } from "../ui/section";

interface CarouselSectionProps {
  carousel: ServiceCarousel;
  slidesPerView: SlidesPerView;
  tone?: SectionTone;
}

/** A service with its picture carousel and the button to request it. */
export function CarouselSection({ carousel, slidesPerView, tone = "white" }: CarouselSectionProps) {
  const headingId = `${carousel.id}-titel`;
  return (
    <Section id={carousel.id} labelledBy={headingId} tone={tone}>
      <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <SectionHeading
          id={headingId}
          eyebrow={carousel.eyebrow}
          title={carousel.title}
          intro={carousel.intro}
        />
        <ButtonLink
          to={carousel.action.to}
          describedBy={headingId}
          className="shrink-0 self-start lg:self-auto"
        >
          {carousel.action.label}
        </ButtonLink>
      </div>
      <div className="mt-10">
        <ImageCarousel
          label={`${carousel.title} in Bildern`}
          slides={carousel.slides}
          slidesPerView={slidesPerView}
        />
      </div>
    </Section>
  );
}
