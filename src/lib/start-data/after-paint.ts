// The server-rendered page's preloads that its first paint does without (docs/performance.md, "Server-rendered first
// screen"): the keywords, which only the hydration reads. A server writes them with this `rel`, which the browser
// ignores, so they do not share the first paint's bandwidth with the markup, stylesheets and font; the hydrating
// entry (src/hydrate.tsx) makes them preloads once the first content is shown, beside its import of the app.
// A module of its own: the hydrating entry imports it before anything else of the app.

/** The `rel` of a preload the first paint does without. */
export const AFTER_PAINT_REL = 'mf-after-paint';

/** Starts the page's after-paint preloads (each `rel` becomes `preload`, which fetches it). */
export function startAfterPaintPreloads(doc: Document = document): void {
  for (const link of doc.querySelectorAll<HTMLLinkElement>(`link[rel="${AFTER_PAINT_REL}"]`))
    link.rel = 'preload';
}
