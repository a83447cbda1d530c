// Where the live channel takes up (LiveNotifications): the newest notification this tab has already shown or held in
// the bell, kept for the tab's person in sessionStorage. The shop does not replay what it sent while no page was
// listening — during a full page load, or before the channel opened — so the next page to listen toasts what is newer.
import { sessionStore } from '@/lib/storage';

/** The tab's watermark for this shopper, or null (a new tab, another person's, or none yet). */
export const tabWatermark = (userId: number): number | null => {
  const stored = sessionStore.get('notification-watermark');
  return stored && stored.userId === userId ? stored.id : null;
};

/** Moves the tab's watermark up to `id` (never down: a late, older answer cannot bring old notifications back). */
export const rememberWatermark = (userId: number, id: number): void => {
  const known = tabWatermark(userId);
  if (known !== null && known >= id) return;
  sessionStore.set('notification-watermark', { userId, id });
};
