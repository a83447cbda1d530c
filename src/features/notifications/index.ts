export { NotificationBell } from './NotificationBell';
export type { NotificationBellProps } from './NotificationBell';
export { addLiveItems, refreshFeed, notificationFeedKey } from './api/feed-query';
export { itemFromEvent, FEED_CAP } from './feed';
export { showBrowserAlert } from './browser-alerts';
