// The wallet: balance (the user's spendable balance, from the start data), recharge setup, recharges history.
// A recharge or a reward conversion changes all three, so both refresh the same queries.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  completeRecharge,
  getGetWalletDataQueryOptions,
  getGetWalletHistoryQueryKey,
  getWalletHistory,
  rechargeWallet,
} from '@/api-generated/endpoints/wallet/wallet';
import { accountCheckQueryKey } from '@/domain/session';
import { getGetRewardHistoryQueryKey } from '@/api-generated/endpoints/rewards/rewards';
import { startDataQueryKey } from '@/lib/start-data';
import type {
  CompleteRechargeRequest,
  GetWalletHistoryResponse,
  RechargeWalletRequest,
} from '@/api-generated/model';
import { useOneIntentMutation } from '@/lib/one-intent';
import { IDEMPOTENCY_HEADER } from '@/lib/http';
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
      startDataQueryKey(),
      accountCheckQueryKey(),
      getGetWalletHistoryQueryKey(),
      getGetRewardHistoryQueryKey(),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );

/**
 * A recharge: an offline method with its proof, or a vendor script's payment told to the shop. One intent, one
 * effect (lib/one-intent): a second click while it is on its way sends nothing, and a retry — after a failure,
 * also after a reload — carries the same Idempotency-Key.
 */
export function useRechargeWallet() {
  const queryClient = useQueryClient();
  return useOneIntentMutation('recharge-wallet', {
    mutationKey: ['recharge-wallet'],
    send: (body: RechargeWalletRequest, key) =>
      rechargeWallet(body, { headers: { [IDEMPOTENCY_HEADER]: key } }),
    // A file does not serialise: the rest says what is recharged, and how.
    intentOf: ({ file: _proof, ...intent }) => intent,
    onSuccess: () => refreshBalances(queryClient),
  });
}

/**
 * A gateway's top-up completing (Google Pay; the demo shop's simulated gateway; the backend's own return pages call
 * it too), once per intent like a recharge.
 */
export function useCompleteRecharge() {
  const queryClient = useQueryClient();
  return useOneIntentMutation('complete-recharge', {
    mutationKey: ['complete-recharge'],
    send: (body: CompleteRechargeRequest, key) =>
      completeRecharge(body, { headers: { [IDEMPOTENCY_HEADER]: key } }),
    onSuccess: () => refreshBalances(queryClient),
  });
}
