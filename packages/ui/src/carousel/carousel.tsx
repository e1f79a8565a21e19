// Carousel: banner slider on embla-carousel. With more than one slide it loops and autoplays
// every CAROUSEL_AUTOPLAY_DELAY_MS (the spec's banner timing), pausing while hovered or focused;
// with prefers-reduced-motion it does not autoplay. Previous/next buttons and dots carry labels
// from props. Follows the WAI-ARIA carousel pattern (a labelled region of labelled slide groups).
// Embla starts on the viewport in the browser's first idle moment, called from that idle callback
// rather than through React state: starting measures every slide (a forced layout), and reached
// through a render, a ref's state and an effect (embla-carousel-react's way) it came with two
// renders of the carousel and a flush of the page's pending effects, 100 ms in one task on a phone
// at 4×. Until then the first slide shows where embla puts it (README: performance).
import EmblaCarousel, { type EmblaCarouselType, type EmblaOptionsType, type EmblaPluginType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import { Children, useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { IconButton } from '../icon-button';
import { usePrefersReducedMotion } from '../internal/use-prefers-reduced-motion';
import { whenIdle } from '../internal/when-idle';
import { CAROUSEL_AUTOPLAY_DELAY_MS, carouselBehaviour } from './carousel.constants';
import { Arrow, Dot, Dots, Root, Slide, Track, Viewport } from './carousel.styles';

/** Embla's api, once started. */
type Embla = EmblaCarouselType;

/**
 * Embla on `viewport`, started in the first idle moment (or at once by `start`, for a control used
 * before then) and destroyed on unmount or when its options or plugins change: [the api once
 * started, start].
 */
function useIdleEmbla(
  viewport: RefObject<HTMLElement | null>,
  options: EmblaOptionsType,
  plugins: EmblaPluginType[],
): [Embla | undefined, () => void] {
  const [embla, setEmbla] = useState<Embla>();
  const startNow = useRef<() => void>(() => undefined);
  useEffect(() => {
    const node = viewport.current;
    if (!node) return undefined;
    let api: Embla | undefined;
    const start = () => {
      if (api) return;
      api = EmblaCarousel(node, options, plugins);
      setEmbla(api);
    };
    startNow.current = start;
    const cancel = whenIdle(start);
    return () => {
      cancel();
      startNow.current = () => undefined;
      api?.destroy();
      setEmbla(undefined);
    };
  }, [viewport, options, plugins]);
  const start = useCallback(() => startNow.current(), []);
  return [embla, start];
}

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
  const options = useMemo(
    () => ({ loop: behaviour.loop, duration: reducedMotion ? 10 : 25 }),
    [behaviour.loop, reducedMotion],
  );
  const viewport = useRef<HTMLDivElement>(null);
  const [embla, start] = useIdleEmbla(viewport, options, plugins);
  const [selected, setSelected] = useState(0);
  // A control used before embla started (it waits for an idle moment) starts it now and is carried
  // out once it has: the person's first click is never lost.
  const waiting = useRef<((api: Embla) => void) | null>(null);
  const act = useCallback(
    (action: (api: Embla) => void) => {
      if (embla) return action(embla);
      waiting.current = action;
      start();
    },
    [embla, start],
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
      <Viewport ref={viewport}>
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
