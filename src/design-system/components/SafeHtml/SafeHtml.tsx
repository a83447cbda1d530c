import { useMemo, useSyncExternalStore, type Ref } from 'react';
import { sanitizeHtml, type HrefCheck } from './sanitizeHtml';
import * as styles from './SafeHtml.css';

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
const serverSnapshot = () => '';

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
  const sanitised = useMemo(() => sanitizeHtml(html, safeHref), [html, safeHref]);
  // A server render has no DOM fit to sanitise with (sanitizeHtml fails closed: ""), so the server's markup has this
  // box empty; hydration starts from the same empty box, and React renders the HTML right after it (a store's
  // server snapshot is what both the server and the hydrating render read). A page rendered in the browser reads
  // the sanitised HTML from its first render.
  const clean = useSyncExternalStore(noSubscription, () => sanitised, serverSnapshot);
  return (
    <Element
      ref={ref as Ref<HTMLDivElement>}
      id={id}
      aria-labelledby={labelledBy}
      className={styles.root}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
