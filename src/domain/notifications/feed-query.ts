// The bell's data: the first page of the shopper's notifications (fetched in idle time, never on the first paint),
// merged with live events. It shares one cache family with the notifications page (keys.ts); changes to either
// are made by useChangeNotification (changes.ts).
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { EMPTY_FEED, itemFromApi, mergeFeed, replaceWithPage, type Feed, type FeedItem } from './feed';
import { notificationFeedKey } from './keys';

// The bell is on the first route: the generated endpoints load with its first request, not with the page.
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
