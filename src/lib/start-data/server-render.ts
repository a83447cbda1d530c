// What a server-rendered page shares with the browser that hydrates it (docs/performance.md, "Server-rendered first
// screen"): the element its state is carried in, and the start answers both sides put in the cache before the first
// render instead of serialising them (the page carries the start props and preloads the keywords).
import {
  getGetLanguageKeywordsQueryKey,
  getGetLanguageKeywordsQueryOptions,
  getGetStartDataQueryKey,
} from '@/api-generated/endpoints/start/start';

/** The `<script type="application/json">` a server-rendered page carries its state in. */
export const SERVER_STATE_ID = 'mf-server-state';

/** The start props' cache key. */
export const startDataQueryKey = getGetStartDataQueryKey;

/** The language keywords' query, kept for the page's life (as the storefront reads them). */
export const keywordsQuery = () => ({ ...getGetLanguageKeywordsQueryOptions(), staleTime: Infinity });

/** The first parts of the start answers' keys: left out of a server render's serialised state. */
export const startQueryRoots = (): unknown[] => [
  getGetStartDataQueryKey()[0],
  getGetLanguageKeywordsQueryKey()[0],
];
