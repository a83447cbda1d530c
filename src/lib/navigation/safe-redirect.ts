// Where the app may send the shopper after sign-in (`?redirect=`): only a path on this site (R6). Open-redirect
// tricks rely on browsers reading `//host`, `/\host`, schemes, or the same hidden behind percent-encoding, mixed
// case, tabs and newlines (which URL parsing strips), so all of those fall back.

const PLACEHOLDER_ORIGIN = 'https://same-origin.invalid';
const MAX_DECODE_ROUNDS = 5;
const MAX_LENGTH = 2048;

// Controls (C0, DEL, C1), invisible format characters and line separators: a URL parser may drop them (tab,
// newline) and a reader cannot see them.
const CONTROL_OR_INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

const looksDangerous = (text: string): boolean =>
  !text.startsWith('/') ||
  text.startsWith('//') ||
  text.includes('\\') ||
  CONTROL_OR_INVISIBLE.test(text) ||
  // a scheme-like first segment (`/javascript:…`) is useless as a path and a classic filter-bypass shape
  /^\/*[a-z][a-z0-9+.-]*:/i.test(text);

/** Decodes every valid escape run, leaving stray `%` and broken UTF-8 as they are (a search for "100%" is fine). */
const decodeOnce = (text: string): string =>
  text.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });

/** Every layer of percent-decoding, so `%2F%2Fevil.com` and `%252F…` are checked as what they may become. */
const decodedLayers = (value: string): string[] | null => {
  const layers = [value];
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    const previous = layers[layers.length - 1] as string;
    const next = decodeOnce(previous);
    if (next === previous) return layers;
    layers.push(next);
  }
  return null; // still encoded after several rounds: nobody legitimate does that
};

/** `text` as the URL parser reads it below this site (dot segments resolved), or null if it leaves the site. */
const normalisedPath = (text: string): string | null => {
  let url: URL;
  try {
    url = new URL(text, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  return url.origin === PLACEHOLDER_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : null;
};

/**
 * The normalised path, or null when `value` or anything it may become (a decoded layer, with its dot segments
 * resolved: `/.//evil.com` is `//evil.com`) is no same-origin path.
 */
const checkedPath = (value: string): string | null => {
  if (value === '' || value.length > MAX_LENGTH) return null;
  const layers = decodedLayers(value);
  if (layers === null || layers.some(looksDangerous)) return null;
  const layerPaths = layers.map(normalisedPath);
  if (layerPaths.some((path) => path === null || path.startsWith('//'))) return null;
  return layerPaths[0] ?? null;
};

/**
 * `value` if it is a same-origin path (`/user/dashboard?tab=1#x`), otherwise `fallback`. Normalised through the
 * URL parser, so what is returned is exactly what the router will see.
 */
export const safeRedirectPath = (value: unknown, fallback = '/'): string => {
  if (typeof value !== 'string') return fallback;
  const path = checkedPath(value);
  // Normalising can make what the checks saw into something they refuse (`/./%2F%2Fevil.com` → `/%2F%2Fevil.com`):
  // only a path that passes them again, unchanged, is returned.
  return path !== null && checkedPath(path) === path ? path : fallback;
};
