// The start tag's other keys and queries (the language keywords, the recently viewed list), here so that the start
// endpoints have one owner (eslint.config.js, API_TAG_OWNERS): the start props, which several words patch, are read
// through `startDataQueryKey` (server-render.ts) and `loadStartProps`.
export {
  getGetLanguageKeywordsQueryKey as keywordsQueryKey,
  useGetLanguageKeywords as useLanguageKeywords,
  getGetViewedProductsQueryKey as viewedProductsQueryKey,
  getGetViewedProductsQueryOptions as viewedProductsQueryOptions,
} from '@/api-generated/endpoints/start/start';
