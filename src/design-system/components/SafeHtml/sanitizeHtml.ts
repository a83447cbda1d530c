import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

// Server HTML (vendor blogs, product descriptions, static pages) is untrusted: scripts, event handlers,
// non-web URLs, SVG/MathML, forms, styles, classes and frames are removed before anything reaches the DOM.

/**
 * The app's rule for link addresses (`safeHref` in `lib/navigation`: http(s), mailto, tel and same-origin paths):
 * the href to keep, or `undefined` to keep only the link's text. Passed in because the design system may not import
 * lib, and the rule has one definition.
 */
export type HrefCheck = (href: string) => string | undefined;

const LINK_ATTRIBUTES = ['href', 'xlink:href'];
// Every other address: what the page loads (pictures, video posters), quotations' sources, and the form and ping
// addresses that FORBID_ATTR removes anyway.
const RESOURCE_ATTRIBUTES = ['src', 'srcset', 'poster', 'cite', 'action', 'formaction', 'background', 'ping'];
const RESOURCE_SCHEMES = new Set(['http', 'https']);
// Browsers ignore ASCII whitespace and control characters inside a URL's scheme ("java\tscript:").
// eslint-disable-next-line no-control-regex
const IGNORED_IN_URL = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** A resource address: http(s) or relative (including protocol-relative ones, which resolve to http(s)). */
export function isAllowedResourceUrl(value: string): boolean {
  const scheme = SCHEME.exec(value.replace(IGNORED_IN_URL, ''))?.[1];
  return scheme === undefined || RESOURCE_SCHEMES.has(scheme.toLowerCase());
}

function isAllowedSrcSet(value: string): boolean {
  return value
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .every(isAllowedResourceUrl);
}

const CONFIG: Config = {
  USE_PROFILES: { html: true }, // no SVG, no MathML
  ALLOWED_NAMESPACES: ['http://www.w3.org/1999/xhtml'],
  ADD_ATTR: ['target'],
  FORBID_TAGS: [
    'style',
    'link',
    'meta',
    'base',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'applet',
    'dialog',
    'template',
    'noscript',
  ],
  // `class` would let the HTML wear the app's own atomic classes (a full-screen fake overlay); `popover` would put
  // it in the top layer, above the container's paint containment.
  FORBID_ATTR: [
    'style',
    'class',
    'popover',
    'popovertarget',
    'popovertargetaction',
    'srcdoc',
    'formaction',
    'action',
    'ping',
  ],
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Prefix ids and names so server HTML cannot clobber globals such as window.config.
  SANITIZE_NAMED_PROPS: true,
  RETURN_TRUSTED_TYPE: false,
};

// `oncanary`, not a real event handler: Chromium reports every inline handler it parses to the page's
// Content-Security-Policy, even in DOMPurify's inert document where it never runs (R5); DOMPurify removes any
// attribute outside its list the same way.
const CANARY =
  '<script></script><script></script><p oncanary="x()">ok<img src="javascript:x()" oncanary="x()"></p><svg></svg>';
const CANARY_CLEAN = '<p>ok<img alt=""></p>';

let purifier: Purifier | undefined;
// The link rule of the `sanitize` call in progress (sanitising is synchronous); none during the self-check.
let currentHrefCheck: HrefCheck | undefined;

/** A private instance with the app's hooks, so they never leak into other DOMPurify users; none without a fit DOM. */
function createInstance(): Purifier | undefined {
  if (typeof window === 'undefined') return undefined;
  const instance = DOMPurify(window);
  if (!instance.isSupported) return undefined;
  instance.addHook('afterSanitizeAttributes', (node) => {
    for (const name of LINK_ATTRIBUTES) {
      const value = node.getAttribute(name);
      if (value === null) continue;
      // No rule, no link: the text stays.
      const href = currentHrefCheck?.(value);
      if (href === undefined) node.removeAttribute(name);
      else if (href !== value) node.setAttribute(name, href);
    }
    for (const name of RESOURCE_ATTRIBUTES) {
      const value = node.getAttribute(name);
      if (value === null) continue;
      const allowed = name === 'srcset' ? isAllowedSrcSet(value) : isAllowedResourceUrl(value);
      if (!allowed) node.removeAttribute(name);
    }
    // Server images often come without alt text; an empty one at least stops screen readers spelling out the
    // file name (authors who wrote an alt keep theirs).
    if (node.nodeName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    const target = node.getAttribute('target');
    if (target !== null) {
      if (target === '_blank' && node.nodeName === 'A') node.setAttribute('rel', 'noopener noreferrer');
      else node.removeAttribute('target');
    }
  });
  return instance;
}

/**
 * The sanitiser's set-up, a step per `yield`: the instance, its configuration, the self-check that parses a first
 * document. Returns the instance if it passed. One definition for both ways of running it (below).
 */
function* setUp(): Generator<void, Purifier | undefined> {
  const instance = createInstance();
  if (!instance) return undefined;
  yield;
  // Set once: a config passed to every `sanitize` call is parsed again on every call (its tag and attribute sets
  // rebuilt), which was a third of the cost of sanitising a product description (docs/performance.md, "The first
  // render is a transition").
  instance.setConfig(CONFIG);
  yield;
  // Fail closed: a DOM that DOMPurify cannot drive correctly (some non-browser DOMs) must not get HTML through.
  return instance.sanitize(CANARY) === CANARY_CLEAN ? instance : undefined;
}

/** The set-up at once, on first use, when nothing got it ready before. */
function getPurifier(): Purifier | undefined {
  if (purifier) return purifier;
  const steps = setUp();
  let step = steps.next();
  while (!step.done) step = steps.next();
  purifier = step.value;
  return purifier;
}

const nextTimerTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Gets the sanitiser ready ahead of its first use, each step of its set-up in a task of its own after the caller's
 * (`next` ends a task: the app's `yieldToMain`, or a timer). Done by the first `sanitizeHtml` call instead, the set-up
 * was one task of 15–20 ms unthrottled (60–80 ms on a phone) in the render that first shows server HTML. It never
 * rejects, and whatever its outcome `sanitizeHtml` behaves as without it (it sets up what is not ready).
 */
export async function prepareSanitiser(next: () => Promise<void> = nextTimerTask): Promise<void> {
  if (purifier) return;
  const steps = setUp();
  try {
    for (;;) {
      await next();
      // A render's first sanitising may have set it up meanwhile: one sanitiser is kept.
      if (purifier) return;
      const step = steps.next();
      if (step.done) {
        purifier = step.value;
        return;
      }
    }
  } catch {
    // Left to the first `sanitizeHtml` call.
  }
}

/**
 * Returns markup that is safe to insert, or "" when no DOM is available (or fit) to sanitise with. Links keep the
 * address `safeHref` returns for them (normalised), or only their text.
 */
export function sanitizeHtml(html: string, safeHref: HrefCheck): string {
  const instance = getPurifier();
  if (!instance) return '';
  currentHrefCheck = safeHref;
  try {
    return instance.sanitize(html);
  } finally {
    currentHrefCheck = undefined;
  }
}
