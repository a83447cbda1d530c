// The shopper's notifications (`GET /user-notification/all`, ten a page) and what can be done with them: mark one
// or all seen, remove one. Each change shows at once on the loaded pages and is put back if the server refuses;
// the list is reloaded afterwards so it matches the server.
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import {
  getGetNotificationsQueryKey,
  getNotifications,
  markAllNotificationsSeen,
  markNotificationSeen,
  removeNotification,
} from '@/api-generated/endpoints/notifications/notifications';
import type { GetNotificationsResponse } from '@/api-generated/model';
import { flaggedPage, pagedListOptions, usePagedList, type PagedList } from '@/lib/pagination';

type Row = GetNotificationsResponse['notifications']['data'][number];
type Pages = InfiniteData<GetNotificationsResponse>;

export const notificationList = () =>
  ({
    queryKey: getGetNotificationsQueryKey(),
    fetchPage: (page, signal) => getNotifications({ page }, { signal }),
    toPage: (answer, page) =>
      flaggedPage(answer.notifications.data, answer.notifications.next_page_url !== null, page),
  }) satisfies PagedList<GetNotificationsResponse, unknown>;

export const useNotifications = () => usePagedList(notificationList());

type Change = { kind: 'seen'; id: number } | { kind: 'all-seen' } | { kind: 'remove'; id: number };

const applyChange = (rows: Row[], change: Change): Row[] => {
  if (change.kind === 'remove') return rows.filter((row) => row.id !== change.id);
  return rows.map((row) =>
    change.kind === 'all-seen' || row.id === change.id ? { ...row, status: 1 as const } : row,
  );
};

const send = (change: Change) => {
  if (change.kind === 'remove') return removeNotification(change.id);
  if (change.kind === 'seen') return markNotificationSeen(change.id);
  return markAllNotificationsSeen();
};

/** Marks seen (one or all) or removes, showing the change before the answer and undoing it on failure. */
export function useChangeNotification() {
  const queryClient = useQueryClient();
  const { queryKey } = pagedListOptions(notificationList());
  return useMutation({
    mutationKey: ['notification-change'],
    mutationFn: (change: Change) => send(change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<Pages>(queryKey);
      queryClient.setQueryData<Pages>(queryKey, (old) =>
        old
          ? {
              ...old,
              pages: old.pages.map((page) => ({
                ...page,
                notifications: {
                  ...page.notifications,
                  data: applyChange(page.notifications.data, change),
                },
              })),
            }
          : old,
      );
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: getGetNotificationsQueryKey() }),
  });
}
