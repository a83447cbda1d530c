import { lazy, Suspense } from 'react';
import type { SafeHtmlProps } from '../SafeHtml/SafeHtml';
import { htmlText } from '../SafeHtml/htmlText';
import { safeHtmlBox } from '../SafeHtml/box';

/** Neither a tag nor an entity: the HTML is its own text, and the browser would draw exactly its words. */
const PLAIN = /^[^<&]*$/;

/** The HTML's words as React text (escaped), in SafeHtml's own box: what a server render of SafeHtml writes. */
function HtmlWords({ html, as: Element = 'div', id, 'aria-labelledby': labelledBy, ref }: SafeHtmlProps) {
  return <Element {...safeHtmlBox({ id, 'aria-labelledby': labelledBy, ref })}>{htmlText(html)}</Element>;
}

// The sanitiser (DOMPurify and SafeHtml, ≈ 13 KB gzip) in a chunk of its own. Should it never arrive, the words stay.
// It is set up in tasks of its own before the markup replaces the words (`prepareSanitiser`): in the render that
// does, its set-up was one task of 15–20 ms unthrottled, next to the notice that is a phone's largest paint on the
// product page and the cart.
const Sanitised = lazy(() =>
  import('../SafeHtml').then(
    async (module) => {
      await module.prepareSanitiser();
      return { default: module.SafeHtml };
    },
    () => ({ default: HtmlWords }),
  ),
);

/**
 * SafeHtml for a part of the first screen (the shop's GDPR notice): server HTML that is plain text — no tag, no
 * entity — is drawn at once as text and the sanitiser is never asked for; HTML with markup shows its words at once
 * and its markup once the sanitiser's chunk has arrived (SafeHtml then sanitises it as always). Nothing reaches the
 * DOM as HTML without the sanitiser: the words are React text. A server render writes the same words as SafeHtml's.
 */
export function DeferredSafeHtml(props: SafeHtmlProps) {
  if (PLAIN.test(props.html)) return <HtmlWords {...props} />;
  return (
    <Suspense fallback={<HtmlWords {...props} />}>
      <Sanitised {...props} />
    </Suspense>
  );
}
