// The shopper's notifications (`GET /user-notification/all`, ten a page) and what can be done with them: mark one
// or all seen, remove one. Each change shows at once wherever notifications are shown (the bell's feed and the
// notifications page read one cache family, keys.ts), is put back if the server refuses (the HTTP client's error
// reactions word the failure), and both are reloaded afterwards so they match the server.
import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import {
  getNotifications,
  markAllNotificationsSeen,
  markNotificationSeen,
  removeNotification,
} from '@/api-generated/endpoints/notifications/notifications';
import type { GetNotificationsResponse } from '@/api-generated/model';
import { flaggedPage, usePagedList, type PagedList } from '@/lib/pagination';
import { feedOf, markSeenInFeed, type Feed } from './feed';
import { NOTIFICATION_FEEDS_KEY, NOTIFICATIONS_KEY, NOTIFICATION_PAGES_KEY } from './keys';

type Row = GetNotificationsResponse['notifications']['data'][number];
type Pages = InfiniteData<GetNotificationsResponse>;

/** The notifications page's list (what its route loader prefetches and the screen reads). */
export const notificationList = () =>
  ({
    queryKey: NOTIFICATIONS_KEY,
    fetchPage: (page, signal) => getNotifications({ page }, { signal }),
    toPage: (answer, page) =>
      flaggedPage(answer.notifications.data, answer.notifications.next_page_url !== null, page),
  }) satisfies PagedList<GetNotificationsResponse, unknown>;

export const useNotifications = () => usePagedList(notificationList());

export type NotificationChange =
  { kind: 'seen'; id: number } | { kind: 'all-seen' } | { kind: 'remove'; id: number };

const touches = (change: NotificationChange, id: number) => change.kind === 'all-seen' || change.id === id;

const changeRows = (rows: Row[], change: NotificationChange): Row[] =>
  change.kind === 'remove'
    ? rows.filter((row) => row.id !== change.id)
    : rows.map((row) => (touches(change, row.id) ? { ...row, status: 1 as const } : row));

const changePages = (old: Pages | undefined, change: NotificationChange): Pages | undefined =>
  old && {
    ...old,
    pages: old.pages.map((page) => ({
      ...page,
      notifications: { ...page.notifications, data: changeRows(page.notifications.data, change) },
    })),
  };

export const changeFeed = (feed: Feed | undefined, change: NotificationChange): Feed | undefined => {
  if (!feed) return feed;
  if (change.kind === 'remove') return feedOf(feed.items.filter((item) => item.id !== change.id));
  return markSeenInFeed(feed, change.kind === 'all-seen' ? 'all' : change.id);
};

/** Applies a change to every cached notification list at once; returns what to put back if it fails. */
export async function applyNotificationChange(queryClient: QueryClient, change: NotificationChange) {
  await queryClient.cancelQueries({ queryKey: NOTIFICATIONS_KEY });
  const before = queryClient.getQueriesData({ queryKey: NOTIFICATIONS_KEY });
  queryClient.setQueryData<Pages>(NOTIFICATION_PAGES_KEY, (old) => changePages(old, change));
  queryClient.setQueriesData<Feed>({ queryKey: NOTIFICATION_FEEDS_KEY }, (feed) => changeFeed(feed, change));
  return before;
}

const send = (change: NotificationChange) => {
  if (change.kind === 'remove') return removeNotification(change.id);
  if (change.kind === 'seen') return markNotificationSeen(change.id);
  return markAllNotificationsSeen();
};

/** Marks seen (one or all) or removes, showing the change before the answer and undoing it on failure. */
export function useChangeNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['notification-change'],
    mutationFn: (change: NotificationChange) => send(change),
    onMutate: async (change) => ({ before: await applyNotificationChange(queryClient, change) }),
    onError: (_error, _change, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
