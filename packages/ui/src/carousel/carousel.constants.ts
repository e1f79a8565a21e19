// The spec's banner numbers (lobby-and-portal.md): autoplay every 5000 ms, loop only with more
// than one banner.

export const CAROUSEL_AUTOPLAY_DELAY_MS = 5000;

export interface CarouselBehaviour {
  loop: boolean;
  autoplay: boolean;
}

/** Loop and autoplay only when there is somewhere to go; never autoplay under reduced motion. */
export function carouselBehaviour(slideCount: number, prefersReducedMotion: boolean): CarouselBehaviour {
  const several = slideCount > 1;
  return { loop: several, autoplay: several && !prefersReducedMotion };
}
