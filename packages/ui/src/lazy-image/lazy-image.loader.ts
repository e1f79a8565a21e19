// The shared state behind every LazyImage on the page: the cache of image addresses that loaded
// (LRU, LAZY_IMAGE_CACHE_SIZE entries: a picture seen before shows at once, without waiting to be
// scrolled into view again), the throttle: images that came into view start together in one
// check, and checks run at most once per LAZY_IMAGE_THROTTLE_MS (an image scrolled past before the
// next check is never requested), and the one IntersectionObserver that watches every image
// waiting to be seen.
import {
  LAZY_IMAGE_CACHE_SIZE,
  LAZY_IMAGE_THRESHOLD,
  LAZY_IMAGE_THROTTLE_MS,
  preloadRootMargin,
} from './lazy-image.constants';

const loaded = new Map<string, true>();

export function wasLoaded(src: string): boolean {
  if (!loaded.has(src)) return false;
  // Touch: the most recently used entry moves to the end, so the oldest is evicted first.
  loaded.delete(src);
  loaded.set(src, true);
  return true;
}

export function rememberLoaded(src: string, capacity = LAZY_IMAGE_CACHE_SIZE): void {
  loaded.delete(src);
  loaded.set(src, true);
  while (loaded.size > capacity) {
    const oldest = loaded.keys().next().value;
    if (oldest === undefined) break;
    loaded.delete(oldest);
  }
}

export function loadedCacheSize(): number {
  return loaded.size;
}

const pending = new Set<() => void>();
let lastFlush = Number.NEGATIVE_INFINITY;
let timer: ReturnType<typeof setTimeout> | null = null;
let scheduled = false;

function flush() {
  timer = null;
  scheduled = false;
  lastFlush = Date.now();
  const starts = [...pending];
  pending.clear();
  for (const start of starts) start();
}

/**
 * Asks to start one image. After a quiet period the check runs at the end of the current task (so
 * every image that came into view together starts together); otherwise at the next throttle tick.
 * Returns a cancel function (for an image that left the view or unmounted).
 */
export function requestStart(start: () => void, wait = LAZY_IMAGE_THROTTLE_MS): () => void {
  pending.add(start);
  if (!scheduled) {
    scheduled = true;
    const since = Date.now() - lastFlush;
    if (since >= wait) queueMicrotask(flush);
    else timer = setTimeout(flush, wait - since);
  }
  return () => {
    pending.delete(start);
  };
}

let observer: IntersectionObserver | null = null;
const inViewListeners = new Map<Element, (inView: boolean) => void>();

/**
 * Tells `listener` whenever `element` comes into (true) or leaves (false) the preload-extended view,
 * until the returned function stops it. Every image shares one observer: a lobby search gives
 * dozens of tiles a new picture at once, and an observer each was created, run and disconnected
 * per tile (README: lobby benchmark).
 */
export function watchInView(element: Element, listener: (inView: boolean) => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      // Entries come in order; a target may have several in one batch, the last one is its state.
      for (const entry of entries) inViewListeners.get(entry.target)?.(entry.isIntersecting);
    },
    { threshold: LAZY_IMAGE_THRESHOLD, rootMargin: preloadRootMargin() },
  );
  inViewListeners.set(element, listener);
  observer.observe(element);
  return () => {
    if (inViewListeners.get(element) !== listener) return;
    inViewListeners.delete(element);
    observer?.unobserve(element);
    // Nothing left to watch: the observer goes too, and the next picture makes a new one.
    if (inViewListeners.size === 0) {
      observer?.disconnect();
      observer = null;
    }
  };
}

/** Test seam: forgets the cache, the throttle clock and the observer. */
export function resetLazyImageLoader(): void {
  loaded.clear();
  observer?.disconnect();
  observer = null;
  inViewListeners.clear();
  pending.clear();
  if (timer !== null) clearTimeout(timer);
  timer = null;
  scheduled = false;
  lastFlush = Number.NEGATIVE_INFINITY;
}
