// The web font after the first paint (docs/performance.md, "The web font after the first paint"; issue 36 lever 3).
//
// A page the server rendered (src/hydrate.tsx) paints its text before any script runs. Were Inter named by its
// first paint, the browser would ask for it then, beside the page's stylesheets, and the paint's largest text would
// wait in Lighthouse's model for 48 KB it does not need: the metric-matched fallbacks (font-fallbacks.css) set Latin
// text in the same width and height. So such a page comes with this attribute on <html>, under which the page's
// font families name no web font (global.css.ts); the hydrating entry loads Inter once the first content is shown,
// and removes the attribute with the shopper's next screen (or when the page is hidden): a change of face restyles
// and lays out every line of the page, one long task (≈ 225 ms at 4× CPU on a listing, ADR 057), which the next
// screen's own render takes in its stride and a page being read should not pay. Our index.html has the attribute
// too: a page the browser renders (the drop-in) loads Inter once its first screen is up (WebFontAfterFirstScreen,
// ADR 058). A Blade shell without it names Inter from the start.

export const WEB_FONT_ATTRIBUTE = 'data-web-font';
export const WEB_FONT_AFTER_FIRST_PAINT = 'after-first-paint';

/** The face Latin text is set in (fonts.ts: @fontsource-variable/inter); the space asks for its Latin file only. */
const LATIN_FACE = '1em "Inter Variable"';

/**
 * Loads the Latin web font now, and lets the page use it once it has arrived and `until` has settled (the next
 * screen) or the page is hidden. A font that fails to load (offline, blocked) releases the page all the same: the
 * families still name the fallbacks after Inter. Nothing to do on a page without the attribute.
 */
export function swapInWebFont({
  root = document.documentElement,
  fonts = document.fonts,
  until = Promise.resolve(),
}: {
  root?: HTMLElement;
  fonts?: Pick<FontFaceSet, 'load'> | undefined;
  until?: Promise<unknown>;
} = {}): Promise<void> {
  if (root.getAttribute(WEB_FONT_ATTRIBUTE) !== WEB_FONT_AFTER_FIRST_PAINT) return Promise.resolve();
  const release = () => root.removeAttribute(WEB_FONT_ATTRIBUTE);
  // Either way: a font that failed, or an app that failed to start, releases the page too.
  const settled = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      () => undefined,
    );
  const loaded = typeof fonts?.load === 'function' ? settled(fonts.load(LATIN_FACE)) : Promise.resolve();
  return Promise.all([loaded, Promise.race([settled(until), pageHidden(root.ownerDocument)])]).then(release);
}

/** Resolves when the page is hidden (another tab, the phone locked): a change of face then costs the shopper nothing. */
function pageHidden(doc: Document): Promise<void> {
  return new Promise((resolve) => {
    if (doc.visibilityState === 'hidden') return resolve();
    const onChange = () => {
      if (doc.visibilityState !== 'hidden') return;
      doc.removeEventListener('visibilitychange', onChange);
      resolve();
    };
    doc.addEventListener('visibilitychange', onChange);
  });
}
