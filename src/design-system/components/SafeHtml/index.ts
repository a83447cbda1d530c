export { SafeHtml, SAFE_HTML_ELEMENTS } from './SafeHtml';
export type { SafeHtmlProps, SafeHtmlElement } from './SafeHtml';
export { sanitizeHtml, type HrefCheck } from './sanitizeHtml';
