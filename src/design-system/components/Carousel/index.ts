export { Carousel, CAROUSEL_GAPS } from './Carousel';
export type { CarouselGap, CarouselProps } from './Carousel';
