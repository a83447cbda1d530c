// The bell's data: the first page of the shopper's notifications (fetched in idle time, never on the first paint),
// merged with live events; marking as seen is optimistic and rolled back with a message when the server refuses.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useToast } from '@/design-system/components/Toast';
import { toastTitle, useT } from '@/lib/i18n';
import {
  EMPTY_FEED,
  itemFromApi,
  markSeenInFeed,
  mergeFeed,
  replaceWithPage,
  type Feed,
  type FeedItem,
} from '../feed';

export const notificationFeedKey = (userId: number) => ['notification-feed', userId] as const;
/** The notifications page's own queries (`/user-notification/all…`): refreshed when the bell changes something. */
const NOTIFICATIONS_PAGE_KEY = ['/user-notification/all'] as const;

const loadEndpoints = () => import('@/api-generated/endpoints/notifications/notifications');

export const fetchFeed = async (queryClient: QueryClient, userId: number, signal?: AbortSignal) => {
  const { getNotifications } = await loadEndpoints();
  const answer = await getNotifications({ page: 1 }, { signal });
  return replaceWithPage(
    queryClient.getQueryData<Feed>(notificationFeedKey(userId)),
    answer.notifications.data.map(itemFromApi),
  );
};

/** The feed of a signed-in shopper; `active` false (first paint, guests) fetches nothing. */
export function useNotificationFeed(userId: number | null, active: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: notificationFeedKey(userId ?? 0),
    queryFn: ({ signal }) => fetchFeed(queryClient, userId!, signal),
    enabled: active && userId !== null,
    staleTime: 5 * 60_000,
  });
}

/** Live rows into the cached feed (created if the first page has not arrived yet). */
export const addLiveItems = (queryClient: QueryClient, userId: number, items: readonly FeedItem[]) =>
  queryClient.setQueryData<Feed>(notificationFeedKey(userId), (feed) => mergeFeed(feed ?? EMPTY_FEED, items));

/** Catch up after a reconnect or a public-channel event: the endpoint's first page again. */
export const refreshFeed = (queryClient: QueryClient, userId: number) =>
  queryClient.invalidateQueries({ queryKey: notificationFeedKey(userId) });

export function useMarkSeen(userId: number) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const t = useT();
  const key = notificationFeedKey(userId);
  return useMutation({
    mutationKey: ['notification-seen', userId],
    mutationFn: async (id: number | 'all') => {
      const { markAllNotificationsSeen, markNotificationSeen } = await loadEndpoints();
      if (id === 'all') await markAllNotificationsSeen();
      else await markNotificationSeen(id);
    },
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Feed>(key);
      queryClient.setQueryData<Feed>(key, markSeenInFeed(before, id));
      return { before };
    },
    onError: (_error, _id, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      toast({
        tone: 'error',
        title: toastTitle('error', t),
        description: t('Could not mark the notification as seen.'),
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_PAGE_KEY }),
  });
}
