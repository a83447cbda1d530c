// The bell's data: the first page of the shopper's notifications (fetched in idle time, never on the first paint),
// merged with live events. It shares one cache family with the notifications page (keys.ts); changes to either
// are made by useChangeNotification (changes.ts).
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { EMPTY_FEED, itemFromApi, mergeFeed, replaceWithPage, type Feed, type FeedItem } from './feed';
import { notificationFeedKey } from './keys';
import { rememberWatermark, tabWatermark } from './watermark';

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

const FEED_STALE_MS = 5 * 60_000;

const feedQuery = (queryClient: QueryClient, userId: number) => ({
  queryKey: notificationFeedKey(userId),
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchFeed(queryClient, userId, signal),
  staleTime: FEED_STALE_MS,
});

/** The feed of a signed-in shopper; `active` false (first paint, guests) fetches nothing. */
export function useNotificationFeed(userId: number | null, active: boolean) {
  const queryClient = useQueryClient();
  return useQuery({ ...feedQuery(queryClient, userId ?? 0), enabled: active && userId !== null });
}

const newestId = (feed: Feed) => feed.items.reduce((max, item) => Math.max(max, item.id), 0);

/**
 * Where the live channel takes up as it starts to open: the tab's watermark (what an earlier page of the tab knew),
 * otherwise the newest id of the bell's feed (cached, or its first page fetched now). Newer is what the shop sent
 * while the tab was not listening.
 */
export const feedWatermark = async (queryClient: QueryClient, userId: number): Promise<number> => {
  const known = tabWatermark(userId);
  if (known !== null) return known;
  const newest = newestId(await queryClient.ensureQueryData(feedQuery(queryClient, userId)));
  rememberWatermark(userId, newest);
  return newest;
};

/**
 * Once the live channel listens: the feed's first page again (the shop does not replay what it sent before), and
 * its unseen rows newer than the watermark, oldest first — what a listening page would have shown live.
 */
export const catchUpFeed = async (queryClient: QueryClient, userId: number, watermark: number) => {
  const feed = await queryClient.fetchQuery({ ...feedQuery(queryClient, userId), staleTime: 0 });
  rememberWatermark(userId, newestId(feed));
  return feed.items.filter((item) => item.id > watermark && !item.seen).reverse();
};

/** Live rows into the cached feed (created if the first page has not arrived yet). */
export const addLiveItems = (queryClient: QueryClient, userId: number, items: readonly FeedItem[]) =>
  queryClient.setQueryData<Feed>(notificationFeedKey(userId), (feed) => mergeFeed(feed ?? EMPTY_FEED, items));

/** Catch up after a reconnect or a public-channel event: the endpoint's first page again. */
export const refreshFeed = (queryClient: QueryClient, userId: number) =>
  queryClient.invalidateQueries({ queryKey: notificationFeedKey(userId) });
