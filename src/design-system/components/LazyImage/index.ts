export { LazyImage, LAZY_IMAGE_FITS, LAZY_IMAGE_RADII, LAZY_IMAGE_STATES } from './LazyImage';
export type { LazyImageProps, LazyImageFit, LazyImageRadius, LazyImageState } from './LazyImage';
export { ATTEMPTS, CACHE_SIZE, PRELOAD_FACTOR, THROTTLE_MS } from './constants';
export type { ImageLoader } from './loadImage';
