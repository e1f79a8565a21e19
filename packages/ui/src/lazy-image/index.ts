export { LazyImage, type LazyImageProps } from './lazy-image';
export { LAZY_IMAGE_MAX_ATTEMPTS, LAZY_IMAGE_THRESHOLD } from './lazy-image.constants';
export type { LazyImageFit } from './lazy-image.styles';
