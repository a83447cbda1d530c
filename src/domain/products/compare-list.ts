// The compare list page's read and its remove. The list is the session's (guests) or the account's, so every visit
// reads it afresh; a removal answers with the remaining items and the new count, which replace the page's list and
// the header's count without another request.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getGetCompareListQueryKey,
  getGetCompareListQueryOptions,
  removeFromCompare,
} from '@/api-generated/endpoints/compare/compare';
import type { GetCompareListResponse } from '@/api-generated/model';
import { storeCompareCount } from './saved-products';

/** The compared products. The screen shows its own error state; only the server's words are toasted as well. */
export const compareListQueryOptions = () =>
  getGetCompareListQueryOptions({ query: { staleTime: 0, meta: { errorToast: false } } });

export function useRemoveCompared() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['removeFromCompare'],
    mutationFn: (productId: number) => removeFromCompare(productId),
    onSuccess: (answer) => {
      storeCompareCount(queryClient, answer.compare_list);
      queryClient.setQueryData<GetCompareListResponse>(getGetCompareListQueryKey(), {
        products: answer.products,
      });
    },
  });
}
