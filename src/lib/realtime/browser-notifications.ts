/** The text the spec (§8) shows when the browser has no Notification API. */
export const WEB_NOTIFICATION_UNSUPPORTED = 'Web Notification is not supported';

export const browserNotificationsSupported = (): boolean =>
  typeof window !== 'undefined' && 'Notification' in window && typeof window.Notification === 'function';
