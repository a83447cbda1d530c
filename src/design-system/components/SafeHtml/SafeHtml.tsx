import { useMemo, useSyncExternalStore, type Ref } from 'react';
import { useHydrationSettling } from '../../hooks/hydration-settling';
import { htmlText } from './htmlText';
import { sanitizeHtml, type HrefCheck } from './sanitizeHtml';
import { safeHtmlBox } from './box';

export const SAFE_HTML_ELEMENTS = ['div', 'section', 'article', 'span'] as const;
export type SafeHtmlElement = (typeof SAFE_HTML_ELEMENTS)[number];

export type SafeHtmlProps = {
  /** Untrusted HTML from the server (blog posts, product descriptions, static pages). */
  html: string;
  /** The app's link rule (`safeHref` from `lib/navigation`): each link keeps what it returns, or only its text. */
  safeHref: HrefCheck;
  as?: SafeHtmlElement;
  id?: string;
  'aria-labelledby'?: string;
  ref?: Ref<HTMLElement>;
};

const noSubscription = () => () => {};
/**
 * True on a server and while hydrating what it rendered (a store's server snapshot), and while that page settles
 * (`HydrationSettling`); false in a browser after.
 */
const useServerMarkup = () => {
  const settling = useHydrationSettling();
  return useSyncExternalStore(
    noSubscription,
    () => settling,
    () => true,
  );
};

/**
 * The one place server HTML enters the DOM: always sanitised first (no scripts, event handlers, non-web URLs,
 * SVG/MathML, forms, styles or classes; target=_blank links get rel="noopener noreferrer"), and drawn only inside
 * its own box.
 */
export function SafeHtml({
  html,
  safeHref,
  as: Element = 'div',
  id,
  'aria-labelledby': labelledBy,
  ref,
}: SafeHtmlProps) {
  // A server has no DOM fit to sanitise with (a sanitiser is only as safe as the parser the page is read with), so
  // a server render writes the HTML's words as plain text, and the browser's hydration starts from the same text;
  // the render right after it shows the HTML the browser sanitised. A page the browser renders has it at once.
  const serverMarkup = useServerMarkup();
  const clean = useMemo(
    () => (serverMarkup ? '' : sanitizeHtml(html, safeHref)),
    [serverMarkup, html, safeHref],
  );
  const text = useMemo(() => (serverMarkup ? htmlText(html) : ''), [serverMarkup, html]);
  return (
    <Element
      {...safeHtmlBox({ id, 'aria-labelledby': labelledBy, ref })}
      {...(serverMarkup ? { children: text } : { dangerouslySetInnerHTML: { __html: clean } })}
    />
  );
}
