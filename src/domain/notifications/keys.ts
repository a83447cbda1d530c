// One family of cache keys for the shopper's notifications: the bell's feed and the notifications page's pages both
// sit under the generated key of `GET /user-notification/all`, so one invalidation refreshes both and one change
// (notifications-cache.ts) is applied to both at once. Written out here rather than imported: the bell is on the
// first route and loads the generated endpoints only in idle time (keys.test.ts holds it equal to the generated key).
export const NOTIFICATIONS_KEY = ['/user-notification/all'] as const;

/** Every shopper's bell feed (the first page merged with live events), and one shopper's. */
export const NOTIFICATION_FEEDS_KEY = [...NOTIFICATIONS_KEY, 'bell'] as const;
export const notificationFeedKey = (userId: number) => [...NOTIFICATION_FEEDS_KEY, userId] as const;

/** The notifications page's infinite query (`pagedListOptions` appends `'pages'`). */
export const NOTIFICATION_PAGES_KEY = [...NOTIFICATIONS_KEY, 'pages'] as const;
