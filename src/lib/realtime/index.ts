export { closeNotifications, connectNotifications, isRealtimeEnabled } from './connect-notifications.ts';
export type { ConnectNotificationsOptions } from './connect-notifications.ts';
export {
  getRealtime,
  disconnectRealtime,
  pusherOptions,
  realtimeConfigFromPage,
  authorizeChannel,
  REALTIME_TIMEOUTS,
  BROADCASTING_AUTH_PATH,
} from './realtime-client.ts';
export type { RealtimeConfig } from './realtime-client.ts';
export {
  NOTIFICATION_CHANNEL,
  notificationChannelFor,
  privateNotificationChannelFor,
  NOTIFICATION_EVENT,
  normaliseTone,
  parseNotification,
} from './notification-event.ts';
export type { NotificationTone, RealtimeNotification } from './notification-event.ts';
export { createDeduper } from './dedupe.ts';
export { browserNotificationsSupported, WEB_NOTIFICATION_UNSUPPORTED } from './browser-notifications.ts';
export { createBackoff, watchConnection } from './reconnect.ts';
export type { Backoff, RealtimeStatus } from './reconnect.ts';
