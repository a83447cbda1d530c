export { DeferredSafeHtml } from './DeferredSafeHtml';
