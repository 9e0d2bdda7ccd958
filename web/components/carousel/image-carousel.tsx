import useEmblaCarousel from "embla-carousel-react";
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { CarouselSlide } from "../../content/pages/services";
import { pendingCodeProps } from "../../lib/use-hydrated";
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "../ui/feature-icons";
import { Picture } from "../ui/picture";
import {
  createTransitionLock,
  type SlidesPerView,
  slideBasisClasses,
  slideImageSizes,
} from "./carousel-logic";
import { AUTOPLAY_TOGGLE_ATTRIBUTE, useCarouselAutoplay } from "./use-carousel-autoplay";

const labels = {
  roleDescription: "Karussell",
  slideRoleDescription: "Folie",
  previous: "Vorherige Folie",
  next: "Nächste Folie",
  dots: "Folie auswählen",
  pause: "Automatisches Weiterblättern anhalten",
  play: "Automatisches Weiterblättern fortsetzen",
  slideOf: (index: number, total: number) => `${index} von ${total}`,
  dot: (index: number, title: string) => `Folie ${index}: ${title}`,
};

interface ImageCarouselProps {
  /** Names the carousel for assistive technology, e.g. "Boten-Service in Bildern". */
  label: string;
  slides: readonly CarouselSlide[];
  slidesPerView: SlidesPerView;
}

const controlClass =
  "inline-flex h-11 w-11 items-center justify-center rounded-full border border-line bg-white text-brand-800 shadow-sm transition-colors hover:bg-brand-50 disabled:opacity-50";

/**
 * Image slides with captions (docs/product.md, "Pages", /services): slides per view
 * by width, auto-advance, 500 ms lock between transitions, dots, previous/next and a
 * pause button; arrow keys move between slides while focus is inside.
 */
export function ImageCarousel({ label, slides, slidesPerView }: ImageCarouselProps) {
  const rootRef = useRef<HTMLElement>(null);
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: "start", duration: 30 });
  const [selectedIndex, setSelectedIndex] = useState(0);
  const [snapCount, setSnapCount] = useState(slides.length);
  const [announcement, setAnnouncement] = useState("");
  const lock = useMemo(() => createTransitionLock(), []);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelectedIndex(embla.selectedScrollSnap());
    const onReInit = () => {
      setSnapCount(embla.scrollSnapList().length);
      onSelect();
    };
    onReInit();
    embla.on("select", onSelect).on("reInit", onReInit);
    return () => {
      embla.off("select", onSelect).off("reInit", onReInit);
    };
  }, [embla]);

  const advance = useCallback(() => {
    if (embla && lock.tryAcquire(performance.now())) embla.scrollNext();
  }, [embla, lock]);

  const autoplay = useCarouselAutoplay({
    rootRef,
    advance,
    selectedIndex,
    enabled: Boolean(embla),
  });

  const go = (move: (jump: boolean) => void, target: number) => {
    if (!embla || !lock.tryAcquire(performance.now())) return;
    move(autoplay.reducedMotion);
    const slide = slides[target];
    if (slide) {
      setAnnouncement(`${labels.slideOf(target + 1, slides.length)}: ${slide.title}`);
    }
  };
  const wrap = (index: number) => (index + snapCount) % snapCount;
  const previous = () => go((jump) => embla?.scrollPrev(jump), wrap(selectedIndex - 1));
  const next = () => go((jump) => embla?.scrollNext(jump), wrap(selectedIndex + 1));
  const select = (index: number) => go((jump) => embla?.scrollTo(index, jump), index);
  // Until Embla runs, a press on a control is kept and carried out then (decision 23).
  const waitingForCode = pendingCodeProps(Boolean(embla));

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "ArrowLeft") previous();
    else if (event.key === "ArrowRight") next();
    else return;
    event.preventDefault();
  };

  return (
    <section
      ref={rootRef}
      aria-roledescription={labels.roleDescription}
      aria-label={label}
      onKeyDown={onKeyDown}
      {...autoplay.handlers}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ml-4 flex touch-pan-y">
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names each slide as a group
            <div
              key={slide.image.name}
              role="group"
              aria-roledescription={labels.slideRoleDescription}
              aria-label={labels.slideOf(index + 1, slides.length)}
              className={`min-w-0 shrink-0 grow-0 pl-4 ${slideBasisClasses[slidesPerView]}`}
            >
              <figure className="h-full overflow-hidden rounded-card border border-line bg-white shadow-card">
                <Picture image={slide.image} alt="" sizes={slideImageSizes(slidesPerView)} />
                <figcaption className="p-5">
                  <span className="block font-semibold text-ink">{slide.title}</span>
                  <span className="mt-1 block text-sm text-ink-muted">{slide.text}</span>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
        <button
          type="button"
          className={controlClass}
          onClick={previous}
          aria-label={labels.previous}
          {...waitingForCode}
        >
          <ChevronLeftIcon />
        </button>
        {/* biome-ignore lint/a11y/useSemanticElements: a set of buttons, not form fields */}
        <div role="group" aria-label={labels.dots} className="flex flex-wrap items-center">
          {Array.from({ length: snapCount }, (_, index) => {
            const selected = index === selectedIndex;
            return (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: one dot per position
                key={index}
                type="button"
                onClick={() => select(index)}
                {...waitingForCode}
                aria-label={labels.dot(index + 1, slides[index]?.title ?? "")}
                aria-current={selected ? "true" : undefined}
                className="group inline-flex h-11 w-8 items-center justify-center"
              >
                <span
                  className={`block h-3 rounded-full border-2 transition-all motion-reduce:transition-none ${selected ? "w-7 border-brand-700 bg-brand-700" : "w-3 border-brand-600 bg-white group-hover:bg-brand-100"}`}
                />
              </button>
            );
          })}
        </div>
        <button
          type="button"
          className={controlClass}
          onClick={next}
          aria-label={labels.next}
          {...waitingForCode}
        >
          <ChevronRightIcon />
        </button>
        {/*
          Without motion there is nothing to pause. Hidden by the media query, not left out
          by the script: the script learns of reduced motion only after its first render,
          and the dots (centred in this row) would move under a pointer on its way.
        */}
        <button
          type="button"
          className={`${controlClass} motion-reduce:hidden`}
          onClick={autoplay.togglePause}
          aria-label={autoplay.pausedByUser ? labels.play : labels.pause}
          {...waitingForCode}
          {...{ [AUTOPLAY_TOGGLE_ATTRIBUTE]: "" }}
        >
          {autoplay.pausedByUser ? <PlayIcon /> : <PauseIcon />}
        </button>
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
