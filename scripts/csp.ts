// The storefront's Content-Security-Policy (quality bar R5): what a shop owner sends with every page of the
// storefront (README, "Checklist before going live"), and what `npm run preview:demo` (mocks/server) and
// `vite preview` (the end-to-end build, vite.config.ts) send, so every journey runs under it.

export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  // Radix's modal parts (Dialog, Sheet, Select) lock the page's scroll through react-remove-scroll-bar, which
  // injects a <style> whose text depends on the scrollbar's width (no hash can match), and Select's viewport renders
  // one of its own. A nonce needs a server that renders one per response; the build is static. So inline <style>
  // elements only: style attributes, scripts and event handlers stay blocked.
  'style-src-elem': ["'self'", "'unsafe-inline'"],
  // Product and shop pictures come from wherever the backend stores them (a CDN, a bucket); the demo shop's are
  // data: URIs; a profile picture is previewed from a blob: before upload.
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  // A shop video (an mp4) may be stored on another host, like the pictures.
  'media-src': ["'self'", 'https:'],
  'font-src': ["'self'"],
  // The API is same-origin. Hosted Pusher: WebSocket, then its HTTP fallback. A CSP wildcard stands only for a whole
  // leftmost label (`ws-*.pusher.com` is not valid), so `*.pusher.com`, which a shop may narrow to its cluster.
  'connect-src': ["'self'", 'wss://*.pusher.com', 'https://*.pusher.com'],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  // The storefront posts no forms (everything goes through fetch); payment gateways are opened by navigation.
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
} as const satisfies Record<string, readonly string[]>;

/** The header's value: `name source …; …`. */
export const serializeCsp = (directives: Record<string, readonly string[]>): string =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

export const CONTENT_SECURITY_POLICY = serializeCsp(CSP_DIRECTIVES);
