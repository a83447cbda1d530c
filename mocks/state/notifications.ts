/**
 * A user's notifications (backend-api §2.14): newest first; seen (status 1) one by one or all at once; removable.
 * Only the user's own notifications can be touched. Call the mutating functions inside `shop.update(...)`.
 */
import type { Id, Notification } from '../domain/types';
import { nextId } from './lookups';
import { done, refuse, type Outcome } from './outcome';
import type { DemoShopState } from './types';

export function notificationsOf(state: DemoShopState, userId: Id): Notification[] {
  return state.notifications
    .filter((n) => n.user_id === userId)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

export function notifyUser(
  state: DemoShopState,
  userId: Id,
  message: { title: string; details: string; url: string },
  at: number,
  live?: Notification['live'],
): Notification {
  const notification: Notification = {
    id: nextId(state, 'notification'),
    user_id: userId,
    ...message,
    status: 0,
    created_at: new Date(at).toISOString(),
    ...(live ? { live } : {}),
  };
  state.notifications.push(notification);
  return notification;
}

/** Marks every unseen notification of the user seen; returns how many changed. */
export function markAllSeen(state: DemoShopState, userId: Id): number {
  let changed = 0;
  for (const n of state.notifications) {
    if (n.user_id === userId && n.status === 0) {
      n.status = 1;
      changed += 1;
    }
  }
  return changed;
}

export function markSeen(state: DemoShopState, userId: Id, id: Id): Outcome<Notification> {
  const notification = state.notifications.find((n) => n.id === id && n.user_id === userId);
  if (!notification) return refuse('Notification not found');
  notification.status = 1;
  return done(notification);
}

export function removeNotification(state: DemoShopState, userId: Id, id: Id): Outcome<Notification> {
  const notification = state.notifications.find((n) => n.id === id && n.user_id === userId);
  if (!notification) return refuse('Notification not found');
  state.notifications = state.notifications.filter((n) => n !== notification);
  return done(notification);
}
