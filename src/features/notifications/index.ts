export { NotificationBell } from './NotificationBell';
export type { NotificationBellProps } from './NotificationBell';
export { showBrowserAlert } from './browser-alerts';
