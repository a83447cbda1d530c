// Following a shop (spec §4): following adds a follower record (status 1), unfollowing sets it to 0 and removes
// it. The list of followed shops lives in the start data, so every screen (shop page, sellers, account) reads the
// same answer, and a reload asks the server again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startDataQueryKey } from '@/lib/start-data';
import {
  followShop,
  getGetFollowedSellersQueryKey,
  unfollowShop,
} from '@/api-generated/endpoints/shops/shops';
import type { ShopFollower } from '@/api-generated/model';
import type { StartProps } from '@/lib/start-data';
import { useStorefront } from '@/lib/session';

export interface FollowTarget {
  /** Seller profile id (the shop's `id`). */
  shopId: number;
  /** The seller's user id, when the answer gave it. */
  sellerUserId?: number;
}

/**
 * The start data's follower refs after an answer: the records the server still holds, in its order. Refs the
 * shopper already had keep their seller user id; a new one takes the target's (or the record's owner when unknown).
 */
export function followerRefs(
  current: StartProps['shop_follower'],
  records: readonly ShopFollower[],
  target: FollowTarget,
): StartProps['shop_follower'] {
  const known = new Map(current.map((ref) => [ref.id, ref]));
  return records.map(
    (record) =>
      known.get(record.seller_profile_id) ?? {
        id: record.seller_profile_id,
        user_id:
          record.seller_profile_id === target.shopId && target.sellerUserId
            ? target.sellerUserId
            : record.user_id,
      },
  );
}

/** True when the signed-in shopper follows the shop. */
export function useFollowsShop(shopId: number): boolean {
  const { start } = useStorefront();
  return start.shop_follower.some((ref) => ref.id === shopId);
}

/** Follows or unfollows a shop (GETs in the backend, hence mutations) and stores the answer in the start data. */
export function useToggleFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    // Spec §8: "HTTP 422 on follow/unfollow: status text as error toast".
    meta: { errorToast: 'status-text' },
    mutationFn: async ({ target, following }: { target: FollowTarget; following: boolean }) => {
      const answer = following
        ? await unfollowShop({ id: target.shopId })
        : await followShop({ id: target.shopId });
      return { records: answer.follower, target, following: !following };
    },
    onSuccess: ({ records, target }) => {
      queryClient.setQueryData<StartProps>(startDataQueryKey(), (old) =>
        old ? { ...old, shop_follower: followerRefs(old.shop_follower, records, target) } : old,
      );
      void queryClient.invalidateQueries({ queryKey: getGetFollowedSellersQueryKey() });
    },
  });
}
