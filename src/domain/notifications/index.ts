// The shopper's notifications, one home for the bell (features/notifications) and the notifications page
// (features/account): one cache family (keys.ts), one set of changes (changes.ts), one link rule
// (notification-target.ts), the feed's merge rules for live events (feed.ts).
export { NOTIFICATIONS_KEY, notificationFeedKey } from './keys';
export { useNotificationFeed, addLiveItems, refreshFeed, feedWatermark, catchUpFeed } from './feed-query';
export {
  notificationList,
  useNotifications,
  useChangeNotification,
  type NotificationChange,
} from './changes';
export { itemFromEvent, FEED_CAP, type Feed, type FeedItem } from './feed';
export { notificationTarget } from './notification-target';
export { rememberWatermark } from './watermark';
