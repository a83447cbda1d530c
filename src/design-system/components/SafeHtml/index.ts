export { SafeHtml, SAFE_HTML_ELEMENTS } from './SafeHtml';
export type { SafeHtmlProps, SafeHtmlElement } from './SafeHtml';
export { sanitizeHtml, prepareSanitiser, type HrefCheck } from './sanitizeHtml';
