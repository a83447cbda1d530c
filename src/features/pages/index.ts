// Pages the shop writes: static pages (/page/:slug) and the contact page with its message form.
export { ContactScreen } from './ContactScreen';
export { StaticPageScreen } from './StaticPageScreen';
export { contactQueries, staticPageQueries } from './api/page-queries';
