export { Carousel, type CarouselProps } from './carousel';
export { CAROUSEL_AUTOPLAY_DELAY_MS, carouselBehaviour, type CarouselBehaviour } from './carousel.constants';
