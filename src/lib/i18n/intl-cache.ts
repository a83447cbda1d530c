// Intl objects are costly to build (the first of each kind loads its locale data: tens of milliseconds on a phone),
// so each is built on first use and shared by every formatter of the same locale and options. Nothing Intl is
// built while the first screen's modules evaluate.
const cache = new Map<string, unknown>();

/** The Intl object for `key`, built by `make` the first time it is asked for. */
function sharedIntl<T>(key: string, make: () => T): T {
  if (cache.has(key)) return cache.get(key) as T;
  const made = make();
  cache.set(key, made);
  return made;
}

/** A getter that builds the Intl object on first call (and reuses the shared one afterwards). */
export const lazyIntl =
  <T>(key: string, make: () => T): (() => T) =>
  () =>
    sharedIntl(key, make);
