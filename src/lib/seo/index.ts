export { HeadManager, PageHead, type HeadManagerProps, type PageHeadProps } from './head';
export { absoluteUrl, canonicalUrl, siteRoot } from './canonical';
export {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  itemListJsonLd,
  jsonLdText,
  productJsonLd,
  storeJsonLd,
  websiteJsonLd,
  type BlogPostingJsonLdInput,
  type Crumb,
  type ItemListJsonLdInput,
  type JsonLd,
  type ProductJsonLdInput,
  type StoreJsonLdInput,
} from './json-ld';
export { plainText } from './text';
