// No imports: the hydrating entry (src/hydrate.tsx) reads the page with this before any of the app's modules load.

/**
 * The value of the page's `<script type="application/json" id="…">` (what a server writes beside its markup: the
 * server render's state, the module preload list), or undefined when the page has none or it is not JSON.
 */
export function readJsonScript(id: string, doc: Document = document): unknown {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
