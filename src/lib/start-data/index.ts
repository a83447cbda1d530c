export { readFrontendMasterProps, readPageElement, FRONTEND_MASTER_TAG } from './page-elements.ts';
export type { PageElementName } from './page-elements.ts';
export { adaptStartProps, normaliseStartProps } from './start-state.ts';
export type { StartProps, StartState } from './start-state.ts';
export { loadStartProps, resetStartPropsSourceForTests, PAGE_PROPS_OPERATION } from './load-start-props.ts';
export { SERVER_STATE_ID, keywordsQuery, startDataQueryKey, startQueryRoots } from './server-render.ts';
export {
  keywordsQueryKey,
  useLanguageKeywords,
  viewedProductsQueryKey,
  viewedProductsQueryOptions,
} from './start-queries.ts';
