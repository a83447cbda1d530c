export { Carousel, CAROUSEL_GAPS } from './Carousel';
export { preloadCarousel } from './use-deferred-embla';
export type { CarouselGap, CarouselProps } from './Carousel';
