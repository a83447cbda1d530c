// Drops repeated notifications (redelivery after a reconnect, a double broadcast): by id when the event has one,
// otherwise the same message and tone within a short window. Memory stays bounded whatever arrives (R18).
import type { RealtimeNotification } from './notification-event.ts';

export interface DeduperOptions {
  /** How long the same message + tone counts as a duplicate (default 2 s). */
  windowMs?: number;
  /** How many ids to remember (default 200). */
  maxIds?: number;
  now?: () => number;
}

export const createDeduper = ({ windowMs = 2000, maxIds = 200, now = Date.now }: DeduperOptions = {}) => {
  const ids = new Set<string>();
  const recent = new Map<string, number>();

  /** True when this notification was already seen and should be dropped. */
  return (notification: RealtimeNotification): boolean => {
    if (notification.id !== undefined) {
      if (ids.has(notification.id)) return true;
      ids.add(notification.id);
      if (ids.size > maxIds) ids.delete(ids.values().next().value as string);
      return false;
    }
    const at = now();
    for (const [key, seenAt] of recent) if (at - seenAt >= windowMs) recent.delete(key);
    const key = `${notification.tone}\u0000${notification.message}`;
    if (recent.has(key)) return true;
    recent.set(key, at);
    return false;
  };
};
