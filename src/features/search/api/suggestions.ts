// Live search suggestions (POST /search/product, a read that uses POST). Held as a query keyed by the search
// text rather than the generated mutation: answers are cached per text, a newer text cancels the older request,
// and a slow old answer can never replace a newer one.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getSearchProductSuggestionsUrl,
  searchProductSuggestions,
} from '@/api-generated/endpoints/search/search';

/** The backend answers at most this many products. */
export const MAX_SUGGESTIONS = 20;
const SUGGESTIONS_STALE_MS = 60_000;

export const searchSuggestionsQueryKey = (key: string) =>
  [getSearchProductSuggestionsUrl(), { key }] as const;

/** Suggestions for a trimmed search text; nothing is asked for an empty one. */
export function useSearchSuggestions(key: string) {
  return useQuery({
    queryKey: searchSuggestionsQueryKey(key),
    queryFn: ({ signal }) => searchProductSuggestions({ key }, { signal }),
    select: (answer) => answer.products.slice(0, MAX_SUGGESTIONS),
    enabled: key !== '',
    staleTime: SUGGESTIONS_STALE_MS,
    placeholderData: keepPreviousData,
    // Suggestions are a convenience: a lost connection shows no list rather than an error toast.
    meta: { errorToast: false },
  });
}
