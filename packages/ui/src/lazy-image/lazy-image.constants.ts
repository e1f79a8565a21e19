// The spec's lazy-image numbers (lobby-and-portal.md, constants).

/** How many times an image is tried in all (the first load and two retries) before the error image. */
export const LAZY_IMAGE_MAX_ATTEMPTS = 3;
/** The share of the image that must be inside the viewport before it starts loading. */
export const LAZY_IMAGE_THRESHOLD = 0.1;
