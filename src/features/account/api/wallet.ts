// The wallet: balance (the user's spendable balance, from the start data), recharge setup, recharges history.
// A recharge or a reward conversion changes all three, so both refresh the same queries.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  completeRecharge,
  getGetWalletDataQueryOptions,
  getGetWalletHistoryQueryKey,
  getWalletHistory,
  rechargeWallet,
} from '@/api-generated/endpoints/wallet/wallet';
import { getCheckAuthQueryKey } from '@/api-generated/endpoints/auth/auth';
import { getGetRewardHistoryQueryKey } from '@/api-generated/endpoints/rewards/rewards';
import { getGetStartDataQueryKey } from '@/api-generated/endpoints/start/start';
import type {
  CompleteRechargeRequest,
  GetWalletHistoryResponse,
  RechargeWalletRequest,
} from '@/api-generated/model';
import { flaggedPage, usePagedList, type PagedList } from '@/lib/pagination';

export const walletQueries = () => ({
  setup: getGetWalletDataQueryOptions(),
  historyKey: getGetWalletHistoryQueryKey(),
});

export const walletHistoryList = () =>
  ({
    queryKey: walletQueries().historyKey,
    fetchPage: (page, signal) => getWalletHistory({ page }, { signal }),
    toPage: (answer, page) =>
      flaggedPage(answer.recharges.data, answer.recharges.next_page_url !== null, page),
  }) satisfies PagedList<GetWalletHistoryResponse, unknown>;

export const useWalletHistory = () => usePagedList(walletHistoryList());

/** Everything that shows money or points of the account. */
export const refreshBalances = (queryClient: QueryClient) =>
  Promise.all(
    [
      getGetStartDataQueryKey(),
      getCheckAuthQueryKey(),
      getGetWalletHistoryQueryKey(),
      getGetRewardHistoryQueryKey(),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );

export function useRechargeWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['recharge-wallet'],
    mutationFn: (body: RechargeWalletRequest) => rechargeWallet(body),
    onSuccess: () => refreshBalances(queryClient),
  });
}

/** A gateway's top-up completing (the demo shop's simulated gateway; the backend's own return pages call it too). */
export function useCompleteRecharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['complete-recharge'],
    mutationFn: (body: CompleteRechargeRequest) => completeRecharge(body),
    onSuccess: () => refreshBalances(queryClient),
  });
}
