// The spec's lazy-image numbers (lobby-and-portal.md §9: "Lazy image: 3 attempts, threshold 0.1,
// cache 200 entries, throttle 200 ms, preload factor 1.3").

/** How many times an image is tried in all (the first load and two retries) before the error image. */
export const LAZY_IMAGE_MAX_ATTEMPTS = 3;
/** The share of the image that must be inside the (preload-extended) viewport before it starts loading. */
export const LAZY_IMAGE_THRESHOLD = 0.1;
/** How many loaded image addresses are remembered, so a picture seen before shows at once. */
export const LAZY_IMAGE_CACHE_SIZE = 200;
/** Images that came into view are started at most once per this many milliseconds (a fast scroll skips the ones it passed). */
export const LAZY_IMAGE_THROTTLE_MS = 200;
/** Images start loading this many viewport heights ahead: 1.3 loads 30% of a viewport below the fold. */
export const LAZY_IMAGE_PRELOAD_FACTOR = 1.3;

/** The IntersectionObserver rootMargin that extends the viewport by the preload factor. */
export function preloadRootMargin(factor = LAZY_IMAGE_PRELOAD_FACTOR): string {
  const extra = Math.max(0, Math.round((factor - 1) * 100));
  return `0px 0px ${extra}% 0px`;
}
