// Carousel: banner slider on embla-carousel. With more than one slide it loops and autoplays
// every CAROUSEL_AUTOPLAY_DELAY_MS (the spec's banner timing), pausing while hovered or focused;
// with prefers-reduced-motion it does not autoplay. Previous/next buttons and dots carry labels
// from props. Follows the WAI-ARIA carousel pattern (a labelled region of labelled slide groups).
// Embla is given its viewport (and so starts) in the browser's first idle moment: starting measures
// every slide (a forced layout) and cost a phone ~45 ms in the task that rendered the page; until
// then the first slide shows where embla puts it (README: performance).
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { Children, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { IconButton } from '../icon-button';
import { useIdle } from '../internal/use-idle';
import { usePrefersReducedMotion } from '../internal/use-prefers-reduced-motion';
import { CAROUSEL_AUTOPLAY_DELAY_MS, carouselBehaviour } from './carousel.constants';
import { Arrow, Dot, Dots, Root, Slide, Track, Viewport } from './carousel.styles';

/** Embla's api, once started. */
type Embla = NonNullable<UseEmblaCarouselType[1]>;

export interface CarouselProps {
  /** Names the carousel region, e.g. "Promotions". */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  previousLabel: string;
  nextLabel: string;
  /** Names each slide, e.g. (2, 5) => "2 of 5". */
  slideLabel: (position: number, total: number) => string;
  /** Names each dot, e.g. (2) => "Go to slide 2". */
  goToLabel: (position: number, total: number) => string;
  /** Set false to never autoplay (it also stays off with a single slide or reduced motion). */
  autoplay?: boolean;
  onSlideChange?: (index: number) => void;
}

export function Carousel({
  label,
  children,
  previousLabel,
  nextLabel,
  slideLabel,
  goToLabel,
  autoplay = true,
  onSlideChange,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const reducedMotion = usePrefersReducedMotion();
  const behaviour = carouselBehaviour(slides.length, reducedMotion);
  const playing = autoplay && behaviour.autoplay;

  const plugins = useMemo(
    () =>
      playing
        ? [
            Autoplay({
              delay: CAROUSEL_AUTOPLAY_DELAY_MS,
              stopOnInteraction: false,
              stopOnMouseEnter: true,
              stopOnFocusIn: true,
            }),
          ]
        : [],
    [playing],
  );
  const [idle, wake] = useIdle();
  const [viewportRef, embla] = useEmblaCarousel({ loop: behaviour.loop, duration: reducedMotion ? 10 : 25 }, plugins);
  const [selected, setSelected] = useState(0);
  // A control used before embla started (it waits for an idle moment) starts it now and is carried
  // out once it has: the person's first click is never lost.
  const waiting = useRef<((api: Embla) => void) | null>(null);
  const act = useCallback(
    (action: (api: Embla) => void) => {
      if (embla) return action(embla);
      waiting.current = action;
      wake();
    },
    [embla, wake],
  );

  useEffect(() => {
    if (!embla) return undefined;
    const onSelect = () => {
      const index = embla.selectedScrollSnap();
      setSelected(index);
      onSlideChange?.(index);
    };
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla, onSlideChange]);

  useEffect(() => {
    if (!embla || !waiting.current) return;
    waiting.current(embla);
    waiting.current = null;
  }, [embla]);

  const scrollTo = useCallback(
    (index: number) => act((api) => api.scrollTo(index, reducedMotion)),
    [act, reducedMotion],
  );
  const several = slides.length > 1;

  return (
    <Root aria-roledescription="carousel" aria-label={label}>
      <Viewport ref={idle ? viewportRef : undefined}>
        {/* Announce slide changes only when the person moves them, not on every autoplay tick. */}
        <Track aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <Slide
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(index + 1, slides.length)}
            >
              {slide}
            </Slide>
          ))}
        </Track>
      </Viewport>
      {several && (
        <>
          <Arrow $side="start">
            <IconButton
              label={previousLabel}
              icon={<ChevronLeftIcon />}
              variant="secondary"
              size="sm"
              onClick={() => act((api) => api.scrollPrev(reducedMotion))}
            />
          </Arrow>
          <Arrow $side="end">
            <IconButton
              label={nextLabel}
              icon={<ChevronRightIcon />}
              variant="secondary"
              size="sm"
              onClick={() => act((api) => api.scrollNext(reducedMotion))}
            />
          </Arrow>
          <Dots>
            {slides.map((_, index) => (
              <Dot
                key={index}
                type="button"
                aria-label={goToLabel(index + 1, slides.length)}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => scrollTo(index)}
              />
            ))}
          </Dots>
        </>
      )}
    </Root>
  );
}
