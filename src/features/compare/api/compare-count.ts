// The compare-list count the header shows. It lives in the start data (`compare_list`, a count): add/remove
// answers carry the new count and patch it there, and a start-data refetch (sign-in, sign-out, currency change)
// brings the server's count. So the header reads one place, and the newest count always wins.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { addToCompare, removeFromCompare } from '@/api-generated/endpoints/compare/compare';
import { getGetStartDataQueryKey } from '@/api-generated/endpoints/settings/settings';
import type { StartProps } from '@/lib/start-data';
import { useStorefront } from '@/lib/storefront';

/** Stores a count that arrived with an add/remove-compare answer. */
export function storeCompareCount(queryClient: QueryClient, count: number) {
  queryClient.setQueryData<StartProps>(getGetStartDataQueryKey(), (start) =>
    start ? { ...start, compare_list: count } : start,
  );
}

/** Number of products in the compare list. */
export function useCompareCount(): number {
  return useStorefront().start.compare_list;
}

/** Adds a product to the compare list (a GET in the backend, hence wrapped as a mutation). */
export function useAddToCompare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['addToCompare'],
    mutationFn: (productId: number) => addToCompare(productId),
    onSuccess: (answer) => storeCompareCount(queryClient, answer.compare_list),
  });
}

/** Removes a product from the compare list. */
export function useRemoveFromCompare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['removeFromCompare'],
    mutationFn: (productId: number) => removeFromCompare(productId),
    onSuccess: (answer) => storeCompareCount(queryClient, answer.compare_list),
  });
}
