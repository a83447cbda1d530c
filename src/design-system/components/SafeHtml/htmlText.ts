// The words of untrusted HTML without its markup, for a page rendered where no DOM can be trusted to sanitise (a
// server render). The result is rendered as React text, which escapes it, so nothing in it can become markup
// whatever the input: this only decides which characters a shopper reads before the browser has sanitised the HTML.

/** Elements whose content is never text a shopper reads. */
const HIDDEN_CONTENT =
  /<(script|style|template|noscript|iframe|object|embed|svg|math|textarea|select)\b[\s\S]*?<\/\1\s*>/gi;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
/** Tags that break a line, so their words do not run into the next element's. */
const BREAKING_TAG =
  /<\/?(?:p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|section|article|blockquote|pre|hr|dt|dd|figcaption)\b[^>]*>/gi;
const TAG = /<[^>]*>?/g;
const ENTITY = /&(?:#(\d{1,7})|#x([\da-f]{1,6})|(amp|lt|gt|quot|apos|nbsp));/gi;
const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

const fromCodePoint = (code: number) =>
  Number.isInteger(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
    ? String.fromCodePoint(code)
    : '\ufffd';

/** The HTML's text: tags dropped (a line-breaking one as a space), common entities decoded, spaces collapsed. */
export function htmlText(html: string): string {
  return html
    .replace(COMMENT, '')
    .replace(HIDDEN_CONTENT, ' ')
    .replace(BREAKING_TAG, ' ')
    .replace(TAG, '')
    .replace(ENTITY, (_, decimal: string, hex: string, name: string) =>
      decimal
        ? fromCodePoint(Number(decimal))
        : hex
          ? fromCodePoint(Number.parseInt(hex, 16))
          : NAMED[name.toLowerCase()]!,
    )
    .replace(/\s+/g, ' ')
    .trim();
}
