export { HeadManager, PageHead, type HeadManagerProps, type PageHeadProps } from './head';
export { absoluteUrl, canonicalUrl, publicImageUrl, siteRoot } from './canonical';
export { jsonLdText, websiteJsonLd, type JsonLd } from './json-ld';
export {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  itemListJsonLd,
  productJsonLd,
  storeJsonLd,
  type BlogPostingJsonLdInput,
  type Crumb,
  type ItemListJsonLdInput,
  type ProductJsonLdInput,
  type StoreJsonLdInput,
} from './json-ld-pages';
export { plainText } from './text';
