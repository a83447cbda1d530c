// Reward points: the account and its history (page after page) and the conversion into wallet money. The server
// computes the amount from the points (the contract sends points only), then every balance is refreshed.
import { useQueryClient } from '@tanstack/react-query';
import {
  convertReward,
  getGetRewardHistoryQueryKey,
  getRewardHistory,
} from '@/api-generated/endpoints/rewards/rewards';
import type { ConvertRewardRequest, GetRewardHistoryResponse } from '@/api-generated/model';
import { useOneIntentMutation } from '@/lib/one-intent';
import { IDEMPOTENCY_HEADER } from '@/lib/http';
import { flaggedPage, usePagedList, type PagedList } from '@/lib/pagination';
import { refreshBalances } from './wallet';

export const rewardQueries = () => ({ historyKey: getGetRewardHistoryQueryKey() });

export const rewardHistoryList = () =>
  ({
    queryKey: rewardQueries().historyKey,
    fetchPage: (page, signal) => getRewardHistory({ page }, { signal }),
    // The backend sends `""` instead of a page when there is no history yet.
    toPage: (answer, page) =>
      typeof answer.reward_details === 'object' && answer.reward_details !== null
        ? flaggedPage(answer.reward_details.data, answer.reward_details.next_page_url !== null, page)
        : flaggedPage([], false, page),
  }) satisfies PagedList<GetRewardHistoryResponse, unknown>;

export const useRewardHistory = () => usePagedList(rewardHistoryList());

/** Points into wallet money, once per intent (lib/one-intent): a double click converts once. */
export function useConvertReward() {
  const queryClient = useQueryClient();
  return useOneIntentMutation('convert-reward', {
    mutationKey: ['convert-reward'],
    send: (body: ConvertRewardRequest, key) =>
      convertReward(body, { headers: { [IDEMPOTENCY_HEADER]: key } }),
    onSuccess: () => refreshBalances(queryClient),
  });
}
