// What a compromised back office or a careless editor could store in a product description or a blog post (R5):
// an inline script, an external script and an image's error handler. Each would set `window.__injected` if it
// ever ran. The `hostile-html` scenario serves it; the end-to-end test tests/e2e/csp.spec.ts checks nothing runs.

/** The text a shopper still reads around the payload. */
export const HOSTILE_HTML_TEXT = 'Sewn by hand in small batches.';

export const HOSTILE_SCRIPT_URL = 'https://evil.example/steal.js';

export const HOSTILE_HTML =
  `<p>${HOSTILE_HTML_TEXT}</p>` +
  `<script>window.__injected = 'inline script';</script>` +
  `<script src="${HOSTILE_SCRIPT_URL}"></script>` +
  // A data: URI that does not decode: the error fires without a request (and without a 404 in the console).
  `<img src="data:image/png;base64,AAAA" onerror="window.__injected = 'img onerror'" alt="">`;
