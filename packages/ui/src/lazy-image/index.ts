export { LazyImage, type LazyImageProps } from './lazy-image';
/** Marks a picture as shown already (one the page's first paint showed): its LazyImage shows it at once. */
export { rememberLoaded as rememberLoadedImage } from './lazy-image.loader';
export {
  LAZY_IMAGE_MAX_ATTEMPTS,
  LAZY_IMAGE_THRESHOLD,
  LAZY_IMAGE_CACHE_SIZE,
  LAZY_IMAGE_THROTTLE_MS,
  LAZY_IMAGE_PRELOAD_FACTOR,
  preloadRootMargin,
} from './lazy-image.constants';
export type { LazyImageFit } from './lazy-image.styles';
