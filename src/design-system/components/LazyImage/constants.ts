// Lazy image behaviour (storefront spec §9).

/** How many times an image is requested before the error image is shown for good. */
export const ATTEMPTS = 3;
/** Minimum gap between two visibility checks (scroll fallback) and between two load attempts. */
export const THROTTLE_MS = 200;
/** Images start loading once they are within the viewport scaled by this factor (1.3 = 30% beyond each edge). */
export const PRELOAD_FACTOR = 1.3;
/** How many loaded URLs are remembered, so a re-mounted image shows at once without a loading state. */
export const CACHE_SIZE = 200;
